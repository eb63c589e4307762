/**
 * The business profile (docs/guide/business-profile.md, docs/decisions/1470-business-profile-and-money-in-its-currency.md):
 * the person's own row, read for every AI run and for the P&L's starting currency, replaced whole by the form.
 */
import type { Db } from "../../db/client";
import type { BusinessProfile, BusinessProfileInput } from "../../../shared/contracts/business-profile";
import { createBusinessProfileRepository } from "./business-profile.repository";
import { presentBusinessProfile } from "./business-profile.presenter";

export function createBusinessProfileService(db: Db) {
  const repo = createBusinessProfileRepository(db);
  return {
    /** The person's profile, or null before they saved one. */
    async get(userId: number): Promise<BusinessProfile | null> {
      const row = await repo.find(userId);
      return row ? presentBusinessProfile(row) : null;
    },
    async save(userId: number, input: BusinessProfileInput): Promise<BusinessProfile> {
      return presentBusinessProfile(await repo.save(userId, input));
    },
  };
}
