/**
 * The profit-and-loss and its settings (docs/guide/profit-and-loss.md, docs/product-rules.md#one-table-for-every-sale):
 * the database sums each row (finance.repository.ts); the formulas of shared/domain/pnl.ts make the figures, the
 * totals (the rows added up) and the profit per hour; the warnings say what makes the figures incomplete.
 */
import {
  addAmounts,
  centsText,
  daysInPeriod,
  netProfitCents,
  netSalesCents,
  pnlFigures,
  profitPerHour,
  textCents,
  type PnlAmounts,
} from "../../../shared/domain/pnl";
import type { z } from "zod";
import type {
  expenseInputSchema,
  financeSettingsInputSchema,
  PnlQuery,
  PnlResponse,
  PnlWarning,
  rateInputSchema,
  targetInputSchema,
  TargetsResponse,
} from "../../../shared/contracts/finance";
import { businessPlanOutputSchema } from "../../../shared/contracts/business-plans";
import { pnlMetrics } from "../../../shared/domain/pnl-metrics";
import { NotFoundError, ValidationError } from "../../http/errors";
import { adPlatforms, channelGaps, marginWarning } from "./pnl-after-ads";
import { pnlExtras } from "./pnl-extras.repository";
import {
  EXPENSES_KEY,
  ORDER_LEVEL_KEY,
  emptyPnlRow,
  type FinanceRepository,
  type PnlDbRow,
} from "./finance.repository";

/** The longest period a P&L covers: ten years of months. */
export const MAX_PNL_DAYS = 3700;
const SOURCE_LABELS: Record<string, string> = {
  manual: "Typed in",
  shopify: "Shopify",
  etsy: "Etsy",
  amazon: "Amazon",
  stripe: "Stripe",
  csv: "CSV import",
  [EXPENSES_KEY]: "Expenses",
};
const DAY = 86_400_000;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "March 2026" for "2026-03". */
function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** Every 'YYYY-MM' from the month of `from` to the month of `to`. */
function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key >= last) return out;
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}

const amountsOf = (r: PnlDbRow): PnlAmounts => ({
  orders: r.orders,
  units: r.units,
  grossSales: textCents(r.grossSales),
  discounts: textCents(r.discounts),
  refunds: textCents(r.refunds),
  shipping: textCents(r.shipping),
  cogs: textCents(r.cogs),
  fees: textCents(r.fees),
  expenses: textCents(r.expenses),
});

