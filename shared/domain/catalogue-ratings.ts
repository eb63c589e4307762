/**
 * The rules behind the ratings HustleForge gives in its catalogues (docs/product-rules.md#reference-catalogues: our
 * scores say so, and the rule is published on the screen under "How we rate").
 */
import type { Level } from "../contracts/catalogue-filters";

/** Meter fill of a level (docs/spec-notes.md#constants-and-option-lists): low 25, medium 60, high 90. */
export const LEVEL_METER: Record<Level, number> = { low: 25, medium: 60, high: 90 };

/** Colour of a level's meter: competition is good when low; demand uses the same numbers with reversed colours. */
export function levelTone(kind: "competition" | "demand", level: Level): "good" | "fair" | "bad" {
  const order = kind === "competition" ? (["good", "fair", "bad"] as const) : (["bad", "fair", "good"] as const);
  return order[["low", "medium", "high"].indexOf(level)];
}

export const HOW_WE_RATE = {
  trending: [
    "HustleForge trend score (0-100) is our own weekly estimate of shopper interest in a product on the named platform. It is not a figure the platform publishes and not a sales count.",
    "Catalogue scores are set by the HustleForge team at each review (date shown); a scan refreshes them with an AI estimate, stored with its date.",
    "Competition (low, medium, high) is our judgement of how many sellers already push the product.",
    "A product that is peaking with high competition is marked Crowded: a viral product is not the same as demand you can win.",
  ],
  hustles: [
    "Difficulty, time, start-up cost and earnings are HustleForge estimates for a beginner working alone, not promises.",
    "Earnings are typical monthly ranges after the first few months; many people earn less at first.",
  ],
  niches: [
    "Competition, demand and profit potential are HustleForge ratings (low, medium, high) from the team's review of marketplaces and search interest, not figures a platform publishes.",
    "Meters show low as 25, medium as 60 and high as 90. Low competition and high demand are shown in green.",
  ],
} as const;
