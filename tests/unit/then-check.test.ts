/**
 * thenCheck (shared/contracts/common.ts): a check that depends on the request, piped after a shared schema so that
 * schema (and the parser zod compiled for it) is reused on every request instead of cloned.
 */
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { thenCheck } from "../../shared/contracts/common";
import { creatorOutputSchema } from "../../shared/contracts/creator-suite";
import { salesScriptOutputSchema } from "../../shared/contracts/sales-scripts";
import { outputSchemaFor } from "../../server/ai/define-generator";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";

describe("thenCheck", () => {
  const even = thenCheck(z.object({ n: z.number() }), (v, ctx) => {
    if (v.n % 2) ctx.addIssue({ code: "custom", path: ["n"], message: "Must be even" });
  });

  it("passes what the schema and the check accept", () => {
    expect(even.parse({ n: 2 })).toEqual({ n: 2 });
  });

  it("reports the check's issue at its path, and the schema's own issues first", () => {
    const odd = even.safeParse({ n: 3 });
    expect(odd.success).toBe(false);
    expect(odd.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["n", "Must be even"]]);
    expect(even.safeParse({ n: "two" }).error?.issues[0].path).toEqual(["n"]);
  });
});

describe("the answer schemas that depend on the request", () => {
  it("reuse the tool's shared output schema instead of a copy per request", () => {
    const script = outputSchemaFor(salesScriptTool, salesScriptTool.input.parse(salesScriptTool.example));
    const piece = outputSchemaFor(creatorSuiteTool, creatorSuiteTool.input.parse(creatorSuiteTool.example));
    const pipedFrom = (schema: z.ZodType) => (schema instanceof z.ZodPipe ? schema._zod.def.in : undefined);
    expect(pipedFrom(script)).toBe(salesScriptOutputSchema);
    expect(pipedFrom(piece)).toBe(creatorOutputSchema);
  });
});
