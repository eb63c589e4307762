/**
 * The trend stage of a product (docs/product-rules.md#reference-catalogues: a published rule). Input: its weekly
 * HustleForge trend scores, oldest first, and whether the product sells in a known season. The same rule runs on the
 * server (stored products) and in the browser (the card's stage and the "How we rate" note).
 */

export const TREND_STAGES = ["rising", "peaking", "steady", "declining", "seasonal"] as const;
export type TrendStage = (typeof TREND_STAGES)[number];

/** Points the recent average must move to count as rising or declining. */
export const TREND_MOVE_POINTS = 8;
/** A product at or above this score that has stopped climbing is peaking. */
export const TREND_PEAK_SCORE = 80;
/** Weeks in each of the two windows compared. */
export const TREND_WINDOW_WEEKS = 3;

/** The rule in words, shown under "How we rate" on the screen. */
export const TREND_STAGE_RULE: Record<TrendStage, string> = {
  seasonal: "Seasonal: the product sells in a known season (named on the card); its score rises and falls with it.",
  rising: `Rising: the average of the last ${TREND_WINDOW_WEEKS} weeks is at least ${TREND_MOVE_POINTS} points above the ${TREND_WINDOW_WEEKS} weeks before.`,
  declining: `Declining: that average is at least ${TREND_MOVE_POINTS} points below the ${TREND_WINDOW_WEEKS} weeks before.`,
  peaking: `Peaking: neither, and this week's score is ${TREND_PEAK_SCORE} or more: interest is high but no longer growing.`,
  steady: "Steady: anything else: interest moves little from week to week.",
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Change of the last window's average over the window before it (0 with too little history). */
export function trendMomentum(history: readonly number[]): number {
  if (history.length < TREND_WINDOW_WEEKS * 2) return 0;
  const recent = history.slice(-TREND_WINDOW_WEEKS);
  const before = history.slice(-TREND_WINDOW_WEEKS * 2, -TREND_WINDOW_WEEKS);
  return mean(recent) - mean(before);
}

/** The stage of one product by the rule above. */
export function trendStage(history: readonly number[], seasonal = false): TrendStage {
  if (seasonal) return "seasonal";
  const momentum = trendMomentum(history);
  if (momentum >= TREND_MOVE_POINTS) return "rising";
  if (momentum <= -TREND_MOVE_POINTS) return "declining";
  const latest = history.at(-1) ?? 0;
  return latest >= TREND_PEAK_SCORE ? "peaking" : "steady";
}

/** A viral product is not the same as demand: peaking with high competition carries a 'Crowded' warning. */
export function isCrowded(stage: TrendStage, competitionLevel: string): boolean {
  return stage === "peaking" && competitionLevel === "high";
}
