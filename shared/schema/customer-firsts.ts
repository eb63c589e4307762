/**
 * Each buyer's first uncancelled order and their count of orders, per person (docs/decisions/1064-profit-after-ads-reads.md):
 * a rollup kept by `applyOrderTotals` (server/orders/rollup.ts) with the others, read for new customers.
 */
import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./index";

export const customerFirsts = pgTable(
  "customer_firsts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    customerKey: varchar("customer_key", { length: 64 }).notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    orders: integer("orders").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.customerKey] }),
    index("customer_firsts_user_first_idx").on(t.userId, t.firstAt),
  ],
);
