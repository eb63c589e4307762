/**
 * Cells to values: amounts to integer cents (docs/product-rules.md#money-is-exact), quantities to whole numbers,
 * the dates each platform writes to YYYY-MM-DD. A cell that is not what it should be throws a RowProblem whose
 * message says what is wrong in plain words; the parser adds the line.
 */
import { MONEY_COLUMN_MAX_CENTS } from "../../../../shared/contracts/common";
import { parseCents } from "../../../../shared/domain/money";

/** What is wrong with one row ("Quantity must be a whole number, not \"1.5\""). */
export class RowProblem extends Error {}

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

export type AmountOptions = {
  /** A blank cell is an error instead of 0. */
  required?: boolean;
  /** Thousands separators are allowed ("1,234.50"). */
  thousands?: boolean;
  /** A currency sign before the digits is allowed ("$12.50"). */
  sign?: boolean;
  /** A negative amount is an error. */
  nonNegative?: boolean;
};

const AMOUNT = /^([-+]?)\s*([$€£¥]?)\s*(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/** The cents of an amount cell; a blank cell is 0 unless `required`. */
export function amountCents(raw: string, label: string, options: AmountOptions = {}): number {
  const text = raw.trim();
  if (text === "") {
    if (options.required) throw new RowProblem(`${label} is missing`);
    return 0;
  }
  const m = AMOUNT.exec(text);
  if (!m || (m[3].includes(",") && !options.thousands) || (m[2] && !options.sign))
    throw new RowProblem(`${label} must be an amount such as 12.50, not "${shown(text)}"`);
  const decimals = m[4] ?? "";
  if (/[^0]/.test(decimals.slice(2)))
    throw new RowProblem(`${label} must have at most two decimals, not "${shown(text)}"`);
  const cents = parseCents(`${m[1] === "-" ? "-" : ""}${m[3].replace(/,/g, "")}.${decimals.slice(0, 2)}`);
  if (cents === null || Math.abs(cents) > MONEY_COLUMN_MAX_CENTS)
    throw new RowProblem(`${label} is too large: "${shown(text)}"`);
  if (options.nonNegative && cents < 0) throw new RowProblem(`${label} must be 0 or more, not "${shown(text)}"`);
  return cents;
}

const MAX_QUANTITY = 1_000_000;

/** A quantity of 1 or more ("2" and "2.0" are 2; "1.5" is refused). */
export function quantityOf(raw: string, label = "Quantity"): number {
  const text = raw.trim();
  if (text === "") throw new RowProblem(`${label} is missing`);
  if (!/^[-+]?\d+(?:\.0*)?$/.test(text)) throw new RowProblem(`${label} must be a whole number, not "${shown(text)}"`);
  const n = Number.parseInt(text, 10);
  if (n < 1) throw new RowProblem(`${label} must be 1 or more, not "${shown(text)}"`);
  if (n > MAX_QUANTITY) throw new RowProblem(`${label} must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`);
  return n;
}

/** A stock count of 0 or more; blank is undefined (the stock is left as it is). */
export function stockOf(raw: string, label: string): number | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  if (!/^-?\d+$/.test(text)) throw new RowProblem(`${label} must be a whole number, not "${shown(text)}"`);
  const n = Number.parseInt(text, 10);
  if (n < 0) throw new RowProblem(`${label} is ${n}: stock must be 0 or more`);
  if (n > 1_000_000_000) throw new RowProblem(`${label} must be at most 1,000,000,000`);
  return n;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function dateOf(year: number, month: number, day: number, raw: string, label: string): string {
  if (year < 1970 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    throw new RowProblem(`${label} is not a real date: "${shown(raw)}"`);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function missingOrNotADate(raw: string, label: string, example: string): never {
  if (raw.trim() === "") throw new RowProblem(`${label} is missing`);
  throw new RowProblem(`${label} must be a date such as ${example}, not "${shown(raw.trim())}"`);
}

/** "2026-01-05", "2026-01-05 10:15:02 -0500", "2026-01-05T10:15:02Z": the date as written (no time zone shift). */
export function isoDateOf(raw: string, label: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(raw.trim());
  if (!m) missingOrNotADate(raw, label, "2026-01-31");
  return dateOf(Number(m[1]), Number(m[2]), Number(m[3]), raw.trim(), label);
}

/** Month-first ("01/05/26", "1/5/2026") or day-first ("05/01/2026", "05.01.2026") dates; two-digit years are 20YY. */
export function numericDateOf(raw: string, label: string, order: "month-first" | "day-first"): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:$|[T ])/.exec(raw.trim());
  if (!m) missingOrNotADate(raw, label, order === "month-first" ? "01/31/2026" : "31/01/2026");
  const [first, second] = [Number(m[1]), Number(m[2])];
  return order === "month-first"
    ? dateOf(fullYear(m[3]), first, second, raw.trim(), label)
    : dateOf(fullYear(m[3]), second, first, raw.trim(), label);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * Amazon's date/time as its marketplaces write it, the time and zone ignored: "Jan 5, 2026 10:15:02 AM PST"
 * (amazon.com), "5 Jan 2026 10:15:02 GMT" (amazon.co.uk), "05.01.2026 10:15:02 UTC" (amazon.de), or ISO.
 */
export function amazonDateOf(raw: string, label: string): string {
  const text = raw.trim();
  const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
  let m = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})\b/.exec(text);
  if (m && monthOf(m[1])) return dateOf(Number(m[3]), monthOf(m[1]), Number(m[2]), text, label);
  m = /^(\d{1,2}) ([A-Za-z]{3,9})\.? (\d{4})\b/.exec(text);
  if (m && monthOf(m[2])) return dateOf(Number(m[3]), monthOf(m[2]), Number(m[1]), text, label);
  if (/^\d{1,2}\.\d{1,2}\.\d{4}\b/.test(text)) return numericDateOf(text.split(" ")[0], label, "day-first");
  if (/^\d{4}-/.test(text)) return isoDateOf(text, label);
  return missingOrNotADate(raw, label, "Jan 31, 2026 10:15:02 AM PST");
}

/** "September 14, 2026", "Sep 14, 2026" (Etsy's statement), or ISO: the date as written. */
export function spelledDateOf(raw: string, label: string): string {
  const text = raw.trim();
  if (/^[A-Za-z]{3,9}\.? \d{1,2}, \d{4}\b/.test(text) || /^\d{4}-/.test(text)) return amazonDateOf(text, label);
  return missingOrNotADate(raw, label, "September 14, 2026");
}

/**
 * The cents of an amount as a statement or an ads report writes it: "-$1.95", "$1,234.50", "CA$2.00", "€0.20", "12.5";
 * "--" (Etsy's nothing) and a blank cell are 0.
 */
export function writtenAmountCents(raw: string, label: string): number {
  const text = raw.trim();
  if (text === "" || /^-+$/.test(text)) return 0;
  // A currency's letters before its sign ("CA$", "AU$", "US$") are dropped with the sign.
  const plain = text.replace(/^([-+]?)\s*[A-Z]{0,3}([$€£¥])/, "$1$2");
  return amountCents(plain, label, { sign: true, thousands: true });
}
