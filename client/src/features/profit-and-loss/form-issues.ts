/** A contract's refusals put beside the fields they concern, in plain words (as client/src/lib/form-errors.ts words them). */
import type { z } from "zod";
import { plainMessage } from "@/lib/form-errors";

// react-hook-form's setError, whatever the form's field names (they come from `fields`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SetError = (name: any, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;

/** Parses `body` with `schema`; on refusal sets each field's first message and answers null. */
export function parseOrShow<S extends z.ZodType>(
  schema: S,
  body: unknown,
  setError: SetError,
  fields: readonly string[],
): z.output<S> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const seen = new Set<string>();
  let first = true;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!fields.includes(field) || seen.has(field)) continue;
    seen.add(field);
    setError(field, { type: "validate", message: plainMessage(issue.message) }, { shouldFocus: first });
    first = false;
  }
  return null;
}
