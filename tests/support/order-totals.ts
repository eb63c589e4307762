/**
 * Orders' kept line totals (docs/decisions/1014-order-line-totals.md) in tests that insert orders and lines
 * directly: `keepOrderTotals` sets them as the app's writers do; `ordersWithWrongTotals` lists the orders whose
 * stored totals differ from a recomputation from their lines (none, whatever the app did).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { LINE_TOTALS } from "../../server/orders/totals";

/** Sets the person's orders' totals from their lines, as the import's insert and a typed-in sale do. */
export async function keepOrderTotals(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update orders o
       set goods = t.goods, known_cost = t.known_cost, units = t.units, unvalued_lines = t.unvalued_lines
      from (select l.order_id, ${sql.raw(LINE_TOTALS)} from order_lines l where l.user_id = ${userId} group by l.order_id) t
     where o.id = t.order_id`);
}

/** Every order (of anyone) whose stored totals differ from the sums of its lines, with both. */
export async function ordersWithWrongTotals(db: Db): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select o.id, o.goods, o.known_cost, o.units, o.unvalued_lines,
           coalesce(t.goods, 0) as lines_goods, coalesce(t.known_cost, 0) as lines_known_cost,
           coalesce(t.units, 0) as lines_units, coalesce(t.unvalued_lines, 0) as lines_unvalued
      from orders o
      left join (select l.order_id, ${sql.raw(LINE_TOTALS)} from order_lines l group by l.order_id) t
        on t.order_id = o.id
     where o.goods <> coalesce(t.goods, 0) or o.known_cost <> coalesce(t.known_cost, 0)
        or o.units <> coalesce(t.units, 0) or o.unvalued_lines <> coalesce(t.unvalued_lines, 0)
     order by o.id`);
  return result.rows;
}
