/**
 * Market research for the trades young sellers start with (docs/decisions/1482-market-research-per-niche.md): who
 * already sells that thing (named brands and platforms, each with its public website as the source of the listing), what
 * is changing, and where a newcomer fits. No figure lives here: sizes and growth come from the data pack
 * (../data-pack/markets.ts), and a competitor's share is not known unless a source gives it.
 */
import { z } from "zod";
import { audienceTagSchema, opportunityFactSchema } from "./types";
import type { TradeId } from "../../understanding/lexicon";
import { GOODS_NICHES } from "./niches-goods";
import { SERVICE_NICHES } from "./niches-services";

export const nicheCompetitorSchema = z.object({
  name: z.string().min(1),
  description: z.string().min(1),
  /** The competitor's public website: where a reader can check the listing. */
  url: z.url({ protocol: /^https$/ }),
});

export const nicheMarketSchema = z.object({
  label: z.string().min(1),
  /** How crowded the niche is for a newcomer, 0-100 (HustleForge's judgement, read through ../crowding.ts). */
  crowding: z.number().min(0).max(100),
  competitors: z.array(nicheCompetitorSchema).min(3).max(6),
  trends: z
    .array(
      z.object({
        trend: z.string().min(1),
        impact: z.enum(["low", "medium", "high"]),
        description: z.string().min(1),
        audience: z.array(audienceTagSchema).min(1),
      }),
    )
    .min(2),
  opportunities: z.array(opportunityFactSchema).min(2),
  advice: z.string().min(1),
});
export type NicheMarket = z.infer<typeof nicheMarketSchema>;

/** Every researched trade, goods and services. */
export const NICHE_MARKETS: Partial<Record<TradeId, NicheMarket>> = { ...GOODS_NICHES, ...SERVICE_NICHES };
