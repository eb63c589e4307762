/** The business profile's queries: one row per person, read and written by their id. */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles, type BusinessProfileRow } from "../../../shared/schema";
import type { BusinessProfileInput } from "../../../shared/contracts/business-profile";

/**
 * The person's profile as one scalar subquery, for a generator run to read in its reservation's statement
 * (docs/decisions/1470-business-profile-and-money-in-its-currency.md): it returns the profile as JSON, or null before
 * they saved one. The budget as text keeps pg's exact two places; the timestamp as text, as the API sends it.
 */
export const profileJsonSelect = (userId: number): SQL => sql`select json_build_object(
      'sells', sells, 'channels', channels, 'country', country, 'region', region, 'currency', currency,
      'budget', budget::text, 'hoursPerWeek', hours_per_week, 'skills', skills, 'ageBand', age_band, 'stage', stage,
      'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from business_profiles where user_id = ${userId}`;

export function createBusinessProfileRepository(db: Db) {
  return {
    async find(userId: number): Promise<BusinessProfileRow | undefined> {
      const [row] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId));
      return row;
    },
    /** Replaces the person's profile with `values` in one statement (an insert, or the update of their row). */
    async save(userId: number, values: BusinessProfileInput): Promise<BusinessProfileRow> {
      const [row] = await db
        .insert(businessProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row;
    },
  };
}
