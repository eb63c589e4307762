/**
 * Filter parameters shared by the three catalogue lists ('all' means no restriction,
 * docs/spec-notes.md#validation-messages; 'all' and a missing parameter are the same,
 * docs/product-rules.md#reference-catalogues). An unknown value answers 400 listing the choices.
 */
import { z } from "zod";

/** An optional option filter: missing, empty or 'all' → undefined; otherwise one of `values`. */
export const optionFilter = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" || v === "all" ? undefined : v),
    z.enum(values, { error: `${field} must be one of: all, ${values.join(", ")}` }).optional(),
  );

/** The option lists of the filters, with 'all' first (value: label). */
export const withAll = <T extends readonly { value: string; label: string }[]>(label: string, list: T) =>
  [{ value: "all", label }, ...list] as const;

/** Level values of competition, demand and profit potential (docs/spec-notes.md#data-the-screens-read). */
export const LEVELS = ["low", "medium", "high"] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_OPTIONS = LEVELS.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) }));

/** The catalogue's last-reviewed date (docs/product-rules.md#reference-catalogues), sent with each list. */
export const reviewedAtSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "reviewedAt must be a YYYY-MM-DD date");
