/**
 * A payment statement's fees and refunds of orders (docs/decisions/1050-statement-costs-beside-orders.md): rows of
 * `statement_costs`, each linked to its order once that order is imported (same user, source, order id and currency)
 * and pending until then. While linked, a row's fees and refunds are part of its order's, and so of the rollups
 * (docs/decisions/1030-order-rollups.md): linking adds them, undoing the statement takes them off again, and undoing
 * the orders leaves the rows pending (the foreign key sets `order_id` null), ready for the orders' next import.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../db/client";
import type { ImportedStatementCost } from "../../../shared/contracts/imports";
import { applyOrderTotals } from "../../orders/rollup";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const midnight = (date: string) => `${date}T00:00:00Z`;

/** Adds the linked rows' sums to their orders (the statement `linked` answers order_id, fees, refunds). */
const ADD_TO_ORDERS = `
  update orders o set fees = o.fees + s.fees, refunds = o.refunds + s.refunds
    from (select order_id, sum(fees) as fees, sum(refunds) as refunds from linked group by order_id) s
   where o.id = s.order_id`;

/**
 * Links the pending rows of the person's statements to `orderIds`, just written and not yet in the rollups (the
 * caller counts them after), adding the rows' fees and refunds to each order. Each order, then its pending rows, is
 * looked up by its key one at a time (`offset 0` keeps each lookup inside its lateral join: docs/decisions/1032-rollup-writes-find-orders-by-key.md).
 */
export async function linkPendingCosts(client: pg.PoolClient, userId: number, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await client.query(
    `with matched as (
       select o.id as order_id, p.id as cost_id
         from unnest($2::int[]) as x(id)
         cross join lateral (select * from orders o where o.id = x.id and o.user_id = $1 offset 0) o
         cross join lateral (select c.id from statement_costs c
                              where c.user_id = $1 and c.order_id is null and c.source = o.source
                                and c.order_external_id = o.external_id and c.currency = o.currency offset 0) p
     ), linked as (
       update statement_costs c set order_id = m.order_id from matched m where c.id = m.cost_id
       returning c.order_id, c.fees, c.refunds
     ) ${ADD_TO_ORDERS}`,
    [userId, orderIds],
  );
}

/**
 * Stores a batch of a statement's rows (those already stored, by source and external id, are left alone: a statement
 * read twice adds nothing) and links the new ones whose order is imported, each order found by its key, taking those
 * orders out of the rollups and back in around the change.
 */
export async function insertStatementCosts(
  client: pg.PoolClient,
  batch: { userId: number; importId: number; costs: ImportedStatementCost[] },
): Promise<void> {
  const { userId, importId, costs } = batch;
  if (!costs.length) return;
  const matched = await client.query<{ cost_id: number; order_id: number }>(
    `with inserted as (
       insert into statement_costs (user_id, import_id, source, external_id, order_external_id, incurred_on, currency,
                                    fees, refunds, note)
       select $1, $2, t.source, t.external_id, t.order_external_id, t.incurred_on, t.currency, t.fees, t.refunds, t.note
         from unnest($3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::numeric[], $9::numeric[],
                     $10::text[])
              as t(source, external_id, order_external_id, incurred_on, currency, fees, refunds, note)
       on conflict (user_id, source, external_id) do nothing
       returning id, source, order_external_id, currency
     )
     select i.id as cost_id, o.id as order_id
       from inserted i
       cross join lateral (select o.id from orders o
                            where o.user_id = $1 and o.source = i.source and o.external_id = i.order_external_id
                              and o.currency = i.currency offset 0) o`,
    [
      userId,
      importId,
      costs.map((c) => c.source),
      costs.map((c) => c.externalId),
      costs.map((c) => c.orderExternalId),
      costs.map((c) => midnight(c.date)),
      costs.map((c) => c.currency),
      costs.map((c) => c.fees),
      costs.map((c) => c.refunds),
      costs.map((c) => c.note),
    ],
  );
  if (!matched.rows.length) return;
  const orderIds = [...new Set(matched.rows.map((r) => Number(r.order_id)))];
  await applyOrderTotals(client, userId, { orderIds }, -1);
  await client.query(
    `with linked as (
       update statement_costs c set order_id = m.order_id
         from unnest($1::int[], $2::int[]) as m(cost_id, order_id)
        where c.id = m.cost_id
       returning c.order_id, c.fees, c.refunds
     ) ${ADD_TO_ORDERS}`,
    [matched.rows.map((r) => r.cost_id), matched.rows.map((r) => r.order_id)],
  );
  await applyOrderTotals(client, userId, { orderIds }, 1);
}

/**
 * Before `importIds` are deleted (undo): takes their statement rows' fees and refunds off the orders they were added
 * to, in the rollups too. Orders of those same imports are left as they are (they are deleted with them, and their
 * rollup rows taken out whole).
 */
export async function unlinkImportCosts(tx: Tx, userId: number, importIds: number[]): Promise<void> {
  if (!importIds.length) return;
  const ids = `{${importIds.join(",")}}`;
  const affected = await tx.execute<{ id: number }>(sql`
    select o.id from orders o
     where o.id in (select c.order_id from statement_costs c
                     where c.user_id = ${userId} and c.import_id = any(${ids}::int[]) and c.order_id is not null)
       and coalesce(o.import_id, 0) <> all(${ids}::int[])
     order by o.id
       for update`);
  const orderIds = affected.rows.map((r) => Number(r.id));
  if (!orderIds.length) return;
  await applyOrderTotals(tx, userId, { orderIds }, -1);
  await tx.execute(sql`
    update orders o set fees = o.fees - s.fees, refunds = o.refunds - s.refunds
      from (select order_id, sum(fees) as fees, sum(refunds) as refunds from statement_costs
             where user_id = ${userId} and import_id = any(${ids}::int[]) and order_id = any(${`{${orderIds.join(",")}}`}::int[])
             group by order_id) s
     where o.id = s.order_id`);
  await tx.execute(sql`
    update statement_costs set order_id = null
     where user_id = ${userId} and import_id = any(${ids}::int[]) and order_id = any(${`{${orderIds.join(",")}}`}::int[])`);
  await applyOrderTotals(tx, userId, { orderIds }, 1);
}
