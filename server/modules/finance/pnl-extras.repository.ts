/**
 * What the P&L adds beside its two sums (finance.repository.ts): estimated fees of the orders still without fees
 * (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md), ad spend by key and by platform, new customers by
 * month and the sales of channels that also advertise (docs/decisions/1062-profit-after-ads-metrics.md). One
 * statement over the rollups (whole months from `order_month_totals`' orders without fees,
 * docs/decisions/1064-profit-after-ads-reads.md; from `expense_month_totals`' ads and `customer_first_months`' new
 * customers, docs/decisions/1055-expense-and-new-customer-months.md) and the rows of the days at the ends (orders,
 * expenses, `customer_firsts`); money in the home currency through the month's rate, rounded to cents once per row.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PnlGroup } from "../../../shared/contracts/finance";
import { FEE_CHANNELS, defaultOption, optionRate } from "../../../shared/domain/fee-schedule";
import type { Db } from "../../db/client";
import { ORDER_PLATFORM, withHomeRate } from "../../orders/home-orders";
import { periodParts } from "../../orders/rollup";

/** The platforms that both sell and advertise, and how their orders' platform reads. */
export const SELLING_AD_PLATFORMS: Record<string, string> = { etsy: "etsy%", tiktok: "tiktok%" };

export type PnlExtras = {
  /** Ad spend per key of the grouping (the expenses' key), two-place text. */
  adSpend: Map<string, string>;
  /** Ad spend per platform ('_typed' for ad expenses typed in without one). */
  adPlatforms: { platform: string; amount: string }[];
  /** Estimated fees per key, and per channel the orders estimated and the months they fall in. */
  estimatedFees: Map<string, string>;
  estimatedOrders: { channel: string; month: string; orders: number; fee: string }[];
  /** New customers per UTC month ('YYYY-MM'): buyers whose first order ever is in that month of the period. */
  newCustomers: Map<string, number>;
  /** Gross sales of the orders of each selling ad platform ('etsy', 'tiktok'). */
  platformSales: Map<string, string>;
};

const money = (expr: SQL) => sql`round(coalesce(${expr}, 0), 2)::text`;

/** The schedule's default rate of every channel, as a VALUES list the person's own rates replace. */
function scheduleValues(): SQL {
  const rows = FEE_CHANNELS.map((c) => {
    const r = optionRate(defaultOption(c));
    return sql`(${c}::text, ${r.percent}::numeric, ${r.perOrder}::numeric, ${r.perUnit}::numeric)`;
  });
  return sql.join(rows, sql`, `);
}

