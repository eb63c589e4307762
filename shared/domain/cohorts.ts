/**
 * Cohorts by first-order month (docs/guide/profit-and-loss.md#customers-and-cohorts): from the customers who
 * bought in each (first month, month) cell, each cohort's size, the share of it who bought again in each later
 * month, and its net sales per customer; the repeat-purchase rate. Shares with one place ("12.5").
 */
import { centsText, divRoundBig, textCents } from "./pnl";

export type CohortCell = { first: string; month: string; customers: number; revenue: string };
export type CohortInput = {
  currency: string;
  customers: number;
  repeatCustomers: number;
  ordersWithoutCustomer: number;
  cells: CohortCell[];
};

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;

/** n / d as a percentage with one place; null when d is 0. */
export function share(n: number, d: number): string | null {
  if (d === 0) return null;
  const tenths = divRoundBig(BigInt(n) * 1000n, BigInt(d));
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** The cohorts whose first month is one of the `months` months up to `now`'s, oldest first. */
export function cohortsOf(input: CohortInput, months: number, now: Date) {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const firstShown = current - months + 1;
  const byFirst = new Map<string, CohortCell[]>();
  for (const c of input.cells) {
    if (monthIndex(c.first) < firstShown) continue;
    byFirst.set(c.first, [...(byFirst.get(c.first) ?? []), c]);
  }
  const cohorts = [...byFirst.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([first, cells]) => {
      const size = cells.find((c) => c.month === first)?.customers ?? 0;
      const revenue = cells.reduce((s, c) => s + textCents(c.revenue), 0n);
      const later = new Map(cells.map((c) => [monthIndex(c.month) - monthIndex(first), c.customers]));
      const returning = [];
      for (let offset = 1; monthIndex(first) + offset <= current; offset++)
        returning.push({ offset, share: share(later.get(offset) ?? 0, size) ?? "0.0" });
      return {
        month: first,
        customers: size,
        revenuePerCustomer: centsText(size ? divRoundBig(revenue, BigInt(size)) : 0n),
        returning,
      };
    });
  return {
    currency: input.currency,
    customers: input.customers,
    repeatCustomers: input.repeatCustomers,
    repeatPurchaseRate: share(input.repeatCustomers, input.customers),
    ordersWithoutCustomer: input.ordersWithoutCustomer,
    cohorts,
  };
}
