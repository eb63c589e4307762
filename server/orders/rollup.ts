/**
 * The orders' rollups (docs/decisions/1030-order-rollups.md): `order_month_totals` per person, UTC month, source,
 * currency and cancelled, `order_product_totals` per person, UTC month, product and currency (lines of
 * uncancelled orders), and `item_daily_units` per person, inventory item and UTC day (lines of uncancelled orders
 * that name an item; docs/decisions/1104-item-daily-units.md), and `order_segment_totals` per person, UTC month,
 * platform or customer location and currency (uncancelled orders; docs/decisions/1031-segment-rollup-for-analytics.md),
 * and `order_day_totals` per person, UTC day and currency (uncancelled orders;
 * docs/decisions/1033-day-rollup-for-analytics.md).
 * Kept by the writers of orders and lines in their
 * own transaction or statement: `applyOrderTotals` adds orders just written (+1) or takes away orders about to be
 * deleted (-1); valuation moves the known cost of the lines it values and adds the lines it links to an item
 * (server/orders/valuation.ts). The P&L and Advanced Analytics over whole months, Advanced Analytics' days and the
 * days of supply read them.
 */
import { SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db } from "../db/client";
import { ORDER_PLATFORM } from "./home-orders";

type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An order the fee estimates count: not yet any fee, and goods sold (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md). */
const UNFEED = sql.raw(`o.fees = 0 and o.goods > 0`);
/** An order's rollup month: the first day of its UTC month (a date). */
export const ORDER_MONTH = sql.raw(`date_trunc('month', o.ordered_at at time zone 'UTC')::date`);
/** An order's day in the item rollup: its UTC date. */
export const ORDER_DAY = sql.raw(`(o.ordered_at at time zone 'UTC')::date`);
/** A line's product: its SKU (case and surrounding spaces ignored), else its name. */
export const LINE_PRODUCT = sql.raw(`coalesce('sku:' || nullif(lower(trim(l.sku)), ''), 'name:' || l.name)`);

/**
 * The orders a rollup's rows are summed from: a condition on `o` (from `orders o`), or a FROM item that yields
 * `o` with a condition on it.
 */
type OrdersOf = SQL | { from: SQL; where: SQL };
const ordersOf = (orders: OrdersOf) => (orders instanceof SQL ? { from: sql`orders o`, where: orders } : orders);

/** The orders chosen by `which`. */
type Which = { orderIds: readonly number[] } | { importId: number };
const chosen = (userId: number, which: Which): OrdersOf =>
  "importId" in which
    ? sql`o.user_id = ${userId} and o.import_id = ${which.importId}`
    : {
        // Each order looked up by its key, one at a time (`offset 0` keeps the lookup inside the lateral join).
        // Given `o.id = any(...) and o.user_id = ...` instead, the planner could read all the person's orders
        // through their index and filter them: every import batch then cost in proportion to the orders before it.
        from: sql`unnest(${`{${which.orderIds.join(",")}}`}::int[]) as c(id)
                  cross join lateral (select * from orders o where o.id = c.id offset 0) o`,
        where: sql`o.user_id = ${userId}`,
      };

/** The month rollup's rows of `orders`, each sum multiplied by `sign`. */
export const monthRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select o.user_id, ${ORDER_MONTH} as month, o.source, o.currency, o.cancelled,
         ${sign} * count(*) as orders, ${sign} * sum(o.units) as units, ${sign} * sum(o.goods) as goods,
         ${sign} * sum(o.known_cost) as known_cost, ${sign} * sum(o.unvalued_lines) as unvalued_lines,
         ${sign} * sum(o.discounts) as discounts, ${sign} * sum(o.refunds) as refunds,
         ${sign} * sum(o.shipping) as shipping, ${sign} * sum(o.fees) as fees,
         ${sign} * count(*) filter (where ${UNFEED}) as unfeed_orders,
         ${sign} * coalesce(sum(o.units) filter (where ${UNFEED}), 0) as unfeed_units,
         ${sign} * coalesce(sum(greatest(o.goods - o.discounts + o.shipping, 0)) filter (where ${UNFEED}), 0) as unfeed_base
    from ${from}
   where ${where}
   group by 1, 2, 3, 4, 5`;
};

/**
 * Each buyer's uncancelled orders of `orders`: their count and first time, times `sign` for the count
 * (docs/decisions/1064-profit-after-ads-reads.md).
 */
const customerRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select o.user_id, o.customer_key, min(o.ordered_at) as first_at, ${sign} * count(*) as orders
    from ${from}
   where ${where} and not o.cancelled and o.customer_key is not null
   group by 1, 2`;
};

