/**
 * The migration that adds the item rollup (docs/decisions/1104-item-daily-units.md) fills it from the lines already
 * there, on both databases: per person, item and UTC day, the lines of uncancelled orders naming an item and their
 * units; lines naming no item and cancelled orders count nowhere; and the result equals the recount the writers keep.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { itemDayRows } from "../../server/orders/rollup";

describe("migration 0027_item_daily_units", () => {
  it("fills the item rollup from the existing lines", { timeout: MIGRATION_TEST_TIMEOUT_MS }, async () => {
    const { database, migrateRest, close } = await databaseBefore("0027_item_daily_units");
    try {
      const db = database.db;
      const one = async <T>(query: ReturnType<typeof sql>) =>
        (await db.execute<T & Record<string, unknown>>(query)).rows[0];
      const person = await one<{ id: number }>(
        sql`insert into users (email, username) values ('stock@example.test', 'stock') returning id`,
      );
      const item = async (name: string) =>
        (
          await one<{ id: number }>(sql`insert into inventory (user_id, product_name, quantity, cost_price, sell_price)
              values (${person.id}, ${name}, 10, 1, 2) returning id`)
        ).id;
      const mug = await item("Mug");
      const cup = await item("Cup");
      const order = async (at: string, cancelled = false) =>
        (
          await one<{ id: number }>(sql`insert into orders (user_id, source, external_id, ordered_at, cancelled)
              values (${person.id}, 'shopify', ${`o-${at}-${cancelled}`}, ${at}::timestamptz, ${cancelled}) returning id`)
        ).id;
      const line = (orderId: number, itemId: number | null, quantity: number) =>
        db.execute(sql`insert into order_lines (order_id, user_id, name, quantity, unit_price, unit_cost, inventory_id)
            values (${orderId}, ${person.id}, 'x', ${quantity}, 2, 1, ${itemId})`);
      // 23:30 in New York on Nov 9 is Nov 10 in UTC: the day is the UTC one.
      const late = await order("2026-11-09T23:30:00-05:00");
      await line(late, mug, 2);
      await line(late, mug, 3);
      await line(late, cup, 1);
      await line(late, null, 7); // names no item
      const next = await order("2026-11-11T08:00:00Z");
      await line(next, mug, 4);
      await line(await order("2026-11-11T09:00:00Z", true), mug, 50); // cancelled

      await migrateRest();
      const rows = await db.execute<{ item_id: number; day: string; lines: number; units: number }>(
        sql`select item_id, day::text as day, lines, units from item_daily_units order by day, item_id`,
      );
      expect(rows.rows).toEqual([
        { item_id: mug, day: "2026-11-10", lines: 2, units: 5 },
        { item_id: cup, day: "2026-11-10", lines: 1, units: 1 },
        { item_id: mug, day: "2026-11-11", lines: 1, units: 4 },
      ]);
      const recount = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from (${itemDayRows(sql`true`)}) r`,
      );
      expect(recount.rows[0].n).toBe(3);
    } finally {
      await close();
    }
  });
});
