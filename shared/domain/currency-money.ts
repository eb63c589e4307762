/**
 * Money that carries its currency (docs/decisions/1470-business-profile-and-money-in-its-currency.md,
 * docs/product-rules.md#money-is-exact): an exact amount in hundredths of the unit and an ISO 4217 code. Amounts are
 * read as people type them ("£400", "400 GBP", "€1.200,50", "$1,000", "1000" in the person's own currency), shown in
 * their currency, and never added across currencies: `addMoney` refuses two currencies at compile time when both
 * are known, and at run time always. Turning one currency into another takes a `Rate`, stated by someone.
 */
import { centsToDecimal, parseCents } from "./money";
import { CURRENCY_SYMBOLS, currencyDecimals, isCurrencyCode } from "./currencies";

/** An exact amount: `cents` hundredths of one unit of `currency` (a whole number; "cents" for every currency). */
export type Money<C extends string = string> = { readonly cents: number; readonly currency: C };

/** How many units of `to` one unit of `from` is worth: an exact decimal string, up to eight places. */
export type Rate<From extends string = string, To extends string = string> = {
  readonly from: From;
  readonly to: To;
  readonly perUnit: string;
};

/** Thrown when two amounts in different currencies meet without a rate. */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super(`Cannot combine ${left} with ${right} without a rate`);
    this.name = "CurrencyMismatchError";
  }
}

/** An amount of `currency`; `cents` must be a safe whole number. */
export function money<C extends string>(cents: number, currency: C): Money<C> {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  if (!isCurrencyCode(currency)) throw new RangeError(`Not a currency code: ${currency}`);
  return { cents, currency };
}

/** An amount from an exact decimal string ("8.50") or null when it is not one. */
export function moneyFromDecimal<C extends string>(decimal: string, currency: C): Money<C> | null {
  const cents = parseCents(decimal);
  return cents === null ? null : money(cents, currency);
}

/** The amount as the wire's decimal string with two places ("400.00"). */
export const moneyDecimal = (m: Money): string => centsToDecimal(m.cents);

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
}

/**
 * a + b. Both must be in one currency: `addMoney(gbp, usd)` does not compile when their codes are literal types,
 * and throws CurrencyMismatchError whenever the codes differ.
 */
export function addMoney<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  sameCurrency(a, b);
  return money(a.cents + b.cents, a.currency);
}

/** a - b, under the same rule as addMoney. */
export function subtractMoney<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  sameCurrency(a, b);
  return money(a.cents - b.cents, a.currency);
}

/** The sum of amounts in one currency (zero of `currency` for none); throws on a second currency. */
export function sumMoney<C extends string>(amounts: readonly Money<C>[], currency: C): Money<C> {
  return amounts.reduce<Money<C>>((total, m) => addMoney(total, m), money(0, currency));
}

/** a compared with b (negative, 0, positive), in one currency only. */
export function compareMoney<C extends string>(a: Money<C>, b: Money<NoInfer<C>>): number {
  sameCurrency(a, b);
  return a.cents - b.cents;
}

const RATE = /^(\d{1,12})(?:\.(\d{1,8}))?$/;

/** `m` in the rate's currency, rounded half to even to the cent; the rate must start from `m`'s currency. */
export function convertMoney<From extends string, To extends string>(m: Money<From>, rate: Rate<From, To>): Money<To> {
  if (rate.from !== m.currency) throw new CurrencyMismatchError(m.currency, rate.from);
  const parts = RATE.exec(rate.perUnit);
  if (!parts) throw new RangeError(`Not a rate: ${rate.perUnit}`);
  const scaled = BigInt(parts[1] + (parts[2] ?? "").padEnd(8, "0"));
  const product = BigInt(m.cents) * scaled;
  const SCALE = 100_000_000n;
  let q = product / SCALE;
  const rest = product % SCALE;
  const twice = (rest < 0n ? -rest : rest) * 2n;
  // Half to even, as every shown figure (docs/decisions/1400-round-half-even-to-the-shown-precision.md).
  if (twice > SCALE || (twice === SCALE && q % 2n !== 0n)) q += product < 0n ? -1n : 1n;
  return money(Number(q), rate.to);
}