/** Adds buyers' orders (`customerRows`, +1) into `customer_firsts`, keeping each buyer's earliest order. */
const addCustomerRows = (rows: SQL) => sql`
  insert into customer_firsts as t (user_id, customer_key, first_at, orders)
  select * from (${rows}) r order by 2
  on conflict (user_id, customer_key)
  do update set orders = t.orders + excluded.orders, first_at = least(t.first_at, excluded.first_at)`;

/** The product rollup's rows of the lines of the uncancelled `orders`, times `sign`. */
export const productRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select o.user_id, ${ORDER_MONTH} as month, ${LINE_PRODUCT} as product, o.currency, min(l.name) as label,
         ${sign} * count(*) as lines, ${sign} * sum(l.quantity) as units,
         ${sign} * sum(l.quantity * l.unit_price) as goods,
         ${sign} * coalesce(sum(l.quantity * l.unit_cost), 0) as known_cost,
         ${sign} * count(*) filter (where l.unit_cost is null and not l.service) as unvalued_lines
    from ${from} join order_lines l on l.order_id = o.id
   where ${where} and not o.cancelled
   group by 1, 2, 3, 4`;
};

/**
 * The period split for the rollups (docs/decisions/1030-order-rollups.md): the whole UTC months inside [from, to)
 * are read from the rollups (`inMonths`, a condition on a rollup `t`), the days before the first and after the last
 * whole month from the orders themselves (`inDays`, a condition on `o.ordered_at`, or on `column`: the expense and
 * new-customer month rollups split the same way on `e.spent_on` and `c.first_at`).
 */
export function periodParts(from: Date, to: Date, column = "o.ordered_at"): { inMonths: SQL; inDays: SQL } {
  const at = sql.raw(column);
  const monthStart = (d: Date, next: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + next, 1));
  const fullFrom = from.getTime() === monthStart(from, 0).getTime() ? from : monthStart(from, 1);
  const fullTo = monthStart(to, 0);
  const between = (a: Date, b: Date) =>
    sql`(${at} >= ${a.toISOString()}::timestamptz and ${at} < ${b.toISOString()}::timestamptz)`;
  if (fullFrom.getTime() >= fullTo.getTime()) return { inMonths: sql`false`, inDays: between(from, to) };
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    inMonths: sql`t.month >= ${day(fullFrom)}::date and t.month < ${day(fullTo)}::date`,
    inDays: sql`(${between(from, fullFrom)} or ${between(fullTo, to)})`,
  };
}

/**
 * The segment rollup's rows of the uncancelled `orders`, times `sign`: the orders summed per
 * platform and customer location (each trimmed, '' when blank) first, then split into the two kinds of segment.
 */
export const segmentRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select d.user_id, d.month, s.kind, s.name, d.currency,
         ${sign} * sum(d.orders) as orders, ${sign} * sum(d.units) as units, ${sign} * sum(d.goods) as goods
    from (
      select o.user_id, ${ORDER_MONTH} as month, o.currency, coalesce(trim(${ORDER_PLATFORM}), '') as platform,
             coalesce(trim(o.customer_location), '') as location, count(*) as orders, sum(o.units) as units,
             sum(o.goods) as goods
        from ${from}
       where ${where} and not o.cancelled
       group by 1, 2, 3, 4, 5
    ) d cross join lateral (values ('platform', d.platform), ('location', d.location)) as s(kind, name)
   group by 1, 2, 3, 4, 5`;
};

