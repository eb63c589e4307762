/**
 * Valuing order lines: a line's unit cost comes from the person's inventory item with the line's SKU, and is set
 * once (docs/product-rules.md#one-table-for-every-sale). Lines that already have a cost are never touched, so a
 * later cost change never moves past profit; a later import of costs fills the lines that still have none.
 * Service lines have no cost of goods and are never valued.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { LINE_PRODUCT, ORDER_DAY, ORDER_MONTH } from "./rollup";

/**
 * Sets the unit cost (and the inventory item) of every unvalued, non-service line of `userId` whose SKU matches one
 * of their inventory items, optionally only the lines of `orderIds`. Answers how many lines were valued.
 * Matching ignores case and the spaces around a SKU. One statement: safe under concurrent imports.
 */
export async function valueOrderLines(db: Db, userId: number, orderIds?: readonly number[]): Promise<number> {
  const onlyOrders =
    orderIds === undefined
      ? sql``
      : orderIds.length === 0
        ? sql`and false`
        : sql`and l.order_id in (${sql.join(
            orderIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  // One statement: the lines valued, and their orders' known cost and unvalued count moved by exactly those lines
  // (docs/decisions/1014-order-line-totals.md). A line valued by a concurrent statement is skipped here (it no
  // longer has a null cost when this one gets its lock), so each line moves its order's totals once.
  const result = await db.execute<{ n: number }>(sql`
    with valued as (
      update order_lines l
         set unit_cost = i.cost_price, inventory_id = i.id, valued_at = now()
        from inventory i
       where l.user_id = ${userId}
         and i.user_id = ${userId}
         and l.unit_cost is null
         and l.service = false
         and l.sku is not null
         and lower(trim(i.sku)) = lower(trim(l.sku))
         ${onlyOrders}
      returning l.order_id, l.quantity, l.unit_cost, l.sku, l.name, l.inventory_id
    ), per_order as (
      select order_id, sum(quantity * unit_cost) as cost, count(*)::int as lines
      from valued
      group by order_id
    ), moved as (
      update orders o
         set known_cost = o.known_cost + p.cost, unvalued_lines = o.unvalued_lines - p.lines
        from per_order p
       where o.id = p.order_id
      returning o.id
    ), month_moved as (
      -- The rollups move by the same lines (docs/decisions/1030-order-rollups.md).
      insert into order_month_totals as t (user_id, month, source, currency, cancelled, known_cost, unvalued_lines)
      select o.user_id, ${ORDER_MONTH}, o.source, o.currency, o.cancelled, sum(p.cost), -sum(p.lines)
        from per_order p join orders o on o.id = p.order_id
       group by 1, 2, 3, 4, 5
       order by 2, 3, 4, 5
      on conflict (user_id, month, source, currency, cancelled)
      do update set known_cost = t.known_cost + excluded.known_cost,
                    unvalued_lines = t.unvalued_lines + excluded.unvalued_lines
      returning 1
    ), day_moved as (
      insert into order_day_totals as t (user_id, day, currency, known_cost)
      select o.user_id, ${ORDER_DAY}, o.currency, sum(p.cost)
        from per_order p join orders o on o.id = p.order_id
       where not o.cancelled
       group by 1, 2, 3
       order by 2, 3
      on conflict (user_id, day, currency) do update set known_cost = t.known_cost + excluded.known_cost
      returning 1
    ), product_moved as (
      insert into order_product_totals as t (user_id, month, product, currency, label, known_cost, unvalued_lines)
      select o.user_id, ${ORDER_MONTH}, ${LINE_PRODUCT}, o.currency, min(l.name),
             sum(l.quantity * l.unit_cost), -count(*)
        from valued l join orders o on o.id = l.order_id
       where not o.cancelled
       group by 1, 2, 3, 4
       order by 2, 3, 4
      on conflict (user_id, month, product, currency)
      do update set known_cost = t.known_cost + excluded.known_cost,
                    unvalued_lines = t.unvalued_lines + excluded.unvalued_lines
      returning 1
    ), items_moved as (
      -- A valued line now names its item: it counts in the item rollup from here on
      -- (docs/decisions/1104-item-daily-units.md). Only lines without a cost are valued, and the writers link a line
      -- to an item only with its cost, so none of these counted before.
      insert into item_daily_units as t (user_id, item_id, day, lines, units)
      select o.user_id, l.inventory_id, ${ORDER_DAY}, count(*), sum(l.quantity)
        from valued l join orders o on o.id = l.order_id
       where not o.cancelled
       group by 1, 2, 3
       order by 3, 2
      on conflict (user_id, day, item_id)
      do update set lines = t.lines + excluded.lines, units = t.units + excluded.units
      returning 1
    )
    select coalesce(sum(lines), 0)::float8 as n from per_order`);
  return Number(result.rows[0]?.n ?? 0);
}