/** Why a typed amount could not be read. */
export type MoneyParseProblem = "empty" | "not-a-number" | "too-many-decimals" | "unknown-currency" | "too-large";

export type MoneyParse = { ok: true; money: Money; stated: boolean } | { ok: false; problem: MoneyParseProblem };

/** The largest amount the database keeps (numeric(12,2)). */
export const MAX_CENTS = 999_999_999_999;

/** The person-readable sentence for a problem (shown beside the field). */
export function moneyProblemMessage(problem: MoneyParseProblem, field = "Amount"): string {
  switch (problem) {
    case "empty":
      return `${field} is required`;
    case "not-a-number":
      return `${field} must be an amount such as 400, £400 or 1,200.50`;
    case "too-many-decimals":
      return `${field} can have at most two decimals`;
    case "unknown-currency":
      return `${field} names a currency we do not know: use a three-letter code such as USD, GBP or EUR`;
    case "too-large":
      return `${field} is too large`;
  }
}

const SYMBOLS = [...CURRENCY_SYMBOLS].sort((a, b) => b.symbol.length - a.symbol.length);

/** The currency a symbol names for a person whose own currency is `fallback`. */
function symbolCurrency(currencies: readonly string[], fallback: string): string {
  return currencies.includes(fallback) ? fallback : currencies[0];
}

/** Strips one currency marker (a code or a symbol) from the start or the end of `text`. */
function takeCurrency(text: string, fallback: string): { rest: string; currency?: string; unknown?: boolean } {
  const code = /^([A-Za-z]{3})(?![A-Za-z])\s*(.*)$/s.exec(text) ?? /^(.*?)\s*(?<![A-Za-z])([A-Za-z]{3})$/s.exec(text);
  if (code) {
    const [word, rest] = /^[A-Za-z]{3}$/.test(code[1]) ? [code[1], code[2]] : [code[2], code[1]];
    const upper = word.toUpperCase();
    if (isCurrencyCode(upper)) return { rest: rest.trim(), currency: upper };
  }
  for (const { symbol, currencies } of SYMBOLS) {
    if (text.startsWith(symbol))
      return { rest: text.slice(symbol.length).trim(), currency: symbolCurrency(currencies, fallback) };
    if (text.endsWith(symbol) && /[\d\s.,]$/.test(text.slice(0, -symbol.length)))
      return { rest: text.slice(0, -symbol.length).trim(), currency: symbolCurrency(currencies, fallback) };
  }
  return /[A-Za-z]{2,}/.test(text) && /\d/.test(text) ? { rest: text, unknown: true } : { rest: text };
}

const GROUPED = /^[1-9]\d{0,2}(?:[.,]\d{3})+$/;
const LAKH = /^[1-9]\d?(?:,\d{2})+,\d{3}$/;

/** Digits with grouping and a decimal mark as people type them, as an exact decimal "1200.50"; null if unreadable. */
function readNumber(text: string): { decimal: string } | { problem: MoneyParseProblem } {
  // Spaces and apostrophes only ever group digits ("1 200,50", "1'200.50").
  const s = text.replace(/(?<=\d)[\s'’](?=\d)/g, "");
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(s)) return { problem: "not-a-number" };
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  const marks = (s.match(/[.,]/g) ?? []).length;
  let whole: string;
  let frac = "";
  if (marks === 0) whole = s;
  else if (lastDot !== -1 && lastComma !== -1) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const at = Math.max(lastDot, lastComma);
    whole = s.slice(0, at);
    frac = s.slice(at + 1);
    const group = s[at] === "." ? "," : ".";
    if (whole.includes(s[at]) || !(GROUPED.test(whole) || LAKH.test(whole)) || !whole.includes(group))
      return { problem: "not-a-number" };
  } else if (GROUPED.test(s) || LAKH.test(s)) {
    // One kind of mark before groups of three ("1,000", "1.200", "1,00,000"): thousands, never a decimal.
    whole = s;
  } else if (marks === 1) {
    const at = Math.max(lastDot, lastComma);
    whole = s.slice(0, at) || "0";
    frac = s.slice(at + 1);
  } else return { problem: "not-a-number" };
  const digits = whole.replace(/[.,]/g, "");
  if (!/^\d+$/.test(digits) || !/^\d*$/.test(frac)) return { problem: "not-a-number" };
  if (frac.length > 2) return { problem: "too-many-decimals" };
  return { decimal: frac ? `${digits}.${frac}` : digits };
}