/** The day rollup's rows of the uncancelled `orders`, times `sign`. */
export const dayRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select o.user_id, ${ORDER_DAY} as day, o.currency,
         ${sign} * count(*) as orders, ${sign} * sum(o.units) as units, ${sign} * sum(o.goods) as goods,
         ${sign} * sum(o.known_cost) as known_cost, ${sign} * sum(o.discounts) as discounts,
         ${sign} * sum(o.refunds) as refunds, ${sign} * sum(o.shipping) as shipping, ${sign} * sum(o.fees) as fees
    from ${from}
   where ${where} and not o.cancelled
   group by 1, 2, 3`;
};

/** The item rollup's rows of the lines naming an item, of the uncancelled `orders`, times `sign`. */
export const itemDayRows = (orders: OrdersOf, by: 1 | -1 = 1) => {
  const sign = sql.raw(String(by));
  const { from, where } = ordersOf(orders);
  return sql`
  select o.user_id, l.inventory_id as item_id, ${ORDER_DAY} as day,
         ${sign} * count(*) as lines, ${sign} * sum(l.quantity) as units
    from ${from} join order_lines l on l.order_id = o.id
   where ${where} and not o.cancelled and l.inventory_id is not null
   group by 1, 2, 3`;
};

const MONTH_SUMS = [
  "orders",
  "units",
  "goods",
  "known_cost",
  "unvalued_lines",
  "discounts",
  "refunds",
  "shipping",
  "fees",
  "unfeed_orders",
  "unfeed_units",
  "unfeed_base",
];
const PRODUCT_SUMS = ["lines", "units", "goods", "known_cost", "unvalued_lines"];
const DAY_SUMS = ["orders", "units", "goods", "known_cost", "discounts", "refunds", "shipping", "fees"];
const added = (cols: string[], table: string) =>
  sql.raw(cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(", "));

/** Adds rows (from `monthRows`) into the month rollup; rows left with no order are removed. */
const addMonthRows = (rows: SQL) => sql`
  insert into order_month_totals as t
    (user_id, month, source, currency, cancelled, orders, units, goods, known_cost, unvalued_lines, discounts,
     refunds, shipping, fees, unfeed_orders, unfeed_units, unfeed_base)
  select * from (${rows}) r order by 2, 3, 4, 5
  on conflict (user_id, month, source, currency, cancelled) do update set ${added(MONTH_SUMS, "t")}`;

/** Adds rows (from `productRows`) into the product rollup. */
const addProductRows = (rows: SQL) => sql`
  insert into order_product_totals as t
    (user_id, month, product, currency, label, lines, units, goods, known_cost, unvalued_lines)
  select * from (${rows}) r order by 2, 3, 4
  on conflict (user_id, month, product, currency)
  do update set label = least(t.label, excluded.label), ${added(PRODUCT_SUMS, "t")}`;

/** Adds rows (from `segmentRows`) into the segment rollup. */
const addSegmentRows = (rows: SQL) => sql`
  insert into order_segment_totals as t (user_id, month, kind, name, currency, orders, units, goods)
  select * from (${rows}) r order by 2, 3, 4, 5
  on conflict (user_id, month, kind, name, currency)
  do update set orders = t.orders + excluded.orders, units = t.units + excluded.units, goods = t.goods + excluded.goods`;

/** Adds rows (from `dayRows`) into the day rollup. */
const addDayRows = (rows: SQL) => sql`
  insert into order_day_totals as t
    (user_id, day, currency, orders, units, goods, known_cost, discounts, refunds, shipping, fees)
  select * from (${rows}) r order by 2, 3
  on conflict (user_id, day, currency) do update set ${added(DAY_SUMS, "t")}`;

/** Adds rows (from `itemDayRows`, or the same columns) into the item rollup. */
export const addItemDayRows = (rows: SQL) => sql`
  insert into item_daily_units as t (user_id, item_id, day, lines, units)
  select * from (${rows}) r order by 3, 2
  on conflict (user_id, day, item_id) do update set lines = t.lines + excluded.lines, units = t.units + excluded.units`;

const dialect = new PgDialect();

/**
 * Runs a drizzle statement on a drizzle database or transaction, or on a pooled client inside its transaction
 * (there with `timeoutMs` as its read limit when given: pg reads `query_timeout` from a query's config too).
 */
async function run(db: DbOrTx | pg.PoolClient, query: SQL, timeoutMs?: number): Promise<void> {
  if ("execute" in db) await db.execute(query);
  else {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const config: pg.QueryConfig & { query_timeout?: number } = { text, values: params, query_timeout: timeoutMs };
    await db.query(config);
  }
}

/**
 * Adds (`sign` 1, after writing them with their lines) or takes away (`sign` -1, before deleting them) the
 * person's chosen orders in every rollup, in the caller's transaction. Rows left empty are removed, so a rollup
 * holds exactly what a recomputation from the orders and lines gives.
 */
export async function applyOrderTotals(
  db: DbOrTx | pg.PoolClient,
  userId: number,
  which: Which,
  sign: 1 | -1,
): Promise<void> {
  if ("orderIds" in which && which.orderIds.length === 0) return;
  const orders = chosen(userId, which);
  // One statement for the five rollups (each insert a data-modifying CTE): one round trip per writer.
  await run(
    db,
    sql`with month_added as (${addMonthRows(monthRows(orders, sign))} returning 1),
             product_added as (${addProductRows(productRows(orders, sign))} returning 1),
             segment_added as (${addSegmentRows(segmentRows(orders, sign))} returning 1),
             day_added as (${addDayRows(dayRows(orders, sign))} returning 1)
        ${addItemDayRows(itemDayRows(orders, sign))}`,
  );
  if (sign === 1) await run(db, addCustomerRows(customerRows(orders)));
  else {
    // Taken away before the orders change or go: a buyer whose first order is among them gets their next one
    // (an order's date and cancelled flag never change, so only these orders can move a first time).
    const { from, where } = ordersOf(orders);
    await run(
      db,
      sql`update customer_firsts t
             set orders = t.orders - r.n,
                 first_at = case when r.first_at > t.first_at then t.first_at else coalesce((
                   select min(o2.ordered_at) from orders o2
                    where o2.user_id = t.user_id and o2.customer_key = t.customer_key and not o2.cancelled
                      and o2.id <> all(array(select o.id from ${from} where ${where}))), t.first_at) end
            from (select customer_key, first_at, orders as n from (${customerRows(orders)}) c) r
           where t.user_id = ${userId} and t.customer_key = r.customer_key`,
    );
    await run(db, sql`delete from customer_firsts where user_id = ${userId} and orders <= 0`);
  }
  if (sign === -1) {
    await run(db, sql`delete from order_month_totals where user_id = ${userId} and orders = 0`);
    await run(db, sql`delete from order_product_totals where user_id = ${userId} and lines = 0`);
    await run(db, sql`delete from order_segment_totals where user_id = ${userId} and orders = 0`);
    await run(db, sql`delete from order_day_totals where user_id = ${userId} and orders = 0`);
    // Only the days and items of these orders (still there: -1 comes before their delete), through the key.
    await run(
      db,
      sql`delete from item_daily_units t using (${itemDayRows(orders)}) r
           where t.user_id = r.user_id and t.day = r.day and t.item_id = r.item_id and t.lines = 0`,
    );
  }
}

/** Rebuilds the person's rollups from their orders and lines (for rows written around the writers: seeds, tests). */
export async function rebuildOrderRollups(
  db: DbOrTx | pg.PoolClient,
  userId: number,
  timeoutMs?: number,
): Promise<void> {
  await run(db, sql`delete from order_month_totals where user_id = ${userId}`, timeoutMs);
  await run(db, sql`delete from order_product_totals where user_id = ${userId}`, timeoutMs);
  await run(db, sql`delete from item_daily_units where user_id = ${userId}`, timeoutMs);
  await run(db, sql`delete from order_segment_totals where user_id = ${userId}`, timeoutMs);
  await run(db, sql`delete from order_day_totals where user_id = ${userId}`, timeoutMs);
  await run(db, sql`delete from customer_firsts where user_id = ${userId}`, timeoutMs);
  await run(db, addMonthRows(monthRows(sql`o.user_id = ${userId}`)), timeoutMs);
  await run(db, addProductRows(productRows(sql`o.user_id = ${userId}`)), timeoutMs);
  await run(db, addSegmentRows(segmentRows(sql`o.user_id = ${userId}`)), timeoutMs);
  await run(db, addDayRows(dayRows(sql`o.user_id = ${userId}`)), timeoutMs);
  await run(db, addItemDayRows(itemDayRows(sql`o.user_id = ${userId}`)), timeoutMs);
  await run(db, addCustomerRows(customerRows(sql`o.user_id = ${userId}`)), timeoutMs);
}
