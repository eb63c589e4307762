/**
 * Whole months of expenses and of new customers, per person (docs/decisions/1055-expense-and-new-customer-months.md):
 * rollups kept by statement triggers on `expenses` and `customer_firsts` (migration 0037), read by the P&L for the
 * whole UTC months of a period.
 */
import { date, integer, numeric, pgTable, primaryKey, varchar } from "drizzle-orm/pg-core";
import { users } from "./index";

/** Per person, UTC month, category, source ('' typed in), platform ('' none) and currency: count and sum. */
export const expenseMonthTotals = pgTable(
  "expense_month_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    category: varchar("category", { length: 16 }).notNull(),
    source: varchar("source", { length: 16 }).notNull(),
    platform: varchar("platform", { length: 16 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    expenses: integer("expenses").notNull(),
    amount: numeric("amount").notNull(),
  },
  (t) => [
    primaryKey({
      name: "expense_month_totals_pk",
      columns: [t.userId, t.month, t.category, t.source, t.platform, t.currency],
    }),
  ],
);

/** Per person and UTC month: the buyers whose first uncancelled order falls in it. */
export const customerFirstMonths = pgTable(
  "customer_first_months",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month").notNull(),
    customers: integer("customers").notNull(),
  },
  (t) => [primaryKey({ name: "customer_first_months_pk", columns: [t.userId, t.month] })],
);
