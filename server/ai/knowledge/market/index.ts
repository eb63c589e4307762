/**
 * The curated market knowledge: one profile per industry of the market page, and one per trade young sellers start
 * with (docs/decisions/1482-market-research-per-niche.md). Free text is read by the understanding layer
 * (docs/decisions/1434-one-understanding-layer-one-text-gate.md): a trade we hold research for gets it; a trade or text
 * we do not know gets an honest "we don't know this market yet", never a neighbouring market's report.
 */
import { CONSUMER_INDUSTRIES } from "./industries-consumer";
import { TECH_INDUSTRIES } from "./industries-tech";
import { NICHE_MARKETS, type NicheMarket } from "./niches";
import type { IndustryProfile } from "./types";
import { understand } from "../../understanding/understand";
import { tradeLabel } from "../../understanding/catalogue";
import type { TradeId } from "../../understanding/lexicon";
import { narrowerMarket } from "../niche-market";

export const INDUSTRY_PROFILES: IndustryProfile[] = [...TECH_INDUSTRIES, ...CONSUMER_INDUSTRIES];

export type MarketOf =
  | { kind: "industry"; profile: IndustryProfile }
  | { kind: "niche"; trade: TradeId; niche: NicheMarket }
  | { kind: "unknown"; trade: TradeId | null; alternatives: string[] };

/** Which market this industry text is about: an industry of the page, a trade we research, or one we do not know. */
export function marketOf(industry: string): MarketOf {
  const key = industry.trim().toLowerCase();
  const exact = INDUSTRY_PROFILES.find((p) => p.value === key || p.label.toLowerCase() === key);
  if (exact) return { kind: "industry", profile: exact };
  const reading = understand(industry);
  if (reading.trade) {
    const niche = NICHE_MARKETS[reading.trade];
    if (niche) return { kind: "niche", trade: reading.trade, niche };
    // A concept narrowing the trade to an industry of the page ("AI tools": software, and AI) is that industry
    // (docs/decisions/1490-a-niche-quotes-its-own-market.md).
    const narrower = narrowerMarket(reading.concepts, reading.trade);
    const profile = narrower && INDUSTRY_PROFILES.find((p) => p.value === narrower);
    if (profile) return { kind: "industry", profile };
  }
  // An industry named by its words ("online retail", "saas tools") is that industry: the profile whose lexicon
  // concepts the text names most (each distinct phrase once), the first profile on a tie.
  const named = new Map(reading.mentions.map((m) => [`${m.concept}|${m.text}`, m.concept]));
  let best: { profile: IndustryProfile; hits: number } | undefined;
  for (const profile of INDUSTRY_PROFILES) {
    const hits = [...named.values()].filter((c) => profile.concepts.includes(c)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { profile, hits };
  }
  if (best && !reading.trade) return { kind: "industry", profile: best.profile };
  const alternatives = (reading.trade ? [] : reading.alternatives)
    .filter((t) => NICHE_MARKETS[t])
    .map((t) => tradeLabel(t));
  return { kind: "unknown", trade: reading.trade, alternatives };
}
