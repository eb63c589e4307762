/**
 * Ids are positive 32-bit integers. Path and query values arrive as strings and JSON bodies may send a number;
 * anything else (`true`, `[5]`, `"5.0"`, `"0x5"`, `" 5"`) is refused, where `z.coerce` would have read
 * `true` as 1 and `[5]` as 5 (issue 8, item 6).
 */
import { z } from "zod";

export const MAX_ID = 2_147_483_647;
const DIGITS = /^[0-9]{1,10}$/;

/** A strict integer id from a string of digits or a JSON integer; `message` is the one error text. */
export function idSchema(message = "Invalid id") {
  return z.preprocess(
    (v) => (typeof v === "string" && DIGITS.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}
