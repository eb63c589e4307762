/**
 * The profit-and-loss formulas, once for both sides (docs/product-rules.md#money-is-exact,
 * docs/guide/profit-and-loss.md, docs/decisions/1011-profit-and-loss-in-sql.md). Amounts are integer cents as
 * `bigint`, so no sum of any size drifts:
 *
 *   netSales  = grossSales − discounts − refunds
 *   netProfit = netSales + shipping − cogs − fees − expenses
 *   margin    = netProfit / netSales (as a percentage with one place; none without positive net sales)
 */

/** The amounts of one row of the profit-and-loss, in cents of the home currency. */
export type PnlAmounts = {
  orders: number;
  units: number;
  grossSales: bigint;
  discounts: bigint;
  refunds: bigint;
  shipping: bigint;
  cogs: bigint;
  fees: bigint;
  expenses: bigint;
};

export type PnlFigureStrings = {
  orders: number;
  units: number;
  grossSales: string;
  discounts: string;
  refunds: string;
  netSales: string;
  shipping: string;
  cogs: string;
  fees: string;
  expenses: string;
  netProfit: string;
  margin: string | null;
};

export const ZERO_AMOUNTS: PnlAmounts = {
  orders: 0,
  units: 0,
  grossSales: 0n,
  discounts: 0n,
  refunds: 0n,
  shipping: 0n,
  cogs: 0n,
  fees: 0n,
  expenses: 0n,
};

/** "1234.50" or "-0.07" from cents. */
export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** Cents from a decimal string with at most two places ("12.5", "-0.07", "3"); throws on anything else. */
export function textCents(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? "0").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** a / b rounded half away from zero, for bigints (b ≠ 0). */
export function divRoundBig(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const q = (2n * x + y) / (2n * y);
  return negative ? -q : q;
}

export const netSalesCents = (a: PnlAmounts): bigint => a.grossSales - a.discounts - a.refunds;
export const netProfitCents = (a: PnlAmounts): bigint => netSalesCents(a) + a.shipping - a.cogs - a.fees - a.expenses;

/**
 * Net profit as a percentage of net sales, one place ("23.4"); null when net sales are not positive (no sales,
 * or only refunds: a share of nothing or of a loss of sales means nothing).
 */
export function marginText(a: PnlAmounts): string | null {
  const net = netSalesCents(a);
  if (net <= 0n) return null;
  const tenths = divRoundBig(netProfitCents(a) * 1000n, net);
  const negative = tenths < 0n;
  const abs = negative ? -tenths : tenths;
  return `${negative ? "-" : ""}${abs / 10n}.${abs % 10n}`;
}

/** The figures of a row: its amounts, net sales, net profit and margin, money as two-place strings. */
export function pnlFigures(a: PnlAmounts): PnlFigureStrings {
  return {
    orders: a.orders,
    units: a.units,
    grossSales: centsText(a.grossSales),
    discounts: centsText(a.discounts),
    refunds: centsText(a.refunds),
    netSales: centsText(netSalesCents(a)),
    shipping: centsText(a.shipping),
    cogs: centsText(a.cogs),
    fees: centsText(a.fees),
    expenses: centsText(a.expenses),
    netProfit: centsText(netProfitCents(a)),
    margin: marginText(a),
  };
}

/** The sum of rows: the totals are the rows added up, so the table always adds up. */
export function addAmounts(rows: readonly PnlAmounts[]): PnlAmounts {
  return rows.reduce<PnlAmounts>(
    (t, r) => ({
      orders: t.orders + r.orders,
      units: t.units + r.units,
      grossSales: t.grossSales + r.grossSales,
      discounts: t.discounts + r.discounts,
      refunds: t.refunds + r.refunds,
      shipping: t.shipping + r.shipping,
      cogs: t.cogs + r.cogs,
      fees: t.fees + r.fees,
      expenses: t.expenses + r.expenses,
    }),
    ZERO_AMOUNTS,
  );
}

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Profit per hour worked: hours = hours per week × the period's weeks (days / 7); net profit / hours, in cents.
 * Null without hours (none logged, or zero).
 */
export function profitPerHour(
  netProfit: bigint,
  hoursPerWeek: string | null,
  days: number,
): { hours: string; profitPerHour: string } | null {
  if (hoursPerWeek === null) return null;
  // Hours per week have at most one place: tenths of an hour × days / 7.
  const tenthsPerWeek = textCents(hoursPerWeek) / 10n;
  const tenthsTimesSeven = tenthsPerWeek * BigInt(days); // hours × 70
  if (tenthsTimesSeven <= 0n) return null;
  const hundredthsOfHours = divRoundBig(tenthsTimesSeven * 10n, 7n);
  return {
    hours: centsText(hundredthsOfHours),
    profitPerHour: centsText(divRoundBig(netProfit * 70n, tenthsTimesSeven)),
  };
}