/**
 * Reads an amount as a person types it. A currency code ("400 GBP", "gbp400") or symbol ("£400", "400 €", "A$50")
 * names its currency (`stated`); without one the amount is in `defaultCurrency`. A single "." or "," before exactly
 * three digits groups thousands ("$1,000", "€1.200"); otherwise a last mark with one or two digits after it is the
 * decimal mark ("€1.200,50", "12,5"). "k" multiplies by 1,000 ("£1.5k"). At most two decimals, never rounded.
 */
export function parseMoney(input: string, defaultCurrency: string): MoneyParse {
  const text = input
    .normalize("NFKC")
    .replace(/[\u00a0\u2009\u202f]/g, " ")
    .trim();
  if (!text) return { ok: false, problem: "empty" };
  let rest = text;
  let negative = false;
  const sign = () => {
    if (/^[-−]/.test(rest)) {
      negative = !negative;
      rest = rest.slice(1).trim();
    }
  };
  sign();
  const found = takeCurrency(rest, defaultCurrency);
  if (found.unknown) return { ok: false, problem: "unknown-currency" };
  rest = found.rest;
  sign();
  let thousand = false;
  if (/\d\s*[kK]$/.test(rest)) {
    thousand = true;
    rest = rest.replace(/\s*[kK]$/, "");
  }
  const currency = found.currency ?? defaultCurrency;
  const read = readNumber(rest);
  if ("problem" in read) return { ok: false, problem: read.problem };
  let cents = parseCents(read.decimal);
  if (cents === null) return { ok: false, problem: "not-a-number" };
  if (thousand) cents *= 1000;
  if (cents > MAX_CENTS) return { ok: false, problem: "too-large" };
  // A currency without minor units takes whole amounts only (¥5000, not ¥5000.50).
  if (currencyDecimals(currency) === 0 && cents % 100 !== 0) return { ok: false, problem: "too-many-decimals" };
  return {
    ok: true,
    money: money(negative && cents !== 0 ? -cents : cents, currency),
    stated: Boolean(found.currency),
  };
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, minDigits: number, maxDigits: number, distinct = false): Intl.NumberFormat {
  const key = `${currency}|${minDigits}|${maxDigits}|${distinct}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: distinct ? "symbol" : "narrowSymbol",
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The amount for people, in its own currency, exactly: "£400.00", "€1,200.50", "¥5,000", "-$3.00". A currency with
 * no minor unit shows whole amounts; hundredths are never dropped (an amount kept to the cent shows its cents).
 * `whole: "when-round"` leaves out a zero fraction ("$300", but "$300.50"). `distinct: true` writes a sign no other
 * currency shares ("A$250", "CA$80", "NZ$60"; "$", "£" and "€" as usual), for answers read beside US dollar figures.
 */
export function formatMoney(m: Money, options: { whole?: "when-round"; distinct?: boolean } = {}): string {
  const round = m.cents % 100 === 0;
  const digits = round && currencyDecimals(m.currency) === 0 ? 0 : 2;
  const min = options.whole === "when-round" && round ? 0 : digits;
  // Exact: hundredths below 2^53 print their two decimals exactly through the nearest double.
  return formatter(m.currency, min, digits, options.distinct ?? false).format(m.cents / 100);
}
