/**
 * Amounts for people in any ISO 4217 currency, from the API's exact decimal strings
 * (docs/product-rules.md#money-is-exact): the digits are never rounded through a float.
 */
import { parseCents } from "@shared/domain/money";

const symbols = new Map<string, string>();

/** The currency's sign as English readers see it ("$", "€", "CA$"), or its code when the browser knows none. */
function symbolOf(currency: string): string {
  let symbol = symbols.get(currency);
  if (symbol === undefined) {
    try {
      symbol =
        new Intl.NumberFormat("en-US", { style: "currency", currency })
          .formatToParts(0)
          .find((p) => p.type === "currency")?.value ?? `${currency} `;
    } catch {
      symbol = `${currency} `;
    }
    if (/^[A-Z]{3}$/.test(symbol)) symbol = `${symbol} `;
    symbols.set(currency, symbol);
  }
  return symbol;
}

/** Cents (an integer) as "$1,234.50" or "-€3.00". */
export function formatCents(cents: number, currency: string): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}${symbolOf(currency)}${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/** A decimal string ("-12.30") as money; text that is not an amount is shown as it came. */
export function formatMoney(decimal: string, currency: string): string {
  const cents = parseCents(decimal);
  return cents === null ? decimal : formatCents(cents, currency);
}

/** Cents of a decimal string, 0 for anything that is not one. */
export const centsOf = (decimal: string) => parseCents(decimal) ?? 0;
