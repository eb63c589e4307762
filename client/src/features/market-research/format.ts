/** Small display helpers of the market page. */

/** Billions of dollars as short money text: $6.3T, $245.3B, $450M. */
export function money(billions: number): string {
  if (billions >= 1000) return `$${(billions / 1000).toFixed(1)}T`;
  if (billions >= 1) return `$${billions.toFixed(1)}B`;
  return `$${Math.round(billions * 1000)}M`;
}

/** A percentage with one decimal at most. */
export function pct(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

export const LEVEL_BADGE = { low: "success", medium: "warning", high: "danger" } as const;
export const POTENTIAL_BADGE = { high: "success", medium: "warning", low: "secondary" } as const;
/** Trend impact is strength, not good or bad news: brand for high, neutral below. */
export const IMPACT_BADGE = { high: "default", medium: "secondary", low: "outline" } as const;
