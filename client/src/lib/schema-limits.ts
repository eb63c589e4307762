/** Reads limits out of a contract's Zod schema, so fields carry the same maximum the server enforces. */
import type { z } from "zod";

type Check = { _zod: { def: { check: string; maximum?: number } } };
type Def = {
  type: string;
  checks?: Check[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
};
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod;

/** The `.max(n)` of a string or array schema. */
const maximumOf = (s: z.ZodType) => def(s).def.checks?.find((c) => c._zod.def.check === "max_length")?._zod.def.maximum;

/** Finds, through wrappers (optional, default, preprocess/pipe, transform), the schema `pick` accepts. */
function unwrap(schema: z.ZodType | undefined, pick: (s: z.ZodType) => boolean, depth = 0): z.ZodType | undefined {
  if (!schema || depth > 10) return undefined;
  if (pick(schema)) return schema;
  const d = def(schema).def;
  if (d.type === "pipe") return unwrap(d.out, pick, depth + 1) ?? unwrap(d.in, pick, depth + 1);
  return unwrap(d.innerType, pick, depth + 1);
}

const isType = (type: string) => (s: z.ZodType) => def(s).def.type === type;

/** The object's field schema (through refinements and pipes), or undefined; `a.b` is field b of object field a. */
export function fieldSchema(schema: z.ZodType, name: string): z.ZodType | undefined {
  let field: z.ZodType | undefined = schema;
  for (const key of name.split(".")) {
    const object = unwrap(field, isType("object"));
    field = object ? def(object).def.shape?.[key] : undefined;
  }
  return field;
}

/** The maximum length of a text field (`.max(n)` on the string), or undefined. */
export function maxLengthOf(schema: z.ZodType, name: string): number | undefined {
  const field = fieldSchema(schema, name);
  const text = field && unwrap(field, (s) => isType("string")(s) && maximumOf(s) !== undefined);
  return text ? maximumOf(text) : undefined;
}

/** A list field's maximum number of entries and maximum length of one entry. */
export function listLimitsOf(schema: z.ZodType, name: string): { maxItems?: number; maxItemLength?: number } {
  const field = fieldSchema(schema, name);
  const list = field && unwrap(field, isType("array"));
  if (!list) return {};
  const element = def(list).def.element;
  const text = element && unwrap(element, isType("string"));
  return { maxItems: maximumOf(list), maxItemLength: text ? maximumOf(text) : undefined };
}
