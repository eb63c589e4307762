/** Presents a business profile row: every field listed, the budget as pg's exact two-place string. */
import type { BusinessProfileRow } from "../../../shared/schema";
import { businessProfileSchema, type BusinessProfile } from "../../../shared/contracts/business-profile";

export function presentBusinessProfile(row: BusinessProfileRow): BusinessProfile {
  // The columns hold only what the input schema let through; parsing narrows the stored text to its unions.
  return businessProfileSchema.parse({
    sells: row.sells,
    channels: row.channels,
    country: row.country,
    region: row.region,
    currency: row.currency,
    budget: row.budget,
    hoursPerWeek: row.hoursPerWeek,
    skills: row.skills,
    ageBand: row.ageBand,
    stage: row.stage,
    updatedAt: row.updatedAt.toISOString(),
  });
}
