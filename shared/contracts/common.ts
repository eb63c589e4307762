/** Schemas every area shares: strict database ids in paths and bodies. */
import { z } from "zod";

/** The largest id a PostgreSQL `serial` holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A row id: a positive integer, sent as a JSON number or a string of digits (a path segment). Nothing else
 * is coerced: `true`, `[5]`, `1.5`, `"1e3"`, `"007"` and `"abc"` are refused with `message`.
 */
export function idSchema(message = "Invalid id") {
  return z.preprocess(
    (v) => (typeof v === "string" && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** `/:id` path parameters. */
export const idParamsSchema = z.object({ id: idSchema() });
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * Every error body of the API (docs/product-rules.md#api-contract): a message in the specification's wording and a
 * stable code.
 */
export const errorBodySchema = z.object({
  message: z.string().min(1),
  code: z.string().regex(/^[a-z_]+$/),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
