/**
 * The profit-and-loss, rates, settings, expenses and targets queries. The P&L is summed by the database in two
 * statements, one over the orders and their lines, one over the expenses (docs/decisions/1011-profit-and-loss-in-sql.md):
 * each row's amounts in the home currency are rounded to cents once, and the service adds the rows up.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { currencyRates, expenses, financeSettings, financeTargets, type ExpenseRow } from "../../../shared/schema";
import type { PnlGroup } from "../../../shared/contracts/finance";
import type { Db } from "../../db/client";
import { homeCurrency, homeOrders } from "../../orders/home-orders";

/** A row of the P&L as the database sums it: money as two-place text in the home currency. */
export type PnlDbRow = {
  key: string;
  label: string;
  orders: number;
  units: number;
  grossSales: string;
  discounts: string;
  refunds: string;
  shipping: string;
  cogs: string;
  fees: string;
  expenses: string;
};
export type PnlDbResult = {
  rows: PnlDbRow[];
  /** Lines of goods without a known cost, counted in the period's figures. */
  missingCostLines: number;
  missingCostOrders: number;
  /** Orders and expenses left out for want of a rate, by "CUR YYYY-MM". */
  missingRates: { what: string; orders: number; expenses: number }[];
  cancelledOrders: number;
  /** The orders counted (an order of several products is one order, whatever the grouping). */
  orderCount: number;
  homeCurrency: string;
};

/** The key that order-level amounts and expenses take in a grouping by product (not tied to one product). */
export const ORDER_LEVEL_KEY = "_orders";
export const EXPENSES_KEY = "_expenses";

const money = (expr: SQL) => sql`round(coalesce(${expr}, 0), 2)::text`;
const count = (expr: SQL) => sql`coalesce(${expr}, 0)::float8`;

