/**
 * A roadmap's amounts in the person's currency (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md):
 * the library's round targets ("the first $1K", "a $50 test campaign") are milestones, written with the person's own
 * currency sign ("the first £1K") rather than converted, since they are targets, not prices.
 */
import { formatMoney, money } from "../../../../shared/domain/currency-money";

/** The sign a currency is written with ("£", "€", "¥"), or its code and a space when it has no narrow sign. */
function signOf(currency: string): string {
  const sign = formatMoney(money(0, currency), { distinct: true }).replace(/[\d.,\s\u00a0]/g, "");
  return sign || `${currency} `;
}

/** Every "$" amount in every text of `value` written in `currency` instead; US dollars leave it as it is. */
export function inCurrency<T>(value: T, currency: string): T {
  if (currency === "USD") return value;
  const sign = signOf(currency);
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(/\$(?=\d)/g, sign);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
