/**
 * A payment statement's fees and refunds of orders (docs/decisions/1050-statement-costs-beside-orders.md): rows of
 * `statement_costs`, each linked to its order once that order is imported (same user, source, order id and currency)
 * and pending until then. While linked, a row's fees and refunds are part of its order's, and so of the rollups
 * (docs/decisions/1030-order-rollups.md): linking adds them, undoing the statement takes them off again, and undoing
 * the orders leaves the rows pending (the foreign key sets `order_id` null), ready for the orders' next import.
 * A row in another currency than its order is converted at the person's rates of the order's month (each currency to
 * the home currency, as the P&L converts), and stays pending, named in the P&L, until both rates are there; saving a
 * rate links the rows it makes convertible (docs/decisions/1057-statement-rows-in-another-currency.md).
 * Data access only (docs/decisions/861-repositories-own-sql.md): the imports' repository and the finance module's
 * rates call it.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../db/client";
import type { ImportedStatementCost } from "../../../shared/contracts/imports";
import { applyOrderTotals } from "../../orders/rollup";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const midnight = (date: string) => `${date}T00:00:00Z`;

/**
 * Adds the linked rows' sums to their orders (the statement `linked` answers order_id, fees, refunds and the
 * order_rate they were linked at), each row converted and rounded to cents.
 */
const ADD_TO_ORDERS = `
  update orders o set fees = o.fees + s.fees, refunds = o.refunds + s.refunds
    from (select order_id, sum(round(fees * order_rate, 2)) as fees, sum(round(refunds * order_rate, 2)) as refunds
            from linked group by order_id) s
   where o.id = s.order_id`;

/** The person's home currency (`$1` is the person). */
const HOME = `coalesce((select home_currency from finance_settings where user_id = $1),
                       (select currency from business_profiles where user_id = $1), 'USD')`;
/** 1 unit of `currency` in the home currency in the month of order `o`: 1 at home, else the person's rate, or null. */
const toHome = (currency: string) => `
  case when ${currency} = ${HOME} then 1::numeric
       else (select r.rate from currency_rates r where r.user_id = $1 and r.currency = ${currency}
                and r.month = to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM')) end`;
/** The rate of statement row `c` into its order `o`'s currency: 1 in the same currency, null without both rates. */
export const ORDER_RATE = `
  case when c.currency = o.currency then 1::numeric
       else (${toHome("c.currency")}) / nullif(${toHome("o.currency")}, 0) end`;

/**
 * Links the pending rows of the person's statements to `orderIds`, just written and not yet in the rollups (the
 * caller counts them after), adding the rows' fees and refunds to each order. Each order, then its pending rows, is
 * looked up by its key one at a time (`offset 0` keeps each lookup inside its lateral join: docs/decisions/1032-rollup-writes-find-orders-by-key.md).
 * Returns nothing.
 */
export async function linkPendingCosts(client: pg.PoolClient, userId: number, orderIds: number[]): Promise<void> {
  if (!orderIds.length) return;
  await client.query(
    `with matched as (
       select o.id as order_id, p.id as cost_id, p.rate
         from unnest($2::int[]) as x(id)
         cross join lateral (select * from orders o where o.id = x.id and o.user_id = $1 offset 0) o
         cross join lateral (select c.id, ${ORDER_RATE} as rate from statement_costs c
                              where c.user_id = $1 and c.order_id is null and c.source = o.source
                                and c.order_external_id = o.external_id offset 0) p
        where p.rate is not null
     ), linked as (
       update statement_costs c set order_id = m.order_id, order_rate = m.rate from matched m where c.id = m.cost_id
       returning c.order_id, c.fees, c.refunds, c.order_rate
     ) ${ADD_TO_ORDERS}`,
    [userId, orderIds],
  );
}

/**
 * Stores a batch of a statement's rows (those already stored, by source and external id, are left alone: a statement
 * read twice adds nothing) and links the new ones whose order is imported, each order found by its key, taking those
 * orders out of the rollups and back in around the change. Returns nothing.
 */
export async function insertStatementCosts(
  client: pg.PoolClient,
  batch: { userId: number; importId: number; costs: ImportedStatementCost[] },
): Promise<void> {
  const { userId, importId, costs } = batch;
  if (!costs.length) return;
  const matched = await client.query<{ cost_id: number; order_id: number; rate: string }>(
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
     select i.id as cost_id, o.id as order_id, o.rate
       from inserted i
       cross join lateral (select o.id, ${ORDER_RATE.replaceAll("c.currency", "i.currency")} as rate from orders o
                            where o.user_id = $1 and o.source = i.source and o.external_id = i.order_external_id
                            offset 0) o
      where o.rate is not null`,
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
  await linkToOrders(client, userId, matched.rows);
}

/**
 * Links statement rows to their orders at the rate found, adding their fees and refunds to those orders; the orders
 * are taken out of the rollups and put back around the change. Returns nothing.
 */
async function linkToOrders(
  client: pg.PoolClient,
  userId: number,
  rows: { cost_id: number; order_id: number; rate: string }[],
): Promise<void> {
  const orderIds = [...new Set(rows.map((r) => Number(r.order_id)))];
  await applyOrderTotals(client, userId, { orderIds }, -1);
  await client.query(
    `with linked as (
       update statement_costs c set order_id = m.order_id, order_rate = m.rate
         from unnest($1::int[], $2::int[], $3::numeric[]) as m(cost_id, order_id, rate)
        where c.id = m.cost_id
       returning c.order_id, c.fees, c.refunds, c.order_rate
     ) ${ADD_TO_ORDERS}`,
    [rows.map((r) => r.cost_id), rows.map((r) => r.order_id), rows.map((r) => r.rate)],
  );
  await applyOrderTotals(client, userId, { orderIds }, 1);
}

/**
 * Before `importIds` are deleted (undo): takes their statement rows' fees and refunds off the orders they were added
 * to, in the rollups too. Orders of those same imports are left as they are (they are deleted with them, and their
 * rollup rows taken out whole). Returns nothing.
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
      from (select order_id, sum(round(fees * coalesce(order_rate, 1), 2)) as fees,
                   sum(round(refunds * coalesce(order_rate, 1), 2)) as refunds from statement_costs
             where user_id = ${userId} and import_id = any(${ids}::int[]) and order_id = any(${`{${orderIds.join(",")}}`}::int[])
             group by order_id) s
     where o.id = s.order_id`);
  await tx.execute(sql`
    update statement_costs set order_id = null, order_rate = null
     where user_id = ${userId} and import_id = any(${ids}::int[]) and order_id = any(${`{${orderIds.join(",")}}`}::int[])`);
  await applyOrderTotals(tx, userId, { orderIds }, 1);
}

/**
 * After a rate is saved: links the person's pending rows whose order is there in another currency and that the rates
 * now convert, their orders taken out of the rollups and back in around the change. Returns how many it linked.
 */
export async function linkConvertibleCosts(client: pg.PoolClient, userId: number): Promise<number> {
  const matched = await client.query<{ cost_id: number; order_id: number; rate: string }>(
    `select c.id as cost_id, o.id as order_id, ${ORDER_RATE} as rate
       from statement_costs c
       join orders o on o.user_id = c.user_id and o.source = c.source and o.external_id = c.order_external_id
      where c.user_id = $1 and c.order_id is null and c.currency <> o.currency and ${ORDER_RATE} is not null
      order by o.id
        for update of o`,
    [userId],
  );
  if (!matched.rows.length) return 0;
  await linkToOrders(client, userId, matched.rows);
  return matched.rows.length;
}
