/**
 * Reads limits out of a contract's Zod schema, so fields carry the same maximum the server enforces. Only Zod's
 * public API is used: a schema's `type`, the wrappers' `unwrap()`, a pipe's `in` and `out`, an object's `shape`, an
 * array's `element`, and `toJSONSchema()` for the limits themselves. Nothing here imports Zod at run time (the
 * sign-in screen uses it and must not carry Zod, docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */
import type { z } from "zod";

type Node = z.ZodType & {
  unwrap?: () => z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};

const limits = new WeakMap<z.ZodType, { maxLength?: number; maxItems?: number }>();

/** The `.max(n)` of a string (maxLength) or an array (maxItems), as its JSON Schema states it. */
function limitsOf(s: z.ZodType): { maxLength?: number; maxItems?: number } {
  let found = limits.get(s);
  if (!found) {
    const json = s.toJSONSchema({ unrepresentable: "any" }) as { maxLength?: number; maxItems?: number };
    found = { maxLength: json.maxLength, maxItems: json.maxItems };
    limits.set(s, found);
  }
  return found;
}

/** Finds, through wrappers (optional, default, nullable, readonly, preprocess/pipe, transform), the schema `pick` accepts. */
function unwrap(schema: z.ZodType | undefined, pick: (s: z.ZodType) => boolean, depth = 0): z.ZodType | undefined {
  if (!schema || depth > 10) return undefined;
  if (pick(schema)) return schema;
  const node = schema as Node;
  if (node.type === "pipe") return unwrap(node.out, pick, depth + 1) ?? unwrap(node.in, pick, depth + 1);
  return typeof node.unwrap === "function" && node.type !== "array"
    ? unwrap(node.unwrap(), pick, depth + 1)
    : undefined;
}

const isType = (type: string) => (s: z.ZodType) => s.type === type;

/** The object's field schema (through refinements and pipes), or undefined; `a.b` is field b of object field a. */
export function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  let field: z.ZodType | undefined = schema;
  for (const key of name.split(".")) {
    const object = unwrap(field, isType("object")) as Node | undefined;
    field = object?.shape?.[key];
  }
  return field;
}

/** The maximum length of a text field (`.max(n)` on the string), or undefined. */
export function maxLengthOf(schema: z.ZodType, name: string): number | undefined {
  const field = fieldSchema(schema, name);
  const text = field && unwrap(field, (s) => isType("string")(s) && limitsOf(s).maxLength !== undefined);
  return text ? limitsOf(text).maxLength : undefined;
}

/** A list field's maximum number of entries and maximum length of one entry. */
export function listLimitsOf(schema: z.ZodType, name: string): { maxItems?: number; maxItemLength?: number } {
  const field = fieldSchema(schema, name);
  const list = field && (unwrap(field, isType("array")) as Node | undefined);
  if (!list) return {};
  const text = list.element && unwrap(list.element, isType("string"));
  return { maxItems: limitsOf(list).maxItems, maxItemLength: text ? limitsOf(text).maxLength : undefined };
}
