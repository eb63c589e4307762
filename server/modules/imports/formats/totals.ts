/**
 * The dry run's summary of a parsed file: counts, the dates it covers, and its amounts totalled per currency,
 * never across currencies (docs/product-rules.md#one-table-for-every-sale). Gross sales are Σ quantity × unit
 * price, in integer cents (docs/product-rules.md#money-is-exact).
 */
import type { ImportSummary } from "../../../../shared/contracts/imports";
import { centsToDecimal, parseCents } from "../../../../shared/domain/money";
import type { ParsedOrders } from "./orders";

const FIELDS = ["grossSales", "discounts", "refunds", "shipping", "taxes", "fees", "expenses"] as const;
type Sums = Record<(typeof FIELDS)[number], number>;

const cents = (decimal: string) => parseCents(decimal)!;

/** `rows`: the data rows read (the header and any lines above it not counted). */
export function summariseImport(
  parsed: Pick<ParsedOrders, "orders" | "expenses"> & Partial<Pick<ParsedOrders, "costs">>,
  rows: number,
): ImportSummary {
  const sums = new Map<string, Sums>();
  const of = (currency: string) => {
    let s = sums.get(currency);
    if (!s) {
      s = { grossSales: 0, discounts: 0, refunds: 0, shipping: 0, taxes: 0, fees: 0, expenses: 0 };
      sums.set(currency, s);
    }
    return s;
  };
  let lines = 0;
  const dates: string[] = [];
  for (const order of parsed.orders) {
    const s = of(order.currency);
    for (const line of order.lines) s.grossSales += line.quantity * cents(line.unitPrice);
    s.discounts += cents(order.discounts);
    s.refunds += cents(order.refunds);
    s.shipping += cents(order.shipping);
    s.taxes += cents(order.taxes);
    s.fees += cents(order.fees);
    lines += order.lines.length;
    dates.push(order.date);
  }
  // A statement's fees and refunds of orders count with the orders' (docs/decisions/1050-statement-costs-beside-orders.md).
  const costs = parsed.costs ?? [];
  for (const cost of costs) {
    const s = of(cost.currency);
    s.fees += cents(cost.fees);
    s.refunds += cents(cost.refunds);
    dates.push(cost.date);
  }
  for (const expense of parsed.expenses) {
    of(expense.currency).expenses += cents(expense.amount);
    dates.push(expense.date);
  }
  dates.sort();
  const currencies = [...sums.keys()].sort();
  return {
    rows,
    orders: parsed.orders.length,
    lines,
    expenses: parsed.expenses.length,
    costs: costs.length,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    currencies,
    totals: currencies.map((currency) => {
      const s = sums.get(currency)!;
      return {
        currency,
        ...(Object.fromEntries(FIELDS.map((f) => [f, centsToDecimal(s[f])])) as Record<
          (typeof FIELDS)[number],
          string
        >),
      };
    }),
  };
}
