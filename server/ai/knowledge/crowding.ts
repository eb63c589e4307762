/**
 * The one judgement of how crowded a trade is (docs/decisions/1484-one-crowdedness-judgement.md): HustleForge's own
 * 0-100 rating of each researched trade (`crowding` in ./market/niches.ts), read by market research, niche discovery,
 * business ideas and quick validation alike, in the same bands. It is a judgement, not a market figure, and says so.
 */
import { NICHE_MARKETS } from "./market/niches";
import { TRADE_NICHES } from "../understanding/catalogue";
import { TRADE_IDS, type TradeId } from "../understanding/lexicon";
import { understand } from "../understanding/understand";

export type CrowdingLevel = "low" | "medium" | "high";

/** The bands every tool uses: high from 68, medium from 45 (the market page's levels, docs/decisions/700). */
export const levelOfCrowding = (crowding: number): CrowdingLevel =>
  crowding < 45 ? "low" : crowding < 68 ? "medium" : "high";

export type TradeCrowding = { trade: TradeId; label: string; crowding: number; level: CrowdingLevel; openness: number };

/** A researched trade's crowding, or undefined for a trade we hold no judgement of. */
export function tradeCrowding(trade: TradeId | null | undefined): TradeCrowding | undefined {
  const niche = trade ? NICHE_MARKETS[trade] : undefined;
  if (!trade || !niche) return undefined;
  return {
    trade,
    label: niche.label,
    crowding: niche.crowding,
    level: levelOfCrowding(niche.crowding),
    openness: 100 - niche.crowding,
  };
}

/** The crowding of the trade a text is about (the understanding layer reads it). */
export const crowdingOfText = (text: string | readonly string[]) => tradeCrowding(understand(text).trade);

const BY_NICHE = new Map<string, TradeCrowding>();
for (const trade of TRADE_IDS) {
  const place = TRADE_NICHES[trade];
  const crowding = tradeCrowding(trade);
  if (place && crowding) BY_NICHE.set(place.niche, crowding);
}

/** A playbook niche's competition: its trade's judgement when it is one, else the niche's own word. */
export function nicheCompetition<C extends "Low" | "Medium" | "High">(niche: { name: string; competition: C }) {
  const crowding = BY_NICHE.get(niche.name);
  if (!crowding) return niche.competition;
  return ({ low: "Low", medium: "Medium", high: "High" } as const)[crowding.level];
}
