/**
 * The person's orders in their home currency, as one SQL fragment that analytics, the profit-and-loss and the
 * cohorts read (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1011-profit-and-loss-in-sql.md).
 * Cancelled orders are left out. An order in another currency counts through the person's rate for its month;
 * without one its `rate` is null and every reader leaves it out (the profit-and-loss names it in a warning).
 */
import { sql, type SQL } from "drizzle-orm";

/**
 * The person's home currency: their setting, else their business profile's currency, else USD
 * (docs/decisions/1470-business-profile-and-money-in-its-currency.md).
 */
export const homeCurrency = (userId: number): SQL =>
  sql`coalesce((select home_currency from finance_settings where user_id = ${userId}),
               (select currency from business_profiles where user_id = ${userId}), 'USD')`;

/**
 * An order `o`'s platform: a typed sale's channel; an imported order's channel, else its platform named as a person
 * would. May be null or blank for a typed sale.
 */
export const ORDER_PLATFORM = sql.raw(
  "case when o.source = 'manual' then o.channel else coalesce(nullif(trim(o.channel), ''), " +
    "case o.source when 'shopify' then 'Shopify' when 'etsy' then 'Etsy' when 'amazon' then 'Amazon' " +
    "when 'stripe' then 'Stripe' else 'CSV import' end) end",
);

/**
 * Rows `(id, ordered_at, month, source, channel, platform, customer_location, customer_key, currency, rate, discounts,
 * refunds, shipping, fees, cancelled, goods, known_cost, units)` of the person's uncancelled orders with `from <= ordered_at < to` (either end may be
 * omitted). `rate` is 1 for the home currency, the month's rate for another, null when there is none. The month is
 * the order's UTC month ('YYYY-MM'); `platform` is a typed sale's channel, or an imported order's platform; goods,
 * known_cost and units are the totals of its lines (docs/decisions/1014-order-line-totals.md).
 */
export function homeOrders(userId: number, from?: Date, to?: Date, { withCancelled = false } = {}): SQL {
  const lower = from ? sql`and o.ordered_at >= ${from.toISOString()}::timestamptz` : sql``;
  const upper = to ? sql`and o.ordered_at < ${to.toISOString()}::timestamptz` : sql``;
  return sql`(
    select o.id, o.ordered_at, to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM') as month, o.source, o.channel,
           ${ORDER_PLATFORM} as platform,
           o.customer_location, o.customer_key, o.currency,
           case when o.currency = h.code then 1::numeric else cr.rate end as rate,
           o.discounts, o.refunds, o.shipping, o.fees, o.cancelled, o.goods, o.known_cost, o.units
    from orders o
    cross join (select ${homeCurrency(userId)} as code) h
    left join currency_rates cr
      on cr.user_id = o.user_id and cr.currency = o.currency
     and cr.month = to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM') and o.currency <> h.code
    where o.user_id = ${userId} ${withCancelled ? sql`` : sql`and not o.cancelled`} ${lower} ${upper}
  )`;
}

/**
 * Each row of the CTE named `cte` (with `currency`, and its month as the date `m`) with `rate`: 1 in the person's
 * home currency, their rate for the month in another, null when there is none. Looked up once per group of orders,
 * not per order.
 */
export const withHomeRate = (userId: number, cte: string): SQL => sql`
  select x.*, case when x.currency = h.code then 1::numeric else cr.rate end as rate
    from ${sql.raw(cte)} x
    cross join (select ${homeCurrency(userId)} as code) h
    left join currency_rates cr
      on cr.user_id = ${userId} and cr.currency = x.currency and cr.month = to_char(x.m, 'YYYY-MM')
     and x.currency <> h.code`;
