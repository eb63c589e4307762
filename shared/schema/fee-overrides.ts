/**
 * A person's own fee rate for a channel, replacing the dated schedule's (shared/domain/fee-schedule.ts,
 * docs/decisions/1060-estimated-fees-from-a-dated-schedule.md): percent of the fee base, per order and per unit, in
 * the order's currency; `option_id` is the schedule's option it was taken from (a Shopify plan), null when typed.
 */
import { sql } from "drizzle-orm";
import { check, integer, numeric, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./index";

export const feeOverrides = pgTable(
  "fee_overrides",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: varchar("channel", { length: 16 }).notNull(),
    optionId: varchar("option_id", { length: 32 }),
    percent: numeric("percent", { precision: 6, scale: 3 }).notNull(),
    perOrder: numeric("per_order", { precision: 12, scale: 2 }).notNull(),
    perUnit: numeric("per_unit", { precision: 12, scale: 2 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check("fee_overrides_channel_check", sql`${t.channel} in ('etsy', 'shopify', 'amazon', 'stripe')`),
    check(
      "fee_overrides_amounts_check",
      sql`${t.percent} between 0 and 100 and ${t.perOrder} >= 0 and ${t.perUnit} >= 0`,
    ),
  ],
);
export type FeeOverrideRow = typeof feeOverrides.$inferSelect;