/** A period as the UTC midnights it starts at and ends before; 400 when it is backwards or too long. */
export function periodOf(from: string, to: string): { start: Date; end: Date; days: number } {
  const days = daysInPeriod(from, to);
  if (days < 1)
    throw new ValidationError("To must be on or after From", [{ path: "to", message: "To must be on or after From" }]);
  if (days > MAX_PNL_DAYS)
    throw new ValidationError("The period can be at most ten years", [
      { path: "from", message: "The period can be at most ten years" },
    ]);
  const start = new Date(`${from}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + days * DAY), days };
}

export function createFinanceService(repo: FinanceRepository) {
  const settings = async (userId: number) => {
    const { row, profileCurrency } = await repo.settings(userId);
    return {
      // Until the person sets one, the P&L starts in their business profile's currency (docs/decisions/1470-business-profile-and-money-in-its-currency.md).
      homeCurrency: row?.homeCurrency ?? profileCurrency ?? "USD",
      hoursPerWeek: row?.hoursPerWeek ?? null,
      hourlyWage: row?.hourlyWage ?? null,
    };
  };

  return {
    settings,

    async saveSettings(userId: number, input: z.output<typeof financeSettingsInputSchema>) {
      const current = await settings(userId);
      const row = await repo.saveSettings(userId, {
        homeCurrency: input.homeCurrency,
        hoursPerWeek: input.hoursPerWeek === undefined ? current.hoursPerWeek : input.hoursPerWeek,
        hourlyWage: input.hourlyWage === undefined ? current.hourlyWage : input.hourlyWage,
      });
      return { homeCurrency: row.homeCurrency, hoursPerWeek: row.hoursPerWeek, hourlyWage: row.hourlyWage };
    },

    async rates(userId: number) {
      const [{ homeCurrency }, rates] = await Promise.all([settings(userId), repo.rates(userId)]);
      return { homeCurrency, rates };
    },

    async saveRate(userId: number, input: z.output<typeof rateInputSchema>) {
      const { homeCurrency } = await settings(userId);
      if (input.currency === homeCurrency) {
        const message = `${homeCurrency} is your home currency: its rate is always 1.`;
        throw new ValidationError(message, [{ path: "currency", message }]);
      }
      await repo.saveRate(userId, input.currency, input.month, input.rate);
      return this.rates(userId);
    },

    async deleteRate(userId: number, currency: string, month: string) {
      if (!(await repo.deleteRate(userId, currency, month))) throw new NotFoundError("Rate not found");
    },

    async addExpense(userId: number, input: z.output<typeof expenseInputSchema>) {
      return repo.insertExpense({
        userId,
        spentOn: new Date(`${input.date}T00:00:00Z`),
        category: input.category,
        amount: input.amount,
        currency: input.currency,
        note: input.note,
      });
    },
    listExpenses: (userId: number, from?: string, to?: string) => {
      const start = from ? new Date(`${from}T00:00:00Z`) : undefined;
      const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + DAY) : undefined;
      return repo.listExpenses(userId, start, end, 1000);
    },
    async deleteExpense(userId: number, id: number) {
      if (!(await repo.deleteExpense(userId, id))) throw new NotFoundError("Expense not found");
    },

    /** GET /api/finance/targets (Pro): each month of `year`, its targets and its actual net sales and net profit. */
    async targets(userId: number, year: number): Promise<TargetsResponse> {
      const [pnl, targets] = await Promise.all([
        this.pnl(userId, { from: `${year}-01-01`, to: `${year}-12-31`, groupBy: "month" }),
        repo.targets(userId, year),
      ]);
      const byMonth = new Map(targets.map((t) => [t.month, t]));
      return {
        currency: pnl.currency,
        year,
        months: pnl.rows.map((r) => ({
          month: r.key,
          revenueTarget: byMonth.get(r.key)?.revenue ?? null,
          profitTarget: byMonth.get(r.key)?.profit ?? null,
          revenue: r.netSales,
          profit: r.netProfit,
        })),
        warnings: pnl.warnings,
      };
    },

    /** PUT /api/finance/targets (Pro): a month's typed targets; both cleared removes the month. */
    async saveTarget(userId: number, input: z.output<typeof targetInputSchema>) {
      const current = (await repo.targets(userId, Number(input.month.slice(0, 4)))).find(
        (t) => t.month === input.month,
      );
      const revenue = input.revenue === undefined ? (current?.revenue ?? null) : input.revenue;
      const profit = input.profit === undefined ? (current?.profit ?? null) : input.profit;
      if (revenue === null && profit === null) await repo.deleteTarget(userId, input.month);
      else await repo.saveTargets(userId, [{ month: input.month, revenue, profit }]);
      return this.targets(userId, Number(input.month.slice(0, 4)));
    },

    /**
     * POST /api/finance/targets/from-plan (Pro): a saved business plan's monthly projections become the targets of
     * the months from `startMonth` on (its month 1 there), replacing typed ones. Answers the start month's year.
     */
    async targetsFromPlan(userId: number, planId: number, startMonth: string) {
      const projections = await repo.planProjections(userId, planId);
      if (projections === undefined) throw new NotFoundError("Business plan not found");
      const parsed = businessPlanOutputSchema.shape.revenueProjections.safeParse(projections);
      if (!parsed.success) {
        const message = "This business plan has no monthly projections to take targets from.";
        throw new ValidationError(message, [{ path: "planId", message }]);
      }
      const start = Number(startMonth.slice(0, 4)) * 12 + Number(startMonth.slice(5, 7)) - 1;
      const cents = (n: number) => {
        const c = Math.round(n * 100);
        return `${c < 0 ? "-" : ""}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, "0")}`;
      };
      await repo.saveTargets(
        userId,
        parsed.data.monthly.map((m) => {
          const i = start + m.month - 1;
          return {
            month: `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`,
            revenue: cents(m.revenue),
            profit: cents(m.profit),
          };
        }),
      );
      return this.targets(userId, Number(startMonth.slice(0, 4)));
    },

    /** GET /api/finance/pnl: the period's rows, their totals, the warnings and the profit per hour. */
    async pnl(userId: number, query: PnlQuery): Promise<PnlResponse> {
      const { start, end, days } = periodOf(query.from, query.to);
      const [db, mine, extras] = await Promise.all([
        repo.pnl(userId, start, end, query.groupBy),
        settings(userId),
        pnlExtras(repo.db, userId, start, end, query.groupBy),
      ]);
      const samples = db.sampleOrders;

      let rows = db.rows;
      if (query.groupBy === "month") {
        const have = new Map(rows.map((r) => [r.key, r]));
        rows = monthsOf(query.from, query.to).map((m) => have.get(m) ?? emptyPnlRow(m));
      } else {
        const last = (k: string) => (k === ORDER_LEVEL_KEY ? 1 : k === EXPENSES_KEY ? 2 : 0);
        rows = [...rows].sort(
          (a, b) =>
            last(a.key) - last(b.key) ||
            Number(textCents(b.grossSales) - textCents(a.grossSales)) ||
            a.label.localeCompare(b.label),
        );
      }
      const label = (r: PnlDbRow) =>
        query.groupBy === "month"
          ? monthLabel(r.key)
          : query.groupBy === "source"
            ? (SOURCE_LABELS[r.key] ?? r.key)
            : r.key === ORDER_LEVEL_KEY
              ? "Order discounts, refunds, shipping and fees"
              : r.key === EXPENSES_KEY
                ? "Expenses"
                : r.label;
      // Estimated fees join the row's fees (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md).
      const amounts = rows.map((r) => {
        const a = amountsOf(r);
        return { ...a, fees: a.fees + textCents(extras.estimatedFees.get(r.key) ?? "0") };
      });
      const totals = { ...addAmounts(amounts), orders: db.orderCount };
      const adCents = rows.map((r) => textCents(extras.adSpend.get(r.key) ?? "0"));
      const adTotal = adCents.reduce((s, c) => s + c, 0n);
      const estimated = (key: string): "fees"[] => (extras.estimatedFees.has(key) ? ["fees"] : []);
      const metricsOf = (a: PnlAmounts, ad: bigint, newCustomers: number) =>
        pnlMetrics({ netSales: netSalesCents(a), netProfit: netProfitCents(a), adSpend: ad, newCustomers });
      const newTotal = [...extras.newCustomers.values()].reduce((s, n) => s + n, 0);

      const warnings: PnlWarning[] = [];
      if (db.missingCostLines > 0)
        warnings.push({
          code: "missing_cost",
          count: db.missingCostLines,
          message: `${plural(db.missingCostLines, "product line")} sold in this period ${db.missingCostLines === 1 ? "has" : "have"} no known cost, so ${db.missingCostLines === 1 ? "its" : "their"} cost of goods is not counted and the net profit is too high. Set the cost of those products (by SKU) in your inventory or import your products' costs.`,
        });
      if (db.missingRates.length) {
        const orders = db.missingRateOrders;
        const expenses = db.missingRates.reduce((s, m) => s + m.expenses, 0);
        const what = [orders ? plural(orders, "order") : "", expenses ? plural(expenses, "expense") : ""]
          .filter(Boolean)
          .join(" and ");
        const list = db.missingRates.map((m) => m.what);
        warnings.push({
          code: "missing_rate",
          count: orders + expenses,
          message: `${what} in a currency without a rate for ${orders + expenses === 1 ? "its" : "their"} month ${orders + expenses === 1 ? "is" : "are"} left out of these figures (${list.join(", ")}). Add the rate of each to ${db.homeCurrency} to count them.`,
          details: list,
        });
      }
      if (db.unconvertedCosts.length) {
        // Statement rows in another currency than their order wait for the rates of both currencies in that month.
        const rows = db.unconvertedCosts.reduce((n, u) => n + u.rows, 0);
        const needed = [
          ...new Set(
            db.unconvertedCosts.flatMap((u) =>
              [u.currency, u.orderCurrency].filter((c) => c !== db.homeCurrency).map((c) => `${c} ${u.month}`),
            ),
          ),
        ].sort();
        const pairs = [...new Set(db.unconvertedCosts.map((u) => `${u.currency} for orders in ${u.orderCurrency}`))];
        warnings.push({
          code: "statement_currency",
          count: rows,
          message: `${plural(rows, "statement row")} in another currency than ${rows === 1 ? "its order" : "their orders"} (${pairs.join(", ")}) ${rows === 1 ? "is" : "are"} not counted yet: add the rate to ${db.homeCurrency} of ${needed.join(", ")} and ${rows === 1 ? "it is" : "they are"} converted and added to ${rows === 1 ? "its order" : "their orders"}.`,
          details: needed,
        });
      }
      if (db.cancelledOrders > 0)
        warnings.push({
          code: "cancelled_left_out",
          count: db.cancelledOrders,
          message: `${plural(db.cancelledOrders, "cancelled order")} ${db.cancelledOrders === 1 ? "is" : "are"} left out.`,
        });
      warnings.push(...channelGaps(extras, db.homeCurrency, query.from, query.to));
      const margin = marginWarning(
        rows.map((r, i) => ({ label: label(r), amounts: amounts[i] })),
        totals,
        db.missingCostLines,
        db.homeCurrency,
      );
      if (margin) warnings.push(margin);
      if (samples > 0)
        warnings.push({
          code: "sample_data",
          count: samples,
          message: `These figures include ${plural(samples, "order")} from the sample files, not your own sales. Remove the sample data on the Imports page to see only yours.`,
        });

      const hours = profitPerHour(netProfitCents(totals), mine.hoursPerWeek, days);
      return {
        currency: db.homeCurrency,
        from: query.from,
        to: query.to,
        groupBy: query.groupBy,
        rows: rows.map((r, i) => ({
          key: r.key,
          label: label(r),
          ...pnlFigures(amounts[i]),
          adSpend: centsText(adCents[i]),
          estimated: estimated(r.key),
          metrics:
            query.groupBy === "month" ? metricsOf(amounts[i], adCents[i], extras.newCustomers.get(r.key) ?? 0) : null,
        })),
        totals: {
          ...pnlFigures(totals),
          adSpend: centsText(adTotal),
          estimated: extras.estimatedFees.size ? ["fees"] : [],
        },
        metrics: metricsOf(totals, adTotal, newTotal),
        adPlatforms: adPlatforms(extras),
        warnings,
        perHour:
          hours && mine.hoursPerWeek !== null
            ? { hoursPerWeek: mine.hoursPerWeek, ...hours, hourlyWage: mine.hourlyWage }
            : null,
      };
    },
  };
}
