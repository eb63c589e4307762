/**
 * Migration 0015_sales_to_orders on a database at the migration before it, with sales in it: every sale becomes
 * one manual order with one valued line, nothing counted twice and nothing lost
 * (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1010-sales-become-orders.md).
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";

describe("migration 0015_sales_to_orders", () => {
  it(
    "turns every sale into a manual order with one line, keeping revenue, cost, dates and owners",
    async () => {
      const { database, migrateRest, close } = await databaseBefore("0015_sales_to_orders");
      try {
        const db = database.db;
        const people = await db.execute<{ id: number }>(
          sql`insert into users (email, username) values ('a@example.test', 'a'), ('b@example.test', 'b') returning id`,
        );
        const [a, b] = people.rows.map((r) => r.id);
        const items = await db.execute<{ id: number }>(sql`insert into inventory
          (user_id, product_name, sku, quantity, cost_price, sell_price, status)
        values (${a}, 'Lamp', 'LAMP-1', 3, 4.10, 19.99, 'active') returning id`);
        const lamp = items.rows[0].id;
        await db.execute(sql`insert into sales
          (user_id, inventory_id, product_name, quantity, sale_price, cost_price, profit, platform, customer_location, order_date)
        values
          (${a}, ${lamp}, 'Lamp', 2, 19.99, 4.10, 31.78, 'Etsy', 'UK', '2026-03-05T00:00:00Z'),
          (${a}, null, 'Old mug', 5, 7.45, 1.10, 31.75, null, null, '2025-12-31T00:00:00Z'),
          (${a}, null, 'Loss leader', 1, 2.00, 5.50, -3.50, 'Craft fair', 'US', '2026-01-15T00:00:00Z'),
          (${b}, null, 'Poster', 3, 12.00, 2.00, 30.00, 'Shopify', null, '2026-02-01T00:00:00Z')`);
        const saleTotals = await db.execute<{ user_id: number; revenue: string; profit: string; n: number }>(
          sql`select user_id, sum(sale_price * quantity)::text as revenue, sum(profit)::text as profit, count(*)::int as n
            from sales group by user_id order by user_id`,
        );

        await migrateRest();

        const exists = await db.execute<{ t: string | null }>(sql`select to_regclass('public.sales')::text as t`);
        expect(exists.rows[0].t).toBeNull();
        const orderTotals = await db.execute<{ user_id: number; revenue: string; profit: string; n: number }>(
          sql`select o.user_id, sum(l.unit_price * l.quantity)::text as revenue,
                   sum((l.unit_price - l.unit_cost) * l.quantity)::text as profit, count(distinct o.id)::int as n
            from orders o join order_lines l on l.order_id = o.id group by o.user_id order by o.user_id`,
        );
        expect(orderTotals.rows).toEqual(saleTotals.rows);
        expect(orderTotals.rows.map((r) => r.n)).toEqual([3, 1]);
        // Migration 0016 fills the totals each order keeps of its lines.
        expect(await ordersWithWrongTotals(db)).toEqual([]);
        expect(await rollupsOffFromOrders(db)).toEqual([]);
        const kept = await db.execute(sql`select sum(goods)::text as goods, sum(units)::int as units from orders`);
        expect(kept.rows).toEqual([{ goods: "115.23", units: 11 }]);

        const lines = await db.execute(sql`
        select o.user_id, o.source, o.external_id like 'sale-%' as named, o.currency, o.channel, o.customer_location,
               to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM-DD') as day, o.cancelled, o.discounts::text, o.refunds::text,
               o.fees::text, l.sku, l.name, l.quantity, l.unit_price::text, l.unit_cost::text, l.inventory_id,
               l.valued_at is not null as valued, (select count(*)::int from order_lines x where x.order_id = o.id) as lines
        from orders o join order_lines l on l.order_id = o.id
        where o.user_id = ${a} order by o.ordered_at`);
        const common = {
          user_id: a,
          source: "manual",
          named: true,
          currency: "USD",
          cancelled: false,
          valued: true,
          lines: 1,
        };
        const zero = { discounts: "0.00", refunds: "0.00", fees: "0.00" };
        expect(lines.rows).toEqual([
          {
            ...common,
            ...zero,
            channel: null,
            customer_location: null,
            day: "2025-12-31",
            sku: null,
            name: "Old mug",
            quantity: 5,
            unit_price: "7.45",
            unit_cost: "1.10",
            inventory_id: null,
          },
          {
            ...common,
            ...zero,
            channel: "Craft fair",
            customer_location: "US",
            day: "2026-01-15",
            sku: null,
            name: "Loss leader",
            quantity: 1,
            unit_price: "2.00",
            unit_cost: "5.50",
            inventory_id: null,
          },
          {
            ...common,
            ...zero,
            channel: "Etsy",
            customer_location: "UK",
            day: "2026-03-05",
            sku: "LAMP-1",
            name: "Lamp",
            quantity: 2,
            unit_price: "19.99",
            unit_cost: "4.10",
            inventory_id: lamp,
          },
        ]);
        // Unique per (user, source, external id): one order per sale, never two.
        const dupes = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from (select external_id from orders group by user_id, source, external_id having count(*) > 1) d`,
        );
        expect(dupes.rows[0].n).toBe(0);
      } finally {
        await close();
      }
    },
    MIGRATION_TEST_TIMEOUT_MS,
  );
});
