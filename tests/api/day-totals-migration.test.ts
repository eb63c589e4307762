/**
 * The migration that adds the day rollup (docs/decisions/1033-day-rollup-for-analytics.md) fills it from the orders
 * already there, on both databases: per person, UTC day and currency, the uncancelled orders' count and sums; and
 * the result equals the recount the writers keep.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { dayRows } from "../../server/orders/rollup";

describe("migration 0032_day_totals", () => {
  it("fills the day rollup from the existing orders", { timeout: MIGRATION_TEST_TIMEOUT_MS }, async () => {
    const { database, migrateRest, close } = await databaseBefore("0032_day_totals");
    try {
      const db = database.db;
      const person = (
        await db.execute<{ id: number }>(
          sql`insert into users (email, username) values ('day@example.test', 'day') returning id`,
        )
      ).rows[0];
      await db.execute(sql`
        insert into orders (user_id, source, external_id, currency, ordered_at, cancelled, goods, units, known_cost,
                            discounts, refunds, shipping, fees)
        values (${person.id}, 'shopify', 'a', 'EUR', '2026-10-31T23:30:00-02:00', false, 20.00, 2, 8.00, 1.00, 0, 3.00, 0.90),
               (${person.id}, 'shopify', 'b', 'EUR', '2026-11-01T10:00:00Z', false, 5.50, 1, 0, 0, 5.50, 0, 0.30),
               (${person.id}, 'manual', 'c', 'USD', '2026-11-01T11:00:00Z', false, 7.25, 3, 2.10, 0, 0, 0, 0),
               (${person.id}, 'manual', 'd', 'USD', '2026-11-01T12:00:00Z', true, 99.00, 9, 0, 0, 0, 0, 0)`);

      await migrateRest();
      const rows = await db.execute<Record<string, unknown>>(sql`
        select day::text as day, currency, orders, units::int as units, goods::text as goods,
               known_cost::text as known_cost, discounts::text as discounts, refunds::text as refunds,
               shipping::text as shipping, fees::text as fees
          from order_day_totals order by day, currency`);
      expect(rows.rows).toEqual([
        // 23:30 at UTC-2 on Oct 31 is Nov 1 in UTC; the cancelled order is left out.
        {
          day: "2026-11-01",
          currency: "EUR",
          orders: 2,
          units: 3,
          goods: "25.50",
          known_cost: "8.00",
          discounts: "1.00",
          refunds: "5.50",
          shipping: "3.00",
          fees: "1.20",
        },
        {
          day: "2026-11-01",
          currency: "USD",
          orders: 1,
          units: 3,
          goods: "7.25",
          known_cost: "2.10",
          discounts: "0.00",
          refunds: "0.00",
          shipping: "0.00",
          fees: "0.00",
        },
      ]);
      const recount = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (${dayRows(sql`true`)}) r
          join order_day_totals t using (user_id, day, currency)
         where r.orders = t.orders and r.goods = t.goods and r.known_cost = t.known_cost and r.fees = t.fees`);
      expect(recount.rows[0].n).toBe(2);
    } finally {
      await close();
    }
  });
});
