/**
 * The analytics queries: every figure is summed in SQL over numeric columns (exact, decisions D10) and sent
 * back as text, over the user's own sales and inventory only. Times are bucketed in UTC.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AnalyticsWindow } from "../../../shared/domain/analytics";

/** Money as a two-decimal string, "0.00" for an empty sum. */
const m = (expr: ReturnType<typeof sql>) => sql`coalesce(${expr}, 0)::numeric(16,2)::text`;

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

type Row = Record<string, unknown>;
const rowsOf = async <T>(p: Promise<{ rows: Row[] }>) => (await p).rows as T[];

export function createAnalyticsRepository(db: Db) {
  return {
    /** Revenue, profit, units, orders, average order value and margin of the period and of the one before. */
    async totals(userId: number, w: AnalyticsWindow): Promise<{ current: PeriodTotals; previous: PeriodTotals }> {
      const [row] = await rowsOf<Row>(
        db.execute(sql`
          with t as (
            select
              sum(sale_price * quantity) filter (where order_date >= ${w.start.toISOString()}::timestamptz) as rev,
              sum(profit) filter (where order_date >= ${w.start.toISOString()}::timestamptz) as pro,
              sum(quantity) filter (where order_date >= ${w.start.toISOString()}::timestamptz) as units,
              count(*) filter (where order_date >= ${w.start.toISOString()}::timestamptz) as orders,
              sum(sale_price * quantity) filter (where order_date < ${w.start.toISOString()}::timestamptz) as p_rev,
              sum(profit) filter (where order_date < ${w.start.toISOString()}::timestamptz) as p_pro,
              sum(quantity) filter (where order_date < ${w.start.toISOString()}::timestamptz) as p_units,
              count(*) filter (where order_date < ${w.start.toISOString()}::timestamptz) as p_orders
            from sales
            where user_id = ${userId}
              and order_date >= ${w.previousStart.toISOString()}::timestamptz
              and order_date < ${w.end.toISOString()}::timestamptz
          )
          select
            ${m(sql`rev`)} as revenue, ${m(sql`pro`)} as profit, coalesce(units, 0)::int as units, orders::int as orders,
            ${m(sql`round(rev / nullif(orders, 0), 2)`)} as aov, round(pro * 100 / nullif(rev, 0), 1)::float8 as margin,
            ${m(sql`p_rev`)} as p_revenue, ${m(sql`p_pro`)} as p_profit, coalesce(p_units, 0)::int as p_units, p_orders::int as p_orders,
            ${m(sql`round(p_rev / nullif(p_orders, 0), 2)`)} as p_aov, round(p_pro * 100 / nullif(p_rev, 0), 1)::float8 as p_margin
          from t`),
      );
      const pick = (p: string): PeriodTotals => ({
        revenue: row[`${p}revenue`] as string,
        profit: row[`${p}profit`] as string,
        units: Number(row[`${p}units`]),
        orders: Number(row[`${p}orders`]),
        aov: row[`${p}aov`] as string,
        margin: row[`${p}margin`] === null ? null : Number(row[`${p}margin`]),
      });
      return { current: pick(""), previous: pick("p_") };
    },

    /** Revenue and profit per day, week or month of the period, empty buckets included (as "0.00"). */
    async series(userId: number, w: AnalyticsWindow): Promise<{ bucket: string; revenue: string; profit: string }[]> {
      const unit = w.bucket;
      const start = w.start.toISOString();
      const end = w.end.toISOString();
      return rowsOf(
        db.execute(sql`
          with agg as (
            select date_trunc(${unit}, order_date at time zone 'UTC') as b, sum(sale_price * quantity) as rev, sum(profit) as pro
            from sales
            where user_id = ${userId} and order_date >= ${start}::timestamptz and order_date < ${end}::timestamptz
            group by 1
          )
          select to_char(g, 'YYYY-MM-DD') as bucket, ${m(sql`agg.rev`)} as revenue, ${m(sql`agg.pro`)} as profit
          from generate_series(
            date_trunc(${unit}, ${start}::timestamptz at time zone 'UTC'),
            date_trunc(${unit}, (${end}::timestamptz - interval '1 microsecond') at time zone 'UTC'),
            ('1 ' || ${unit})::interval
          ) as g
          left join agg on agg.b = g
          order by g`),
      );
    },

    /** The top products of the period by revenue and by profit (grouped by product name, as sold), in one pass. */
    async topProducts(
      userId: number,
      w: AnalyticsWindow,
      limit = 5,
    ): Promise<{ byRevenue: ProductTotals[]; byProfit: ProductTotals[] }> {
      const rows = await rowsOf<ProductTotals & { rr: number; pr: number }>(
        db.execute(sql`
          with g as (
            select product_name, sum(sale_price * quantity) as rev, sum(profit) as pro, sum(quantity)::int as units
            from sales
            where user_id = ${userId} and order_date >= ${w.start.toISOString()}::timestamptz and order_date < ${w.end.toISOString()}::timestamptz
            group by product_name
          ), r as (
            select *, row_number() over (order by rev desc, product_name) as rr, row_number() over (order by pro desc, product_name) as pr from g
          )
          select product_name as "productName", ${m(sql`rev`)} as revenue, ${m(sql`pro`)} as profit, units, rr::int as rr, pr::int as pr
          from r where rr <= ${limit} or pr <= ${limit}`),
      );
      const pick = (key: "rr" | "pr") =>
        rows
          .filter((r) => Number(r[key]) <= limit)
          .sort((x, y) => Number(x[key]) - Number(y[key]))
          .map(({ productName, revenue, profit, units }) => ({ productName, revenue, profit, units }));
      return { byRevenue: pick("rr"), byProfit: pick("pr") };
    },

    /** Sales of the period by platform and by customer location in one pass (grouping sets); blanks named. */
    async groups(
      userId: number,
      w: AnalyticsWindow,
      limit = 10,
    ): Promise<{ byPlatform: GroupTotals[]; byLocation: GroupTotals[] }> {
      const rows = await rowsOf<GroupTotals & { kind: string }>(
        db.execute(sql`
          with s as (
            select coalesce(nullif(trim(platform), ''), 'Unspecified') as platform, coalesce(nullif(trim(customer_location), ''), 'Unknown') as location,
                   sale_price * quantity as rev, quantity
            from sales
            where user_id = ${userId} and order_date >= ${w.start.toISOString()}::timestamptz and order_date < ${w.end.toISOString()}::timestamptz
          )
          select case when grouping(platform) = 0 then 'platform' else 'location' end as kind,
                 coalesce(platform, location) as name, ${m(sql`sum(rev)`)} as revenue, count(*)::int as orders, sum(quantity)::int as units,
                 sum(rev) as sort_rev
          from s
          group by grouping sets ((platform), (location))
          order by sort_rev desc, name`),
      );
      const of = (kind: string) =>
        rows
          .filter((r) => r.kind === kind)
          .slice(0, limit)
          .map(({ name, revenue, orders, units }) => ({ name, revenue, orders, units }));
      return { byPlatform: of("platform"), byLocation: of("location") };
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

    /** Revenue of each month in [from, to) that has sales ('YYYY-MM' → "123.45"), and the first sale's time. */
    async monthlyRevenue(
      userId: number,
      from: Date,
      to: Date,
    ): Promise<{ months: Map<string, string>; firstSale: Date | null }> {
      const [rows, [first]] = await Promise.all([
        rowsOf<{ month: string; revenue: string }>(
          db.execute(sql`
            select to_char(date_trunc('month', order_date at time zone 'UTC'), 'YYYY-MM') as month, ${m(sql`sum(sale_price * quantity)`)} as revenue
            from sales
            where user_id = ${userId} and order_date >= ${from.toISOString()}::timestamptz and order_date < ${to.toISOString()}::timestamptz
            group by 1`),
        ),
        rowsOf<{ first: string | Date | null }>(
          db.execute(sql`select min(order_date) as first from sales where user_id = ${userId}`),
        ),
      ]);
      return {
        months: new Map(rows.map((r) => [r.month, r.revenue])),
        firstSale: first?.first ? new Date(first.first) : null,
      };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
