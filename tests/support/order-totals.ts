/**
 * Orders' kept line totals (docs/decisions/1014-order-line-totals.md) in tests that insert orders and lines
 * directly: `keepOrderTotals` sets them (and the rollups) as the app's writers do; `ordersWithWrongTotals` lists the
 * orders whose stored totals differ from a recomputation from their lines, `rollupsOffFromOrders` the rollup rows
 * that differ from one (none, whatever the app did).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { LINE_TOTALS } from "../../server/orders/totals";
import {
  dayRows,
  itemDayRows,
  monthRows,
  productRows,
  rebuildOrderRollups,
  segmentRows,
} from "../../server/orders/rollup";

/**
 * Sets the person's orders' totals from their lines, as the import's insert and a typed-in sale do, and rebuilds
 * their rollups from them (docs/decisions/1030-order-rollups.md).
 */
export async function keepOrderTotals(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update orders o
       set goods = t.goods, known_cost = t.known_cost, units = t.units, unvalued_lines = t.unvalued_lines
      from (select l.order_id, ${sql.raw(LINE_TOTALS)} from order_lines l where l.user_id = ${userId} group by l.order_id) t
     where o.id = t.order_id`);
  await rebuildOrderRollups(db, userId);
}

const MONTH_KEYS = ["user_id", "month", "source", "currency", "cancelled"];
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
const PRODUCT_KEYS = ["user_id", "month", "product", "currency"];
const PRODUCT_SUMS = ["lines", "units", "goods", "known_cost", "unvalued_lines"];
const SEGMENT_KEYS = ["user_id", "month", "kind", "name", "currency"];
const SEGMENT_SUMS = ["orders", "units", "goods"];
const DAY_KEYS = ["user_id", "day", "currency"];
const DAY_SUMS = ["orders", "units", "goods", "known_cost", "discounts", "refunds", "shipping", "fees"];
const ITEM_KEYS = ["user_id", "item_id", "day"];
const ITEM_SUMS = ["lines", "units"];

/** The rows of a rollup that differ from a recomputation from the orders and lines (`kept` against `recomputed`). */
async function rollupDiff(db: Db, table: string, rows: SQL, keys: string[], sums: string[]) {
  const on = keys.map((k) => `k.${k} = r.${k}`).join(" and ");
  const differs = sums.map((c) => `coalesce(k.${c}, 0) <> coalesce(r.${c}, 0)`).join(" or ");
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${sql.raw(keys.map((k) => `coalesce(k.${k}, r.${k}) as ${k}`).join(", "))},
           ${sql.raw(sums.map((c) => `k.${c} as kept_${c}, r.${c} as recomputed_${c}`).join(", "))}
      from ${sql.raw(table)} k
      full join (${rows}) r on ${sql.raw(on)}
     where ${sql.raw(differs)} or k.user_id is null or r.user_id is null`);
  return result.rows;
}

/** Every rollup row (of anyone) that differs from a recomputation from the orders and their lines. */
export async function rollupsOffFromOrders(db: Db): Promise<Record<string, unknown>[]> {
  return [
    ...(await rollupDiff(db, "order_month_totals", monthRows(sql`true`), MONTH_KEYS, MONTH_SUMS)),
    ...(await rollupDiff(db, "order_product_totals", productRows(sql`true`), PRODUCT_KEYS, PRODUCT_SUMS)),
    ...(await rollupDiff(db, "item_daily_units", itemDayRows(sql`true`), ITEM_KEYS, ITEM_SUMS)),
    ...(await rollupDiff(db, "order_segment_totals", segmentRows(sql`true`), SEGMENT_KEYS, SEGMENT_SUMS)),
    ...(await rollupDiff(db, "order_day_totals", dayRows(sql`true`), DAY_KEYS, DAY_SUMS)),
    ...(await customerFirstsOff(db)),
    ...(await monthRollupsOff(db)),
  ];
}

/**
 * The expense and new-customer month rollups (docs/decisions/1055-expense-and-new-customer-months.md) against a
 * recount from the expenses and from customer_firsts.
 */
export async function monthRollupsOff(db: Db): Promise<Record<string, unknown>[]> {
  const expenses = await db.execute<Record<string, unknown>>(sql`
    select coalesce(k.user_id, r.user_id) as user_id, coalesce(k.month, r.month) as month,
           coalesce(k.category, r.category) as category, coalesce(k.source, r.source) as source,
           coalesce(k.platform, r.platform) as platform, coalesce(k.currency, r.currency) as currency,
           k.expenses as kept_expenses, r.expenses as recounted_expenses, k.amount as kept_amount, r.amount as recounted_amount
      from expense_month_totals k
      full join (select user_id, date_trunc('month', spent_on at time zone 'UTC')::date as month, category,
                        coalesce(source, '') as source, coalesce(platform, '') as platform, currency,
                        count(*)::int as expenses, sum(amount) as amount
                   from expenses group by 1, 2, 3, 4, 5, 6) r
        on k.user_id = r.user_id and k.month = r.month and k.category = r.category and k.source = r.source
       and k.platform = r.platform and k.currency = r.currency
     where k.user_id is null or r.user_id is null or k.expenses <> r.expenses or k.amount <> r.amount`);
  const firsts = await db.execute<Record<string, unknown>>(sql`
    select coalesce(k.user_id, r.user_id) as user_id, coalesce(k.month, r.month) as month,
           k.customers as kept_customers, r.customers as recounted_customers
      from customer_first_months k
      full join (select user_id, date_trunc('month', first_at at time zone 'UTC')::date as month, count(*)::int as customers
                   from customer_firsts group by 1, 2) r
        on k.user_id = r.user_id and k.month = r.month
     where k.user_id is null or r.user_id is null or k.customers <> r.customers`);
  return [...expenses.rows, ...firsts.rows];
}

/** Each buyer's kept first order and count (docs/decisions/1064-profit-after-ads-reads.md) against the orders. */
async function customerFirstsOff(db: Db): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select coalesce(k.user_id, r.user_id) as user_id, coalesce(k.customer_key, r.customer_key) as customer_key,
           k.first_at as kept_first_at, r.first_at as recomputed_first_at, k.orders as kept_orders, r.orders as recomputed_orders
      from customer_firsts k
      full join (select user_id, customer_key, min(ordered_at) as first_at, count(*)::int as orders from orders
                  where not cancelled and customer_key is not null group by 1, 2) r
        on k.user_id = r.user_id and k.customer_key = r.customer_key
     where k.user_id is null or r.user_id is null or k.first_at <> r.first_at or k.orders <> r.orders`);
  return result.rows;
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
