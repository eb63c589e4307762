/** The form kit reads each field's maximum from the contract through Zod's public API (client/src/lib/schema-limits.ts). */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listLimitsOf, maxLengthOf } from "../../client/src/lib/schema-limits";

const schema = z
  .object({
    name: z.string().trim().min(1).max(40),
    note: z.string().max(200).optional(),
    budget: z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().max(18)),
    slug: z
      .string()
      .max(30)
      .transform((s) => s.toLowerCase()),
    tags: z.array(z.string().trim().max(24)).max(10).default([]),
    nested: z.object({ city: z.string().max(60).nullable() }).optional(),
    free: z.string(),
  })
  .refine((v) => v.name !== "x");

describe("limits read from a contract", () => {
  it("finds a string's maximum through optional, nullable, preprocess, transform and nesting", () => {
    expect(maxLengthOf(schema, "name")).toBe(40);
    expect(maxLengthOf(schema, "note")).toBe(200);
    expect(maxLengthOf(schema, "budget")).toBe(18);
    expect(maxLengthOf(schema, "slug")).toBe(30);
    expect(maxLengthOf(schema, "nested.city")).toBe(60);
  });

  it("says nothing where the contract sets no maximum, or the field is unknown", () => {
    expect(maxLengthOf(schema, "free")).toBeUndefined();
    expect(maxLengthOf(schema, "missing")).toBeUndefined();
  });

  it("finds a list's maximum entries and entry length through a default", () => {
    expect(listLimitsOf(schema, "tags")).toEqual({ maxItems: 10, maxItemLength: 24 });
    expect(listLimitsOf(schema, "name")).toEqual({});
  });
});
