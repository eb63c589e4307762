/**
 * The profit-and-loss, rates, settings, expenses and targets queries. The P&L is summed by the database in two
 * statements, one over the orders (whole months from their rollups, docs/decisions/1030-order-rollups.md), one over
 * the expenses (docs/decisions/1011-profit-and-loss-in-sql.md):
 * each row's amounts in the home currency are rounded to cents once, and the service adds the rows up.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import {
  businessPlans,
  currencyRates,
  expenses,
  financeSettings,
  financeTargets,
  users,
  type ExpenseRow,
} from "../../../shared/schema";
import type { PnlGroup } from "../../../shared/contracts/finance";
import type pg from "pg";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { linkConvertibleCosts } from "../imports";
import { homeCurrency, withHomeRate } from "../../orders/home-orders";
import { ORDER_MONTH, periodParts, productRows } from "../../orders/rollup";

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

/** A key with nothing in it: zero orders and every amount 0.00. */
export const emptyPnlRow = (key: string): PnlDbRow => ({
  key,
  label: "",
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
export type PnlDbResult = {
  rows: PnlDbRow[];
  /** Lines of goods without a known cost, counted in the period's figures. */
  missingCostLines: number;
  /** Orders left out for want of a rate. */
  missingRateOrders: number;
  /** The currencies and months ("CUR YYYY-MM") without a rate, with the expenses left out for each. */
  missingRates: { what: string; orders: number; expenses: number }[];
  /**
   * Statement rows pending in another currency than their order of the period, without the rates to convert them
   * (docs/decisions/1057-statement-rows-in-another-currency.md): per row currency, the order's month and currency.
   */
  unconvertedCosts: { currency: string; month: string; orderCurrency: string; rows: number }[];
  cancelledOrders: number;
  /**
   * Orders of the sample files in the period (docs/decisions/1040-sample-data-marked.md), counted in the expenses'
   * statement by the imports' index (the few imports marked sample), so the P&L's statements stay two.
   */
  sampleOrders: number;
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
      const { inMonths, inDays } = periodParts(from, to);
      // Expenses: whole months from their month rollup, the days at the ends from the expenses
      // (docs/decisions/1055-expense-and-new-customer-months.md).
      const expensesIn = periodParts(from, to, "e.spent_on");
      const expenseKey = (month: SQL, source: SQL) =>
        groupBy === "month"
          ? month
          : groupBy === "source"
            ? sql`coalesce(${source}, ${sql.raw(`'${EXPENSES_KEY}'`)})`
            : sql.raw(`'${EXPENSES_KEY}'`);
      /** A group's key as text: months formatted once per group. */
      const keyText = groupBy === "month" ? sql`to_char(key, 'YYYY-MM')` : sql`key`;
      const level = sql.raw(`'${ORDER_LEVEL_KEY}'`);
      const [rolledKey, orderKey] =
        groupBy === "month"
          ? [sql`t.month`, ORDER_MONTH]
          : groupBy === "source"
            ? [sql`t.source`, sql`o.source`]
            : [level, level];
      const inGroups = sql`not cancelled and rate is not null`;
      // The orders per key, month, currency and cancelled: whole months from the month rollup, the days at the ends
      // from the orders' line totals (docs/decisions/1014-order-line-totals.md); each group then multiplied by its
      // rate (looked up once per group, not per order).
      const orderGroups = sql`
          g as (
            select key, m, currency, cancelled, sum(n) as n, sum(units) as units, sum(goods) as goods,
                   sum(cogs) as cogs, sum(missing) as missing, sum(discounts) as discounts, sum(refunds) as refunds,
                   sum(shipping) as shipping, sum(fees) as fees
            from (
              select ${rolledKey} as key, t.month as m, t.currency, t.cancelled, t.orders as n, t.units, t.goods,
                     t.known_cost as cogs, t.unvalued_lines as missing, t.discounts, t.refunds, t.shipping, t.fees
              from order_month_totals t
              where t.user_id = ${userId} and ${inMonths}
              union all
              select ${orderKey}, ${ORDER_MONTH}, o.currency, o.cancelled, count(*), sum(o.units), sum(o.goods),
                     sum(o.known_cost), sum(o.unvalued_lines), sum(o.discounts), sum(o.refunds), sum(o.shipping),
                     sum(o.fees)
              from orders o
              where o.user_id = ${userId} and ${inDays}
              group by 1, 2, 3, 4
            ) u
            group by 1, 2, 3, 4
          ), r as materialized (${withHomeRate(userId, "g")})`;
      // By product: the lines of uncancelled orders per product, month and currency, from the product rollup and,
      // for the days at the ends, the lines themselves.
      const productGroups = sql`
          p as (
            select key, m, currency, min(label) as label, sum(lines) as lines, sum(units) as units,
                   sum(goods) as goods, sum(cogs) as cogs, sum(missing) as missing
            from (
              select t.product as key, t.month as m, t.currency, t.label, t.lines, t.units, t.goods,
                     t.known_cost as cogs, t.unvalued_lines as missing
              from order_product_totals t
              where t.user_id = ${userId} and ${inMonths}
              union all
              select product, month, currency, label, lines, units, goods, known_cost, unvalued_lines
              from (${productRows(sql`o.user_id = ${userId} and ${inDays}`)}) d
            ) u
            group by 1, 2, 3
          ), pr as materialized (${withHomeRate(userId, "p")})`;
      const lineRows =
        groupBy === "product"
          ? sql`
          select 'lines' as kind, key, min(label) as label, ${count(sql`sum(lines)`)} as orders, ${count(sql`sum(units)`)} as units,
                 ${money(sql`sum(goods * rate)`)} as gross, '0.00' as discounts, '0.00' as refunds, '0.00' as shipping,
                 ${money(sql`sum(cogs * rate)`)} as cogs, '0.00' as fees, ${count(sql`sum(missing)`)} as missing,
                 0::float8 as cancelled, 0::float8 as rate_orders
          from pr where rate is not null
          group by key`
          : sql`
          select 'lines' as kind, ${keyText} as key, '' as label, ${count(sql`sum(n)`)} as orders, ${count(sql`sum(units)`)} as units,
                 ${money(sql`sum(goods * rate)`)} as gross, '0.00' as discounts, '0.00' as refunds, '0.00' as shipping,
                 ${money(sql`sum(cogs * rate)`)} as cogs, '0.00' as fees, ${count(sql`sum(missing)`)} as missing,
                 0::float8 as cancelled, 0::float8 as rate_orders
          from r where ${inGroups}
          group by key`;
      const ordersStatement = sql`
          with ${orderGroups}${groupBy === "product" ? sql`, ${productGroups}` : sql``}
          ${lineRows}
          union all
          select 'orders', ${keyText}, '', ${count(sql`sum(n) filter (where ${inGroups})`)}, 0::float8, '0.00',
                 ${money(sql`sum(discounts * rate) filter (where ${inGroups})`)}, ${money(sql`sum(refunds * rate) filter (where ${inGroups})`)},
                 ${money(sql`sum(shipping * rate) filter (where ${inGroups})`)}, '0.00',
                 ${money(sql`sum(fees * rate) filter (where ${inGroups})`)}, 0::float8,
                 ${count(sql`sum(n) filter (where cancelled)`)}, ${count(sql`sum(n) filter (where not cancelled and rate is null)`)}
          from r
          group by key
          union all
          select 'rate', currency || ' ' || to_char(m, 'YYYY-MM'), '', 0, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0, 0
          from r where not cancelled and rate is null
          group by currency, m
          union all
          select 'home', ${homeCurrency(userId)}, '', 0, 0, '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', 0, 0, 0`;
      // One transaction with room to hash a year of lines in memory (the default 4 MB spills to disk).
      const [ordersResult, expensesResult] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local work_mem = '64MB'`);
        const ordersResult = await tx.execute<Record<string, unknown>>(ordersStatement);
        const expensesResult = await tx.execute<{ kind: string; key: string; amount: string; n: number }>(sql`
          with eg as (
            select key, currency, m, sum(n) as n, sum(amount) as amount from (
              select ${expenseKey(sql`to_char(t.month, 'YYYY-MM')`, sql`nullif(t.source, '')`)} as key, t.currency,
                     t.month as m, t.expenses as n, t.amount
              from expense_month_totals t
              where t.user_id = ${userId} and ${expensesIn.inMonths}
              union all
              select ${expenseKey(sql`to_char(e.spent_on at time zone 'UTC', 'YYYY-MM')`, sql`e.source`)}, e.currency,
                     date_trunc('month', e.spent_on at time zone 'UTC')::date, count(*), sum(e.amount)
              from expenses e
              where e.user_id = ${userId} and ${expensesIn.inDays}
              group by 1, 2, 3
            ) u
            group by 1, 2, 3
          ),
          e as (${withHomeRate(userId, "eg")})
          select 'row' as kind, key, ${money(sql`sum(amount * rate)`)} as amount, sum(n)::float8 as n
          from e where rate is not null group by key
          union all
          select 'missing_rate', currency || ' ' || to_char(m, 'YYYY-MM'), '0.00', sum(n)::float8
          from e where rate is null group by currency, m
          union all
          select 'unconverted', c.currency || ' ' || to_char(o.ordered_at at time zone 'UTC', 'YYYY-MM') || ' ' || o.currency,
                 '0.00', count(*)::float8
          from statement_costs c
          join orders o on o.user_id = c.user_id and o.source = c.source and o.external_id = c.order_external_id
          where c.user_id = ${userId} and c.order_id is null and c.currency <> o.currency
            and o.ordered_at >= ${from.toISOString()}::timestamptz and o.ordered_at < ${to.toISOString()}::timestamptz
          group by 2
          union all
          select 'samples', '', '0.00', count(*)::float8 from orders
          where import_id in (select id from imports where user_id = ${userId} and sample)
            and ordered_at >= ${from.toISOString()}::timestamptz and ordered_at < ${to.toISOString()}::timestamptz`);
        return [ordersResult, expensesResult] as const;
      });

      const byKey = new Map<string, PnlDbRow>();
      const rowOf = (key: string): PnlDbRow => {
        const row = byKey.get(key) ?? emptyPnlRow(key);
        byKey.set(key, row);
        return row;
      };
      const missing = new Map<string, { what: string; orders: number; expenses: number }>();
      const missingOf = (what: string) => {
        const m = missing.get(what) ?? { what, orders: 0, expenses: 0 };
        missing.set(what, m);
        return m;
      };
      let missingCostLines = 0;
      let cancelledOrders = 0;
      let orderCount = 0;
      let rateOrders = 0;
      let home = "USD";
      for (const r of ordersResult.rows) {
        const key = String(r.key);
        if (r.kind === "home") home = key;
        else if (r.kind === "lines") {
          Object.assign(rowOf(key), {
            label: String(r.label),
            // By product, a product's orders are the lines that sold it (an order lists a product once).
            ...(groupBy === "product" ? { orders: Number(r.orders) } : {}),
            units: Number(r.units),
            grossSales: String(r.gross),
            cogs: String(r.cogs),
          });
          missingCostLines += Number(r.missing);
        } else if (r.kind === "rate") missingOf(key);
        else {
          cancelledOrders += Number(r.cancelled);
          rateOrders += Number(r.rate_orders);
          const orders = Number(r.orders);
          orderCount += orders;
          // A key with only left-out orders (cancelled, or without a rate) has no row.
          if (orders === 0) continue;
          Object.assign(rowOf(key), {
            orders: groupBy === "product" ? 0 : orders,
            discounts: String(r.discounts),
            refunds: String(r.refunds),
            shipping: String(r.shipping),
            fees: String(r.fees),
          });
        }
      }
      if (groupBy === "product") {
        const level = byKey.get(ORDER_LEVEL_KEY);
        if (level && [level.discounts, level.refunds, level.shipping, level.fees].every((v) => v === "0.00"))
          byKey.delete(ORDER_LEVEL_KEY);
      }
      let sampleOrders = 0;
      const unconvertedCosts: PnlDbResult["unconvertedCosts"] = [];
      for (const r of expensesResult.rows) {
        if (r.kind === "missing_rate") missingOf(r.key).expenses += Number(r.n);
        else if (r.kind === "unconverted") {
          const [currency, month, orderCurrency] = r.key.split(" ");
          unconvertedCosts.push({ currency, month, orderCurrency, rows: Number(r.n) });
        } else if (r.kind === "samples") sampleOrders = Number(r.n);
        else rowOf(r.key).expenses = r.amount;
      }
      return {
        rows: [...byKey.values()],
        missingCostLines,
        missingRateOrders: rateOrders,
        missingRates: [...missing.values()].sort((a, b) => a.what.localeCompare(b.what)),
        unconvertedCosts: unconvertedCosts.sort(
          (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
        ),
        cancelledOrders,
        sampleOrders,
        orderCount,
        homeCurrency: home,
      };
    },

    /**
     * The person's P&L settings, and the currency of their business profile (the home currency until they set one),
     * in one statement: the mentor reads these with its other small sources.
     */
    async settings(userId: number): Promise<{
      row: { homeCurrency: string; hoursPerWeek: string | null; hourlyWage: string | null } | undefined;
      profileCurrency: string | undefined;
    }> {
      const [found] = await db
        .select({
          homeCurrency: financeSettings.homeCurrency,
          hoursPerWeek: financeSettings.hoursPerWeek,
          hourlyWage: financeSettings.hourlyWage,
          profileCurrency: sql<
            string | null
          >`(select p.currency from business_profiles p where p.user_id = ${users.id})`,
        })
        .from(users)
        .leftJoin(financeSettings, eq(financeSettings.userId, users.id))
        .where(eq(users.id, userId));
      return {
        row: found?.homeCurrency
          ? { homeCurrency: found.homeCurrency, hoursPerWeek: found.hoursPerWeek, hourlyWage: found.hourlyWage }
          : undefined,
        profileCurrency: found?.profileCurrency ?? undefined,
      };
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
    /**
     * Saves a rate, and links the person's statement rows in another currency than their order that it makes
     * convertible (docs/decisions/1057-statement-rows-in-another-currency.md), in one transaction.
     */
    async saveRate(userId: number, currency: string, month: string, rate: string) {
      const pool = (db as Db & { $client: pg.Pool }).$client;
      await inTransaction(pool, async (client) => {
        await client.query(
          `insert into currency_rates (user_id, currency, month, rate) values ($1, $2, $3, $4)
           on conflict (user_id, currency, month) do update set rate = excluded.rate`,
          [userId, currency, month, rate],
        );
        await linkConvertibleCosts(client, userId);
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

    /** The person's targets for the months of `year`. */
    async targets(userId: number, year: number) {
      return db
        .select()
        .from(financeTargets)
        .where(and(eq(financeTargets.userId, userId), sql`${financeTargets.month} like ${`${year}-%`}`))
        .orderBy(financeTargets.month);
    },
    async saveTargets(userId: number, rows: { month: string; revenue: string | null; profit: string | null }[]) {
      if (!rows.length) return;
      await db
        .insert(financeTargets)
        .values(rows.map((r) => ({ userId, ...r })))
        .onConflictDoUpdate({
          target: [financeTargets.userId, financeTargets.month],
          set: { revenue: sql`excluded.revenue`, profit: sql`excluded.profit` },
        });
    },
    async deleteTarget(userId: number, month: string) {
      await db.delete(financeTargets).where(and(eq(financeTargets.userId, userId), eq(financeTargets.month, month)));
    },
    async planProjections(userId: number, planId: number): Promise<unknown> {
      const [row] = await db
        .select({ projections: businessPlans.revenueProjections })
        .from(businessPlans)
        .where(and(eq(businessPlans.id, planId), eq(businessPlans.userId, userId)));
      return row?.projections;
    },
  };
}
export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
