/** Parses body, query and params with Zod schemas; handlers read only the parsed input. */
import type { Request, RequestHandler } from "express";
import type { z } from "zod";
import { ValidationError } from "./errors";

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
export type Parsed<S extends Schemas> = {
  body: S["body"] extends z.ZodType ? z.infer<S["body"]> : undefined;
  query: S["query"] extends z.ZodType ? z.infer<S["query"]> : undefined;
  params: S["params"] extends z.ZodType ? z.infer<S["params"]> : undefined;
};

/** Throws a ValidationError whose message is the first issue's text (the specification's wording). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  throw new ValidationError(details[0]?.message ?? "Invalid request", details);
}

/** Middleware: stores the parsed input on res.locals.input. */
export function validate<S extends Schemas>(schemas: S): RequestHandler {
  return (req, res, next) => {
    res.locals.input = {
      body: schemas.body ? parseOrThrow(schemas.body, req.body ?? {}) : undefined,
      query: schemas.query ? parseOrThrow(schemas.query, req.query) : undefined,
      params: schemas.params ? parseOrThrow(schemas.params, req.params) : undefined,
    };
    next();
  };
}

/** Reads the input validate() parsed, typed by the same schemas. */
export function input<S extends Schemas>(res: { locals: Record<string, unknown> }, _schemas?: S): Parsed<S> {
  return res.locals.input as Parsed<S>;
}

export type { Request };
