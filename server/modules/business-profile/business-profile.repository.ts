/** The business profile's queries: one row per person, read and written by their id. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businessProfiles, type BusinessProfileRow } from "../../../shared/schema";
import type { BusinessProfileInput } from "../../../shared/contracts/business-profile";

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
