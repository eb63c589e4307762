/**
 * The analytics queries: every figure is summed in SQL over numeric columns (exact,
 * docs/product-rules.md#money-is-exact) and sent back as text, over the user's own orders and inventory only. Times
 * are bucketed in UTC. The sales are the person's orders (docs/product-rules.md#one-table-for-every-sale) in their
 * home currency (server/orders/home-orders.ts): cancelled orders and orders in a currency without a rate for
 * their month are left out. An order's revenue is its lines' quantity × unit price less its discounts and refunds;
 * its profit adds shipping charged and takes off the lines' known costs and the fees (docs/decisions/1012-analytics-reads-orders.md).
 *
 * The sales are read twice per summary, not once per figure (decision 985): `periodFigures` sums them per UTC
 * day once, from the day rollup (docs/decisions/1033-day-rollup-for-analytics.md) or over whole months from the month
 * rollup, and derives the KPIs, the series and the forecast's months from those days (every window boundary is
 * a UTC midnight, so a day never straddles one); `breakdowns` groups the period by product, platform and location,
 * its whole months from the rollups and the days around them from the orders (docs/decisions/1031-segment-rollup-for-analytics.md).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AnalyticsWindow } from "../../../shared/domain/analytics";
import { homeCurrency, homeOrders, withHomeRate } from "../../orders/home-orders";
import { periodParts, productRows, segmentRows } from "../../orders/rollup";

/**
 * Money as a two-decimal string, "0.00" for an empty sum. Rounded in unbounded `numeric`, never cast to a
 * fixed precision: the number of sales is not bounded, so neither are their sums (docs/decisions/904-input-bounds.md).
 */
const m = (expr: ReturnType<typeof sql>) => sql`round(coalesce(${expr}, 0), 2)::text`;
/** A count or a sum of quantities as a JSON or column number (float8 is exact to 2^53; `int` would overflow). */
const n = (expr: ReturnType<typeof sql>) => sql`coalesce(${expr}, 0)::float8`;

export type PeriodTotals = {
  revenue: string;
  profit: string;
  units: number;
  orders: number;
  aov: string;
  margin: number | null;
};
export type ProductTotals = { productName: string; revenue: string; profit: string; units: number };
export type GroupTotals = { name: string; revenue: string; orders: number; units: number };

export type SeriesPoint = { bucket: string; revenue: string; profit: string };

type Row = Record<string, unknown>;
const rowsOf = async <T>(p: Promise<{ rows: Row[] }>) => (await p).rows as T[];
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The UTC date of a UTC-midnight instant. */
const utcDay = (d: Date) => sql`(${ts(d)} at time zone 'UTC')::date`;
const earliest = (a: Date, b: Date) => (a < b ? a : b);
const latest = (a: Date, b: Date) => (a > b ? a : b);

