/**
 * Schemas every area shares: strict database ids, whole numbers in query strings, and the one rule for each
 * money amount, quantity and calendar date a person sends (docs/decisions/904-input-bounds.md). The client's
 * forms use the same schemas, so a field shows the message the API would answer.
 */
import { z } from "zod";
import { centsToDecimal, parseCents } from "../domain/money";

/** The largest id a PostgreSQL `serial` holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id: a positive integer, sent as a JSON number or a string of digits (a path segment). Nothing else
 * is coerced: `true`, `[5]`, `1.5`, `"1e3"`, `"0xd"`, `"+13"`, `" 13"`, `"007"` and `"abc"` are refused with
 * `message`, and so is anything above `MAX_ID` (it can name no row).
 */
export function idSchema(message = "Invalid id") {
  return z.preprocess(
    (v) => (typeof v === "string" && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** `/:id` path parameters. */
export const idParamsSchema = z.object({ id: idSchema() });

type Messages = { invalid: string; min?: string; max?: string };

/**
 * A whole number in a query string (digits only) or a JSON integer, from `min` to `max`. Like ids, nothing
 * else is coerced (`"1e1"`, `"0x2"`, `" 2"`, `""` are refused). Missing is left to `.default()` / `.optional()`.
 */
export function wholeNumberParam(min: number, max: number, messages: string | Messages) {
  const m = typeof messages === "string" ? { invalid: messages } : messages;
  return z.preprocess(
    (v) => (typeof v === "string" && /^(0|[1-9][0-9]{0,15})$/.test(v) ? Number(v) : v),
    z
      .number({ error: m.invalid })
      .int(m.invalid)
      .min(min, m.min ?? m.invalid)
      .max(max, m.max ?? m.invalid),
  );
}

/*
 * Bounds of what a person may enter (docs/decisions/904-input-bounds.md). Money columns are numeric(12,2)
 * (up to 9,999,999,999.99) and quantities integer columns; a sale stores price x quantity (its profit), so
 * the largest price times the largest quantity must fit a money column, and 5,000 items of the largest value
 * (the inventory's total value) must stay exact in JavaScript cents.
 */
/** The largest amount of one money field: 99,999.99. */
export const MAX_MONEY_CENTS = 9_999_999;
/** The largest quantity of one item or one sale. */
export const MAX_QUANTITY = 100_000;
/** What a numeric(12,2) column holds, in cents. */
export const MONEY_COLUMN_MAX_CENTS = 999_999_999_999;
/** Order dates from 2000-01-01 to 2100-12-31. */
export const MIN_DATE = "2000-01-01";
export const MAX_DATE = "2100-12-31";

const withCommas = (n: number) => n.toLocaleString("en-US");

/**
 * Reads one amount as typed (text) or sent (a JSON number): 0 or more, at most two decimals, at most
 * `maxCents`. A JSON number is read by its shortest text (`12.345`, `1e-7` are refused, never rounded).
 */
export function readMoney(
  value: string | number,
  label: string,
  maxCents = MAX_MONEY_CENTS,
): { cents: number } | { error: string } {
  const cents = parseCents(value);
  const tooLarge = { error: `${label} must be at most ${withCommas(maxCents / 100)}` };
  if (cents === null || cents < 0) {
    if (Number(value) > maxCents / 100) return tooLarge; // "1e+21", twenty digits
    return { error: `${label} must be an amount of 0 or more with at most two decimals` };
  }
  return cents > maxCents ? tooLarge : { cents };
}

/** A required money amount (string or number), normalised to "8.50". */
export const moneySchema = (label: string, maxCents = MAX_MONEY_CENTS) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((v, ctx) => {
    if (typeof v === "string" && v.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const read = readMoney(v, label, maxCents);
    if ("error" in read) {
      ctx.addIssue({ code: "custom", message: read.error });
      return z.NEVER;
    }
    return centsToDecimal(read.cents);
  });

/** Money as an answer carries it: an exact decimal string with two decimals, "8.50" or "-3.20" (docs/product-rules.md#money-is-exact). */
export const moneyTextSchema = z.string().regex(/^-?\d+\.\d{2}$/, "Money must be a decimal string with two decimals");

/**
 * Reads one whole number as typed (digits) or sent (a JSON integer), from `min` to `max`; null when empty.
 */
export function readWholeNumber(
  value: string | number,
  label: string,
  min: number,
  max = MAX_QUANTITY,
): { value: number | null } | { error: string } {
  const text = typeof value === "string" ? value.trim() : String(value);
  if (text === "") return { value: null };
  const tooLarge = { error: `${label} must be at most ${withCommas(max)}` };
  if (!/^\d+$/.test(text) || Number(text) < min)
    return Number(value) > max ? tooLarge : { error: `${label} must be a whole number of ${min} or more` };
  return Number(text) > max ? tooLarge : { value: Number(text) };
}

/** A quantity: a whole number from `min` to 100,000; empty becomes `fallback` when one is given. */
export const quantitySchema = (label: string, min: number, fallback?: number) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((v, ctx) => {
    const read = readWholeNumber(v, label, min);
    if ("error" in read || (read.value === null && fallback === undefined)) {
      ctx.addIssue({ code: "custom", message: "error" in read ? read.error : `${label} is required` });
      return z.NEVER;
    }
    return read.value ?? fallback!;
  });

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/** The message for a date that is not a real calendar date from 2000-01-01 to 2100-12-31, or null. */
function calendarDateIssue(text: string, label: string): string | null {
  const m = DATE_TIME.exec(text);
  if (!m) return `${label} must be a date (YYYY-MM-DD)`;
  // A date alone reads as midnight UTC.
  const [y, mo, d, h, mi, s, zh, zm] = m.slice(1).map((part) => Number(part ?? 0));
  if (y < Number(MIN_DATE.slice(0, 4)) || y > Number(MAX_DATE.slice(0, 4)))
    return `${label} must be between ${MIN_DATE} and ${MAX_DATE}`;
  const day = new Date(Date.UTC(y, mo - 1, d));
  const real = day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  if (!real || h > 23 || mi > 59 || s > 59 || zh > 23 || zm > 59)
    return `${label} must be a real calendar date (YYYY-MM-DD)`;
  return null;
}

/**
 * A calendar date `YYYY-MM-DD` (or an ISO date-time with its zone, as `toISOString` writes it) that exists
 * (`2026-02-30` does not) and lies from 2000-01-01 to 2100-12-31. Answered as sent, trimmed.
 */
export const calendarDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .superRefine((text, ctx) => {
      const issue = calendarDateIssue(text, label);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    });

/**
 * Every error body of the API (docs/product-rules.md#api-contract): a message in the specification's wording and a
 * stable code.
 */
export const errorBodySchema = z.object({
  message: z.string().min(1),
  code: z.string().regex(/^[a-z_]+$/),
  /**
   * A validation error's problems by field, or what a refusal names for the screen to show (an unknown import
   * format's `columns` and `unmappedColumns`).
   */
  details: z
    .union([z.array(z.object({ path: z.string(), message: z.string() })), z.record(z.string(), z.unknown())])
    .optional(),
  requestId: z.string().optional(),
});
/** `{ ok: true }`: an action done with nothing more to say (`GET /api/health`, `POST /api/auth/logout`). */
export const okResponseSchema = z.object({ ok: z.boolean() });

/**
 * `schema`, then a check that depends on the request. A refine on an object schema clones it, and zod compiles each
 * object schema's parser when first used, so an object refined per request compiled a parser on every request.
 * Piped after the shared schema, the check leaves that schema and its compiled parser alone
 * (docs/decisions/848-schemas-built-once.md).
 */
export function thenCheck<T>(schema: z.ZodType<T>, check: (value: T, ctx: z.RefinementCtx<T>) => void) {
  return schema.pipe(z.custom<T>().superRefine(check));
}

/**
 * The person's own budget, filled by the server from their business profile when the budget band chosen is the
 * one it falls in (docs/decisions/1493-the-persons-own-budget-in-budget-sentences.md): as they write it ("£300") and
 * its worth in US dollars at the reference rate, which the catalogue's dollar costs are weighed against.
 */
export const ownBudgetSchema = z.object({
  label: z.string().trim().min(1).max(40),
  usd: z.number().nonnegative().max(10_000_000),
});
export type OwnBudget = z.infer<typeof ownBudgetSchema>;
