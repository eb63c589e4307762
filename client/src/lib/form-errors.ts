/**
 * Validation messages in plain words (docs/decisions/810). The specification's own messages ('Product name is
 * required') pass through unchanged; Zod's built-in wording ('Too big: expected string to have <=100
 * characters') is translated. `applyServerErrors` puts a 400's `details` onto the form's fields.
 */
import type { FieldErrors } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * The error at a field name (`a.b`, `list.2`, `list[2]`), as react-hook-form's `get` reads it; here so the
 * sign-in screen, which uses these helpers without react-hook-form, does not download it.
 */
function errorAt(errors: FieldErrors, name: string): unknown {
  let at: unknown = errors;
  for (const key of name.split(/[,[\].]+?/).filter(Boolean)) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

type Rule = [RegExp, (m: RegExpMatchArray) => string];

const plural = (n: string, word: string) => `${n} ${word}${n === "1" ? "" : "s"}`;

// Zod 4's default messages, in the order they are most specific.
const RULES: Rule[] = [
  [/^Too big: expected string to have <=?(\d+) characters?$/, (m) => `Use at most ${plural(m[1], "character")}.`],
  [
    /^Too small: expected string to have >=?(\d+) characters?$/,
    (m) => (m[1] === "1" ? "This field is required." : `Use at least ${plural(m[1], "character")}.`),
  ],
  [/^Too big: expected array to have <=?(\d+) items?$/, (m) => `Add at most ${plural(m[1], "item")}.`],
  [/^Too small: expected array to have >=?(\d+) items?$/, (m) => `Add at least ${plural(m[1], "item")}.`],
  [/^Too big: expected number to be <=?(-?[\d.]+)$/, (m) => `Use a number no bigger than ${m[1]}.`],
  [/^Too small: expected number to be >=?(-?[\d.]+)$/, (m) => `Use a number of at least ${m[1]}.`],
  [/^Invalid input: expected \w+, received (undefined|null)$/, () => "This field is required."],
  [/^Invalid input: expected (string|array), received \w+$/, () => "Enter text here."],
  [/^Invalid input: expected (number|int), received \w+$/, () => "Enter a whole number."],
  [/^Invalid option: expected one of /, () => "Choose one of the listed options."],
  [/^Invalid input: expected "/, () => "Choose one of the listed options."],
  [/^Invalid email address$/, () => "Enter a valid email address."],
  [/^Invalid string: must match pattern/, () => "Check the format of this field."],
  [/^(Invalid|Too big|Too small|Unrecognized key)/, () => "Check this field."],
];

/** The message in plain words: the specification's custom messages unchanged, Zod's defaults translated. */
export function plainMessage(message: string): string {
  for (const [pattern, words] of RULES) {
    const m = message.match(pattern);
    if (m) return words(m);
  }
  return message;
}

export type ErrorDetail = { path: string; message: string };

/** The `details` of a 400 answer (`[{ path, message }]`), or [] for any other error. */
export function validationDetails(err: unknown): ErrorDetail[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  const details = (err.body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is ErrorDetail =>
      typeof d === "object" && d !== null && typeof d.path === "string" && typeof d.message === "string",
  );
}

/** Field errors keyed by form field: the first detail per field wins; `skills.3` lands on `skills`. */
export function detailsToFieldErrors(details: ErrorDetail[], fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    const field = d.path.split(".")[0];
    if (fields.includes(field) && !(field in out)) out[field] = plainMessage(d.message);
  }
  return out;
}

// Any react-hook-form setError (its field-name type varies by form; names come from `fields`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SetError = (name: any, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;

/**
 * Puts a 400's details onto the fields of a react-hook-form form. Returns true when at least one landed
 * (the caller then shows no toast: the message is beside its field).
 */
export function applyServerErrors(err: unknown, setError: SetError, fields: readonly string[]): boolean {
  const errors = Object.entries(detailsToFieldErrors(validationDetails(err), fields));
  errors.forEach(([name, message], i) => setError(name, { type: "server", message }, { shouldFocus: i === 0 }));
  return errors.length > 0;
}

/**
 * The first refused field's message in plain words, taking the fields in `order` (the order a screen names
 * them, e.g. in its 'Validation Error' toast); undefined when none of them was refused.
 */
export function firstErrorMessage(errors: FieldErrors, order: readonly string[]): string | undefined {
  for (const name of order) {
    const message = (errorAt(errors, name) as { message?: unknown } | undefined)?.message;
    if (typeof message === "string" && message) return plainMessage(message);
  }
  return undefined;
}
