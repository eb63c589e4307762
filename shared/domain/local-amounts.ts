/**
 * The catalogue's US-dollar amounts as a person who pays in another currency reads them
 * (docs/decisions/1492-catalogue-dollars-read-in-the-persons-currency.md): each amount or range keeps its dollars,
 * marked US$, and gets a rough figure in the person's currency at the fixed reference rate beside it, marked "~":
 * "$80 - $300" → "US$80 - $300 (~£62 - £230)". Market sizes ("$4.4T", "$3.1B", "$40 million") are sourced figures in
 * their source's currency and are left as they are; so is every amount for US dollars, for no currency, or for a
 * currency without a reference rate. Applying it twice changes nothing.
 */
import { BAND_REFERENCE_USD } from "./currencies";
import { formatMoney, money } from "./currency-money";

/** An amount: digits (thousands grouped by commas, never a trailing comma), decimals, and an optional K. */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:(\.\d+))?([Kk](?![A-Za-z]))?`;
/** What makes an amount a market size rather than a price or a cost. */
const SIZE = String.raw`(?!\d|[.,]\d|[Kk](?![A-Za-z])|\s?(?:[BMTbmt](?![a-z])|bn(?![a-z])|billion|million|trillion))`;
/**
 * "$80", "$80 - $300", "$80-300", "$600-3K", "$18–40", "$1,100 to $5,200"; not one already read ("US$80 ... (~").
 * The lookbehind keeps "US$", "A$" and "CA$" amounts, which already say their currency, out.
 */
const DOLLARS = new RegExp(
  String.raw`(?<!(?:^|[^A-Za-z0-9])[A-Za-z]{1,3})\$${AMOUNT}${SIZE}(?:(\s*(?:-|–|to)\s*)\$?${AMOUNT}${SIZE})?(?!\s\(~|,\s~)`,
  "g",
);

const value = (digits: string, decimals: string | undefined, k: string | undefined) =>
  Number(`${digits.replace(/,/g, "")}${decimals ?? ""}`) * (k ? 1000 : 1);

/** Whole units, two significant figures from 100 up: £62, £230, £1,700; 0 stays 0. */
function rough(amount: number): number {
  if (amount < 100) return Math.round(amount);
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

/** The text with every catalogue dollar amount marked US$ and read in `currency` beside it. */
export function withLocalAmounts(text: string, currency: string | null | undefined): string {
  const usdPerUnit = currency && currency !== "USD" ? BAND_REFERENCE_USD[currency] : undefined;
  if (!usdPerUnit || !text.includes("$")) return text;
  const local = (usd: number) =>
    formatMoney(money(rough(usd / usdPerUnit) * 100, currency!), { whole: "when-round", distinct: true });
  return text.replace(
    DOLLARS,
    (
      whole: string,
      a: string,
      aDecimals: string | undefined,
      ak: string | undefined,
      _to: string | undefined,
      b: string | undefined,
      bDecimals: string | undefined,
      bk: string | undefined,
      at: number,
    ) => {
      const from = value(a, aDecimals, ak);
      const here = b === undefined ? local(from) : `${local(from)} - ${local(value(b, bDecimals, bk))}`;
      // Inside brackets already ("(US$200-400)"), the local figure follows a comma rather than opening a second pair.
      return text[at + whole.length] === ")" ? `US${whole}, ~${here}` : `US${whole} (~${here})`;
    },
  );
}

/** Every text of an answer (objects and lists walked) with its catalogue dollars read in `currency`. */
export function localAmountsIn<T>(value: T, currency: string | null | undefined): T {
  if (!currency || currency === "USD" || !BAND_REFERENCE_USD[currency]) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return withLocalAmounts(v, currency);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  // The walk keeps every key and the type of every value; only the texts change.
  return walk(value) as T;
}
