/** The curated market knowledge: one profile per industry of the market page, found by value, label or keyword. */
import { CONSUMER_INDUSTRIES } from "./industries-consumer";
import { TECH_INDUSTRIES } from "./industries-tech";
import type { IndustryProfile } from "./types";

export const INDUSTRY_PROFILES: IndustryProfile[] = [...TECH_INDUSTRIES, ...CONSUMER_INDUSTRIES];

/** The profile this industry text matches, and whether it matched exactly or only by a nearby market. */
export function industryProfileFor(industry: string): { profile: IndustryProfile; exact: boolean } {
  const key = industry.trim().toLowerCase();
  const exact = INDUSTRY_PROFILES.find((p) => p.value === key || p.label.toLowerCase() === key);
  if (exact) return { profile: exact, exact: true };
  const words = ` ${key.replace(/[^a-z0-9+ -]/g, " ")} `;
  let best: { profile: IndustryProfile; hits: number } | undefined;
  for (const profile of INDUSTRY_PROFILES) {
    const hits = profile.keywords.filter((k) => words.includes(` ${k} `) || (k.length > 4 && words.includes(k))).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { profile, hits };
  }
  if (best) return { profile: best.profile, exact: false };
  // The broadest consumer market is the least misleading stand-in for an industry we hold no profile of.
  return { profile: INDUSTRY_PROFILES.find((p) => p.value === "ecommerce-retail")!, exact: false };
}
