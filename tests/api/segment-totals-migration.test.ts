/**
 * The migration that adds the segment rollup (docs/decisions/1031-segment-rollup-for-analytics.md) fills it from the
 * orders already there, on both databases: per person, UTC month, platform or customer location and currency, the
 * uncancelled orders' count, units and goods; a blank platform or location is '', an imported order without a
 * channel is named by its platform; and the result equals the recount the writers keep.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { segmentRows } from "../../server/orders/rollup";

describe("migration 0029_segment_totals", () => {
  it("fills the segment rollup from the existing orders", { timeout: MIGRATION_TEST_TIMEOUT_MS }, async () => {
    const { database, migrateRest, close } = await databaseBefore("0029_segment_totals");
    try {
      const db = database.db;
      const person = (
        await db.execute<{ id: number }>(
          sql`insert into users (email, username) values ('seg@example.test', 'seg') returning id`,
        )
      ).rows[0];
      // The orders keep their line totals (goods, units) since migration 0016; the rollup sums those.
      await db.execute(sql`
        insert into orders (user_id, source, external_id, channel, customer_location, currency, ordered_at, cancelled, goods, units)
        values (${person.id}, 'shopify', 'a', null, 'FR', 'EUR', '2026-10-31T23:30:00-02:00', false, 20.00, 2),
               (${person.id}, 'shopify', 'b', ' ', ' FR ', 'EUR', '2026-11-03T10:00:00Z', false, 5.50, 1),
               (${person.id}, 'manual', 'c', 'Etsy', null, 'USD', '2026-11-04T10:00:00Z', false, 7.25, 3),
               (${person.id}, 'manual', 'd', 'Etsy', 'US', 'USD', '2026-11-05T10:00:00Z', true, 99.00, 9)`);

      await migrateRest();
      const rows = await db.execute<Record<string, unknown>>(sql`
        select month::text as month, kind, name, currency, orders, units::int as units, goods::text as goods
          from order_segment_totals order by month, kind, name, currency`);
      expect(rows.rows).toEqual([
        // 23:30 at UTC-2 on Oct 31 is Nov 1 in UTC: the month is the UTC one.
        { month: "2026-11-01", kind: "location", name: "", currency: "USD", orders: 1, units: 3, goods: "7.25" },
        { month: "2026-11-01", kind: "location", name: "FR", currency: "EUR", orders: 2, units: 3, goods: "25.50" },
        { month: "2026-11-01", kind: "platform", name: "Etsy", currency: "USD", orders: 1, units: 3, goods: "7.25" },
        {
          month: "2026-11-01",
          kind: "platform",
          name: "Shopify",
          currency: "EUR",
          orders: 2,
          units: 3,
          goods: "25.50",
        },
      ]);
      const recount = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from (${segmentRows(sql`true`)}) r
          join order_segment_totals t using (user_id, month, kind, name, currency)
         where r.orders = t.orders and r.units = t.units and r.goods = t.goods`);
      expect(recount.rows[0].n).toBe(4);
    } finally {
      await close();
    }
  });
});
