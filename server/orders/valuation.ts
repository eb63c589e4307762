/**
 * Valuing order lines: a line's unit cost comes from the person's inventory item with the line's SKU, and is set
 * once (docs/product-rules.md#one-table-for-every-sale). Lines that already have a cost are never touched, so a
 * later cost change never moves past profit; a later import of costs fills the lines that still have none.
 * Service lines have no cost of goods and are never valued.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

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
  const result = await db.execute(sql`
    update order_lines l
       set unit_cost = i.cost_price, inventory_id = i.id, valued_at = now()
      from inventory i
     where l.user_id = ${userId}
       and i.user_id = ${userId}
       and l.unit_cost is null
       and l.service = false
       and l.sku is not null
       and lower(trim(i.sku)) = lower(trim(l.sku))
       ${onlyOrders}`);
  return result.rowCount ?? 0;
}