export async function pnlExtras(db: Db, userId: number, from: Date, to: Date, groupBy: PnlGroup): Promise<PnlExtras> {
  const { inMonths, inDays } = periodParts(from, to);
  const expensesIn = periodParts(from, to, "e.spent_on");
  const firstsIn = periodParts(from, to, "c.first_at");
  const expenseKey =
    groupBy === "month"
      ? sql`to_char(e.spent_on at time zone 'UTC', 'YYYY-MM')`
      : groupBy === "source"
        ? sql`coalesce(e.source, '_expenses')`
        : sql`'_expenses'`;
  const rolledExpenseKey =
    groupBy === "month"
      ? sql`to_char(t.month, 'YYYY-MM')`
      : groupBy === "source"
        ? sql`coalesce(nullif(t.source, ''), '_expenses')`
        : sql`'_expenses'`;
  const orderKey =
    groupBy === "month"
      ? sql`to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM')`
      : groupBy === "source"
        ? sql`o.source`
        : sql`'_orders'`;
  const rolledKey =
    groupBy === "month" ? sql`to_char(t.month, 'YYYY-MM')` : groupBy === "source" ? sql`t.source` : sql`'_orders'`;
  const channels = sql.join(
    FEE_CHANNELS.map((c) => sql`${c}`),
    sql`, `,
  );
  const platformCase = sql.join(
    Object.entries(SELLING_AD_PLATFORMS).map(([p, like]) => sql`when lower(name) like ${like} then ${p}`),
    sql` `,
  );
  const result = await db.execute<{ kind: string; key: string; sub: string; n: number; amount: string }>(sql`
    with
    ag as (
      select key, platform, currency, m, sum(amount) as amount from (
        select ${rolledExpenseKey} as key, coalesce(nullif(t.platform, ''), nullif(t.source, ''), '_typed') as platform,
               t.currency, t.month as m, t.amount
        from expense_month_totals t
        where t.user_id = ${userId} and t.category = 'ads' and ${expensesIn.inMonths}
        union all
        select ${expenseKey}, coalesce(e.platform, e.source, '_typed'), e.currency,
               date_trunc('month', e.spent_on at time zone 'UTC')::date, sum(e.amount)
        from expenses e
        where e.user_id = ${userId} and e.category = 'ads' and ${expensesIn.inDays}
        group by 1, 2, 3, 4
      ) u
      group by 1, 2, 3, 4
    ),
    ads as (select key, platform, amount * rate as amount from (${withHomeRate(userId, "ag")}) a),
    fr as (
      select d.channel, coalesce(f.percent, d.percent) as percent, coalesce(f.per_order, d.per_order) as per_order,
             coalesce(f.per_unit, d.per_unit) as per_unit
      from (values ${scheduleValues()}) as d(channel, percent, per_order, per_unit)
      left join fee_overrides f on f.user_id = ${userId} and f.channel = d.channel
    ),
    eg as (
      select key, source, currency, m, sum(n) as n, sum(units) as units, sum(base) as base from (
        select ${rolledKey} as key, t.source, t.currency, t.month as m, t.unfeed_orders as n, t.unfeed_units as units,
               t.unfeed_base as base
        from order_month_totals t
        where t.user_id = ${userId} and ${inMonths} and not t.cancelled and t.unfeed_orders > 0
          and t.source in (${channels})
        union all
        select ${orderKey}, o.source, o.currency, date_trunc('month', o.ordered_at at time zone 'UTC')::date,
               count(*), sum(o.units), sum(greatest(o.goods - o.discounts + o.shipping, 0))
        from orders o
        where o.user_id = ${userId} and o.fees = 0 and not o.cancelled and o.goods > 0 and ${inDays}
          and o.source in (${channels})
        group by 1, 2, 3, 4
      ) u
      group by 1, 2, 3, 4
    ),
    er as (
      select r.key, r.source, r.m, r.n,
             r.rate * (r.base * fr.percent / 100 + r.n * fr.per_order + r.units * fr.per_unit) as fee
      from (${withHomeRate(userId, "eg")}) r join fr on fr.channel = r.source
      where r.rate is not null
    ),
    sg as (
      select name, m, currency, sum(goods) as goods from (
        select t.name, t.month as m, t.currency, t.goods from order_segment_totals t
        where t.user_id = ${userId} and t.kind = 'platform' and ${inMonths}
        union all
        select coalesce(trim(${ORDER_PLATFORM}), ''), date_trunc('month', o.ordered_at at time zone 'UTC')::date,
               o.currency, o.goods
        from orders o where o.user_id = ${userId} and not o.cancelled and ${inDays}
      ) u
      group by 1, 2, 3
    ),
    sp as (
      select case ${platformCase} end as platform, goods * rate as goods
      from (${withHomeRate(userId, "sg")}) s where rate is not null
    )
    select 'ads' as kind, key, '' as sub, count(*)::float8 as n, ${money(sql`sum(amount)`)} as amount
    from ads where amount is not null group by key
    union all
    select 'platform', platform, '', count(*)::float8, ${money(sql`sum(amount)`)}
    from ads where amount is not null group by platform
    union all
    select 'estimate', key, '', sum(n)::float8, ${money(sql`sum(fee)`)} from er group by key
    union all
    select 'estimated', source, to_char(m, 'YYYY-MM'), sum(n)::float8, ${money(sql`sum(fee)`)} from er group by source, m
    union all
    select 'new', to_char(m, 'YYYY-MM'), '', sum(n)::float8, '0.00' from (
      select t.month as m, t.customers as n from customer_first_months t
      where t.user_id = ${userId} and ${firstsIn.inMonths}
      union all
      select date_trunc('month', c.first_at at time zone 'UTC')::date, count(*) from customer_firsts c
      where c.user_id = ${userId} and ${firstsIn.inDays}
      group by 1
    ) f
    group by 2
    union all
    select 'sales', platform, '', 0, ${money(sql`sum(goods)`)} from sp where platform is not null group by platform`);

  const out: PnlExtras = {
    adSpend: new Map(),
    adPlatforms: [],
    estimatedFees: new Map(),
    estimatedOrders: [],
    newCustomers: new Map(),
    platformSales: new Map(),
  };
  for (const r of result.rows) {
    if (r.kind === "ads") out.adSpend.set(r.key, r.amount);
    else if (r.kind === "platform") out.adPlatforms.push({ platform: r.key, amount: r.amount });
    else if (r.kind === "estimate") out.estimatedFees.set(r.key, r.amount);
    else if (r.kind === "estimated")
      out.estimatedOrders.push({ channel: r.key, month: r.sub, orders: Number(r.n), fee: r.amount });
    else if (r.kind === "new") out.newCustomers.set(r.key, Number(r.n));
    else if (r.kind === "sales") out.platformSales.set(r.key, r.amount);
  }
  out.adPlatforms.sort((a, b) => a.platform.localeCompare(b.platform));
  out.estimatedOrders.sort((a, b) => a.channel.localeCompare(b.channel) || a.month.localeCompare(b.month));
  return out;
}