export function createAnalyticsRepository(db: Db) {
  return {
    /**
     * From one scan of the sales in the union of the windows, summed per UTC day: revenue, profit, units,
     * orders, average order value and margin of the period and of the one before; revenue and profit per day,
     * week or month of the period, empty buckets included (as "0.00"); the revenue of each month in
     * [historyFrom, historyTo) that has sales ('YYYY-MM' → "123.45"); and the first sale's time (any date).
     * Every boundary must be a UTC midnight (analyticsWindow's are).
     */
    async periodFigures(
      userId: number,
      w: AnalyticsWindow,
      historyFrom: Date,
      historyTo: Date,
    ): Promise<{
      current: PeriodTotals;
      previous: PeriodTotals;
      series: SeriesPoint[];
      months: Map<string, string>;
      firstSale: Date | null;
    }> {
      const unit = w.bucket;
      const [row] = await rowsOf<Row>(
        db.execute(sql`
          with rm_parts as (
            -- Whole months from the month rollup (docs/decisions/1030-order-rollups.md), each in the home currency.
            select t.month, t.month as m, t.currency, t.goods, t.known_cost, t.units, t.orders,
                   t.discounts + t.refunds as adjust, t.shipping - t.fees as extra
            from order_month_totals t
            where t.user_id = ${userId} and not t.cancelled
              and t.month >= ${utcDay(earliest(w.previousStart, historyFrom))}
              and t.month < ${utcDay(latest(w.end, historyTo))}
          ),
          rm as materialized (${withHomeRate(userId, "rm_parts")}),
          d as (
            ${
              unit === "month"
                ? // Month buckets: the windows are whole months, read from the rollup.
                  sql`select month as day, sum((goods - adjust) * rate) as rev,
                       sum((goods - adjust + extra - known_cost) * rate) as pro, sum(units) as units, sum(orders) as orders
                from rm
                where rate is not null and month >= ${utcDay(w.previousStart)} and month < ${utcDay(w.end)}
                group by 1`
                : // Day and week buckets: the windows' days from the day rollup, each in the home currency
                  // (docs/decisions/1033-day-rollup-for-analytics.md). No order is read.
                  sql`select day, sum((goods - adjust) * rate) as rev, sum((goods - adjust + extra - known_cost) * rate) as pro,
                       sum(units) as units, sum(orders) as orders
                from (
                  with day_parts as (
                    select t.day, t.day as m, t.currency, t.goods, t.known_cost, t.units, t.orders,
                           t.discounts + t.refunds as adjust, t.shipping - t.fees as extra
                    from order_day_totals t
                    where t.user_id = ${userId} and t.day >= ${utcDay(w.previousStart)} and t.day < ${utcDay(w.end)}
                  )
                  ${withHomeRate(userId, "day_parts")}
                ) parts
                where rate is not null
                group by 1`
            }
          ), t as (
            select
              sum(rev) filter (where day >= ${utcDay(w.start)} and day < ${utcDay(w.end)}) as rev,
              sum(pro) filter (where day >= ${utcDay(w.start)} and day < ${utcDay(w.end)}) as pro,
              sum(units) filter (where day >= ${utcDay(w.start)} and day < ${utcDay(w.end)}) as units,
              coalesce(sum(orders) filter (where day >= ${utcDay(w.start)} and day < ${utcDay(w.end)}), 0) as orders,
              sum(rev) filter (where day >= ${utcDay(w.previousStart)} and day < ${utcDay(w.start)}) as p_rev,
              sum(pro) filter (where day >= ${utcDay(w.previousStart)} and day < ${utcDay(w.start)}) as p_pro,
              sum(units) filter (where day >= ${utcDay(w.previousStart)} and day < ${utcDay(w.start)}) as p_units,
              coalesce(sum(orders) filter (where day >= ${utcDay(w.previousStart)} and day < ${utcDay(w.start)}), 0) as p_orders
            from d
          ), b as (
            select date_trunc(${unit}, day::timestamp) as b, sum(rev) as rev, sum(pro) as pro
            from d
            where day >= ${utcDay(w.start)} and day < ${utcDay(w.end)}
            group by 1
          )
          select
            (select json_build_object(
              'revenue', ${m(sql`rev`)}, 'profit', ${m(sql`pro`)}, 'units', ${n(sql`units`)}, 'orders', ${n(sql`orders`)},
              'aov', ${m(sql`round(rev / nullif(orders, 0), 2)`)}, 'margin', round(pro * 100 / nullif(rev, 0), 1)::float8,
              'p_revenue', ${m(sql`p_rev`)}, 'p_profit', ${m(sql`p_pro`)}, 'p_units', ${n(sql`p_units`)}, 'p_orders', ${n(sql`p_orders`)},
              'p_aov', ${m(sql`round(p_rev / nullif(p_orders, 0), 2)`)}, 'p_margin', round(p_pro * 100 / nullif(p_rev, 0), 1)::float8
            ) from t) as totals,
            (select json_agg(json_build_object('bucket', to_char(g, 'YYYY-MM-DD'), 'revenue', ${m(sql`b.rev`)}, 'profit', ${m(sql`b.pro`)}) order by g)
             from generate_series(
               date_trunc(${unit}, ${ts(w.start)} at time zone 'UTC'),
               date_trunc(${unit}, (${ts(w.end)} - interval '1 microsecond') at time zone 'UTC'),
               ('1 ' || ${unit})::interval
             ) as g
             left join b on b.b = g) as series,
            (select json_agg(json_build_array(month, ${m(sql`rev`)}))
             from (
               select to_char(month, 'YYYY-MM') as month, sum((goods - adjust) * rate) as rev
               from rm
               where rate is not null and month >= ${utcDay(historyFrom)} and month < ${utcDay(historyTo)}
               group by 1
             ) mo) as months,
            (select min(ordered_at) from orders where user_id = ${userId} and not cancelled) as first`),
      );
      const totals = row.totals as Row;
      const pick = (p: string): PeriodTotals => ({
        revenue: totals[`${p}revenue`] as string,
        profit: totals[`${p}profit`] as string,
        units: Number(totals[`${p}units`]),
        orders: Number(totals[`${p}orders`]),
        aov: totals[`${p}aov`] as string,
        margin: totals[`${p}margin`] === null ? null : Number(totals[`${p}margin`]),
      });
      const first = row.first as string | Date | null;
      return {
        current: pick(""),
        previous: pick("p_"),
        series: row.series as SeriesPoint[],
        months: new Map((row.months as [string, string][] | null) ?? []),
        firstSale: first ? new Date(first) : null,
      };
    },

    /**
     * The top products by revenue and by profit, and sales by platform and by customer location (blanks named),
     * each with at most `groupLimit`. A product is its SKU (case and spaces ignored), else its name, as in the
     * profit-and-loss, shown by the least name it was sold under. The period's whole UTC months come from the
     * product and segment rollups, the days before and after them from the orders (their line totals) and, for the
     * products, their lines (docs/decisions/1031-segment-rollup-for-analytics.md).
     */
    async breakdowns(
      userId: number,
      w: AnalyticsWindow,
      productLimit = 5,
      groupLimit = 10,
    ): Promise<{
      byRevenue: ProductTotals[];
      byProfit: ProductTotals[];
      byPlatform: GroupTotals[];
      byLocation: GroupTotals[];
    }> {
      const { inMonths, inDays: days } = periodParts(w.start, w.end);
      const inDays = sql`o.user_id = ${userId} and ${days}`;
      const rows = await rowsOf<{
        kind: string;
        name: string;
        revenue: string;
        profit: string;
        units: number;
        orders: number;
        rr: number | null;
        pr: number | null;
      }>(
        db.execute(sql`
          with seg as (
            select t.kind, t.name, t.month as m, t.currency, t.orders, t.units, t.goods
            from order_segment_totals t
            where t.user_id = ${userId} and ${inMonths}
            union all
            select kind, name, month, currency, orders, units, goods from (${segmentRows(inDays)}) d
          ), prod as (
            select t.product as key, t.label, t.month as m, t.currency, t.units, t.goods, t.known_cost
            from order_product_totals t
            where t.user_id = ${userId} and ${inMonths}
            union all
            select product, label, month, currency, units, goods, known_cost from (${productRows(inDays)}) d
          ), sr as (${withHomeRate(userId, "seg")}), pr as (${withHomeRate(userId, "prod")}),
          g as (
            select key, min(label) as label, sum(goods * rate) as rev, sum((goods - known_cost) * rate) as pro,
                   sum(units) as units
            from pr where rate is not null
            group by key
          ), p as (
            select label, rev, pro, ${n(sql`units`)} as units,
                   row_number() over (order by rev desc, label, key) as rr,
                   row_number() over (order by pro desc, label, key) as pr
            from g
          ), k as (
            select kind, case when name <> '' then name when kind = 'platform' then 'Unspecified' else 'Unknown' end as name,
                   sum(goods * rate) as rev, sum(orders) as orders, sum(units) as units
            from sr where rate is not null
            group by 1, 2
          )
          select 'product' as kind, label as name, ${m(sql`rev`)} as revenue, ${m(sql`pro`)} as profit, units,
                 null::float8 as orders, rr::int as rr, pr::int as pr, null::numeric as sort_rev
          from p where rr <= ${productLimit} or pr <= ${productLimit}
          union all
          select kind, name, ${m(sql`rev`)}, null, ${n(sql`units`)}, ${n(sql`orders`)}, null, null, rev as sort_rev
          from k
          order by sort_rev desc, name`),
      );
      const products = rows.filter((r) => r.kind === "product");
      const rank = (key: "rr" | "pr") =>
        products
          .filter((r) => Number(r[key]) <= productLimit)
          .sort((x, y) => Number(x[key]) - Number(y[key]))
          .map(({ name, revenue, profit, units }) => ({ productName: name, revenue, profit, units }));
      const of = (kind: string) =>
        rows
          .filter((r) => r.kind === kind)
          .slice(0, groupLimit)
          .map(({ name, revenue, orders, units }) => ({ name, revenue, orders, units }));
      return { byRevenue: rank("rr"), byProfit: rank("pr"), byPlatform: of("platform"), byLocation: of("location") };
    },

    /**
     * Customers and cohorts over all the person's uncancelled orders in the home currency that have a customer:
     * every customer's first-order month, and per (first month, month) the customers who bought and their net
     * sales; the customers, those with two or more orders, and the orders without a customer.
     */
    async cohorts(userId: number): Promise<{
      currency: string;
      customers: number;
      repeatCustomers: number;
      ordersWithoutCustomer: number;
      cells: { first: string; month: string; customers: number; revenue: string }[];
    }> {
      const [row] = await rowsOf<Row>(
        db.execute(sql`
          with o as materialized ${homeOrders(userId)},
          per as (
            -- The goods the order keeps of its lines (docs/decisions/1014-order-line-totals.md): no join.
            select o.id, o.customer_key, o.month, (o.goods - o.discounts - o.refunds) * o.rate as net
            from o
            where o.customer_key is not null and o.rate is not null
          ), c as (
            select customer_key, min(month) as first, count(*) as orders from per group by 1
          ), cells as (
            select c.first, per.month, count(distinct per.customer_key) as customers, sum(per.net) as net
            from per join c using (customer_key)
            group by 1, 2
          )
          select
            ${homeCurrency(userId)} as currency,
            (select count(*) from c)::float8 as customers,
            (select count(*) from c where orders >= 2)::float8 as repeat,
            (select count(*) from o where customer_key is null)::float8 as without,
            (select json_agg(json_build_object('first', first, 'month', month, 'customers', customers,
                                               'revenue', ${m(sql`net`)}) order by first, month) from cells) as cells`),
      );
      return {
        currency: String(row.currency),
        customers: Number(row.customers),
        repeatCustomers: Number(row.repeat),
        ordersWithoutCustomer: Number(row.without),
        cells: (row.cells as { first: string; month: string; customers: number; revenue: string }[] | null) ?? [],
      };
    },

    /** Stock value (sell price × quantity, like the inventory tracker) and the items at or below the threshold. */
    async stock(userId: number, lowStockMax: number, limit = 20) {
      const [[value], lowStock] = await Promise.all([
        rowsOf<{ value: string }>(
          db.execute(
            sql`select ${m(sql`sum(sell_price * quantity)`)} as value from inventory where user_id = ${userId}`,
          ),
        ),
        rowsOf<{ id: number; productName: string; sku: string | null; quantity: number }>(
          db.execute(sql`
            select id, product_name as "productName", sku, quantity from inventory
            where user_id = ${userId} and quantity <= ${lowStockMax}
            order by quantity, product_name, id
            limit ${limit}`),
        ),
      ]);
      return { value: value.value, lowStock };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