export function createFinanceRepository(db: Db) {
  return {
    db,

    /**
     * The period's figures by month, source or product, in the home currency. `from` included, `to` excluded
     * (UTC midnights). Months and sources come from the orders; a product is its SKU (case and spaces ignored)
     * or, without one, its name. Grouped by product, order-level amounts (discounts, refunds, shipping charged,
     * fees) are one row of their own and expenses another, so the rows always add up to the totals.
     */
    async pnl(userId: number, from: Date, to: Date, groupBy: PnlGroup): Promise<PnlDbResult> {
      const orderKey = groupBy === "month" ? sql`o.month` : sql`o.source`;
      const lineKey = sql`coalesce('sku:' || nullif(lower(trim(l.sku)), ''), 'name:' || l.name)`;
      const figures =
        groupBy === "product"
          ? sql`
            select 'row' as kind, ${lineKey} as key, min(l.name) as label, count(distinct o.id)::float8 as orders,
                   ${count(sql`sum(l.quantity)`)} as units, ${money(sql`sum(l.quantity * l.unit_price * o.rate)`)} as gross,
                   '0.00' as discounts, '0.00' as refunds, '0.00' as shipping,
                   ${money(sql`sum(l.quantity * l.unit_cost * o.rate)`)} as cogs, '0.00' as fees,
                   count(*) filter (where l.unit_cost is null and not l.service)::float8 as missing,
                   count(distinct o.id) filter (where l.unit_cost is null and not l.service)::float8 as missing_orders
            from ok o join order_lines l on l.order_id = o.id
            group by 2
            union all
            select 'row', ${sql.raw(`'${ORDER_LEVEL_KEY}'`)}, '', 0, 0, '0.00', ${money(sql`sum(o.discounts * o.rate)`)},
                   ${money(sql`sum(o.refunds * o.rate)`)}, ${money(sql`sum(o.shipping * o.rate)`)}, '0.00',
                   ${money(sql`sum(o.fees * o.rate)`)}, 0, 0
            from ok o
            having sum(abs(o.discounts) + abs(o.refunds) + abs(o.shipping) + abs(o.fees)) > 0`
          : sql`
            select 'row' as kind, ${orderKey} as key, '' as label, count(*)::float8 as orders,
                   ${count(sql`sum(ls.units)`)} as units, ${money(sql`sum(ls.gross * o.rate)`)} as gross,
                   ${money(sql`sum(o.discounts * o.rate)`)} as discounts, ${money(sql`sum(o.refunds * o.rate)`)} as refunds,
                   ${money(sql`sum(o.shipping * o.rate)`)} as shipping, ${money(sql`sum(ls.cogs * o.rate)`)} as cogs,
                   ${money(sql`sum(o.fees * o.rate)`)} as fees, ${count(sql`sum(ls.missing)`)} as missing,
                   (count(*) filter (where ls.missing > 0))::float8 as missing_orders
            from ok o
            left join (
              select l.order_id, sum(l.quantity) as units, sum(l.quantity * l.unit_price) as gross,
                     sum(l.quantity * l.unit_cost) as cogs, count(*) filter (where l.unit_cost is null and not l.service) as missing
              from ok o join order_lines l on l.order_id = o.id
              group by l.order_id
            ) ls on ls.order_id = o.id
            group by 2`;
      const [ordersResult, expensesResult] = await Promise.all([
        db.execute<Record<string, unknown>>(sql`
          with o as ${homeOrders(userId, from, to)},
          ok as (select * from o where rate is not null)
          ${figures}
          union all
          select 'missing_rate', currency || ' ' || month, '', count(*)::float8, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0
          from o where rate is null group by currency, month
          union all
          select 'cancelled', '', '', count(*)::float8, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0
          from orders
          where user_id = ${userId} and cancelled
            and ordered_at >= ${from.toISOString()}::timestamptz and ordered_at < ${to.toISOString()}::timestamptz
          union all
          select 'orders', '', '', count(*)::float8, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0 from ok
          union all
          select 'home', ${homeCurrency(userId)}, '', 0, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0`),
        db.execute<{ kind: string; key: string; amount: string; n: number }>(sql`
          with e as (
            select e.amount, e.currency, e.source, to_char(e.spent_on at time zone 'UTC', 'YYYY-MM') as month,
                   case when e.currency = h.code then 1::numeric else cr.rate end as rate
            from expenses e
            cross join (select ${homeCurrency(userId)} as code) h
            left join currency_rates cr
              on cr.user_id = e.user_id and cr.currency = e.currency
             and cr.month = to_char(e.spent_on at time zone 'UTC', 'YYYY-MM') and e.currency <> h.code
            where e.user_id = ${userId}
              and e.spent_on >= ${from.toISOString()}::timestamptz and e.spent_on < ${to.toISOString()}::timestamptz
          )
          select 'row' as kind,
                 ${groupBy === "month" ? sql`month` : groupBy === "source" ? sql`coalesce(source, ${sql.raw(`'${EXPENSES_KEY}'`)})` : sql.raw(`'${EXPENSES_KEY}'`)} as key,
                 ${money(sql`sum(amount * rate)`)} as amount, count(*)::float8 as n
          from e where rate is not null group by 2
          union all
          select 'missing_rate', currency || ' ' || month, '0.00', count(*)::float8
          from e where rate is null group by currency, month`),
      ]);

      const byKey = new Map<string, PnlDbRow>();
      const blank = (key: string, label = ""): PnlDbRow => ({
        key,
        label,
        orders: 0,
        units: 0,
        grossSales: "0.00",
        discounts: "0.00",
        refunds: "0.00",
        shipping: "0.00",
        cogs: "0.00",
        fees: "0.00",
        expenses: "0.00",
      });
      const missing = new Map<string, { what: string; orders: number; expenses: number }>();
      const missingOf = (what: string) => {
        const m = missing.get(what) ?? { what, orders: 0, expenses: 0 };
        missing.set(what, m);
        return m;
      };
      let missingCostLines = 0;
      let missingCostOrders = 0;
      let cancelledOrders = 0;
      let orderCount = 0;
      let home = "USD";
      for (const r of ordersResult.rows) {
        const kind = String(r.kind);
        const key = String(r.key);
        if (kind === "home") home = key;
        else if (kind === "cancelled") cancelledOrders = Number(r.orders);
        else if (kind === "orders") orderCount = Number(r.orders);
        else if (kind === "missing_rate") missingOf(key).orders += Number(r.orders);
        else {
          byKey.set(key, {
            key,
            label: String(r.label),
            orders: Number(r.orders),
            units: Number(r.units),
            grossSales: String(r.gross),
            discounts: String(r.discounts),
            refunds: String(r.refunds),
            shipping: String(r.shipping),
            cogs: String(r.cogs),
            fees: String(r.fees),
            expenses: "0.00",
          });
          missingCostLines += Number(r.missing);
          missingCostOrders += Number(r.missing_orders);
        }
      }
      for (const r of expensesResult.rows) {
        if (r.kind === "missing_rate") {
          missingOf(r.key).expenses += Number(r.n);
          continue;
        }
        const row = byKey.get(r.key) ?? blank(r.key);
        byKey.set(r.key, { ...row, expenses: r.amount });
      }
      return {
        rows: [...byKey.values()],
        missingCostLines,
        missingCostOrders,
        missingRates: [...missing.values()].sort((a, b) => a.what.localeCompare(b.what)),
        cancelledOrders,
        orderCount,
        homeCurrency: home,
      };
    },

    async settings(userId: number) {
      const [row] = await db.select().from(financeSettings).where(eq(financeSettings.userId, userId));
      return row;
    },
    async saveSettings(
      userId: number,
      values: { homeCurrency: string; hoursPerWeek: string | null; hourlyWage: string | null },
    ) {
      const [row] = await db
        .insert(financeSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: financeSettings.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row;
    },

    async rates(userId: number) {
      return db
        .select({ currency: currencyRates.currency, month: currencyRates.month, rate: currencyRates.rate })
        .from(currencyRates)
        .where(eq(currencyRates.userId, userId))
        .orderBy(desc(currencyRates.month), currencyRates.currency);
    },
    async saveRate(userId: number, currency: string, month: string, rate: string) {
      await db
        .insert(currencyRates)
        .values({ userId, currency, month, rate })
        .onConflictDoUpdate({
          target: [currencyRates.userId, currencyRates.currency, currencyRates.month],
          set: { rate },
        });
    },
    async deleteRate(userId: number, currency: string, month: string): Promise<boolean> {
      const rows = await db
        .delete(currencyRates)
        .where(
          and(eq(currencyRates.userId, userId), eq(currencyRates.currency, currency), eq(currencyRates.month, month)),
        )
        .returning({ month: currencyRates.month });
      return rows.length > 0;
    },

    async insertExpense(values: typeof expenses.$inferInsert): Promise<ExpenseRow> {
      const [row] = await db.insert(expenses).values(values).returning();
      return row;
    },
    async listExpenses(userId: number, from: Date | undefined, to: Date | undefined, limit: number) {
      return db
        .select()
        .from(expenses)
        .where(
          and(
            eq(expenses.userId, userId),
            from ? gte(expenses.spentOn, from) : undefined,
            to ? lt(expenses.spentOn, to) : undefined,
          ),
        )
        .orderBy(desc(expenses.spentOn), desc(expenses.id))
        .limit(limit);
    },
    async deleteExpense(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(expenses)
        .where(and(eq(expenses.id, id), eq(expenses.userId, userId)))
        .returning({ id: expenses.id });
      return rows.length > 0;
    },

    async targets(userId: number) {
      return db.select().from(financeTargets).where(eq(financeTargets.userId, userId)).orderBy(financeTargets.month);
    },
  };
}
export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
