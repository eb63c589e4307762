/**
 * The business profile as one scalar subquery, for a generator run to read in its reservation's statement (a
 * generation keeps its three statements, docs/decisions/1470-business-profile-and-money-in-its-currency.md), and
 * how its JSON becomes the profile the API would answer.
 */
import { sql } from "drizzle-orm";
import type { ProfileReader } from "../../ai/run-generator";
import { businessProfileSchema } from "../../../shared/contracts/business-profile";

export const profileReader: ProfileReader = {
  // The budget as text keeps pg's exact two places; the timestamp as text, as the API sends it.
  sql: (userId) => sql`select json_build_object(
      'sells', sells, 'channels', channels, 'country', country, 'region', region, 'currency', currency,
      'budget', budget::text, 'hoursPerWeek', hours_per_week, 'skills', skills, 'ageBand', age_band, 'stage', stage,
      'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from business_profiles where user_id = ${userId}`,
  parse: (read) => {
    const value: unknown = typeof read === "string" ? JSON.parse(read) : read;
    const parsed = businessProfileSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
};
