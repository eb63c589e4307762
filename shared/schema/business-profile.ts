/**
 * The business profile (docs/decisions/1470-business-profile-and-money-in-its-currency.md): one row per person, what
 * they sell and where, in which currency, with what budget, hours, skills, age band and stage. Every column is
 * optional; the rules are in shared/contracts/business-profile.ts.
 */
import { sql } from "drizzle-orm";
import { check, integer, jsonb, numeric, pgTable, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./index";

export const businessProfiles = pgTable(
  "business_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    sells: varchar("sells", { length: 200 }),
    channels: jsonb("channels").$type<string[]>().notNull().default([]),
    country: varchar("country", { length: 2 }),
    region: varchar("region", { length: 100 }),
    currency: varchar("currency", { length: 3 }),
    /** In `currency`, exact (docs/product-rules.md#money-is-exact). */
    budget: numeric("budget", { precision: 12, scale: 2 }),
    hoursPerWeek: smallint("hours_per_week"),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    ageBand: varchar("age_band", { length: 8 }),
    stage: varchar("stage", { length: 16 }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("business_profiles_hours", sql`${t.hoursPerWeek} between 0 and 80`),
    check("business_profiles_budget", sql`${t.budget} >= 0`),
  ],
);
export type BusinessProfileRow = typeof businessProfiles.$inferSelect;
