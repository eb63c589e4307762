/**
 * The one table of age bands (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md): the
 * niche-discovery and business-ideas forms label their target markets from it, and the answers describe the
 * same people with the same ages. Bands are ages, not birth years, so a form and an answer never disagree.
 */
export const AGE_BANDS = {
  "gen-z": { name: "Gen Z", min: 18, max: 26 },
  millennials: { name: "Millennials", min: 27, max: 42 },
  "gen-x": { name: "Gen X", min: 43, max: 58 },
  boomers: { name: "Boomers", min: 59, max: null },
  seniors: { name: "Seniors", min: 55, max: null },
} as const satisfies Record<string, { name: string; min: number; max: number | null }>;
export type AgeBandKey = keyof typeof AGE_BANDS;

/** "18-26" or "59+". */
export function ageRange(key: AgeBandKey): string {
  const band: { min: number; max: number | null } = AGE_BANDS[key];
  return band.max === null ? `${band.min}+` : `${band.min}-${band.max}`;
}

/** The option label of a band: "Gen Z (18-26)". */
export const ageBandLabel = (key: AgeBandKey) => `${AGE_BANDS[key].name} (${ageRange(key)})`;
