/** Parses input with a Zod schema; the route helper (route.ts) and the generator runner use it. */
import type { z } from "zod";
import { ValidationError } from "./errors";

/** Throws a ValidationError whose message is the first issue's text (the specification's wording). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new ValidationError(details[0]?.message ?? "Invalid request", details);
}
