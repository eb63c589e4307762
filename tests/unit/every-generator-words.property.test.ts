/**
 * Every AI tool's offline answer, for every text a person might type into any of its text fields, is valid for
 * its contract and has no broken join: no "a elegant", "good at how to", "in native", doubled word or unfilled
 * slot (docs/decisions/1430-every-slot-has-a-grammatical-role.md). The corpus is ours: topics, products,
 * audiences, pain points, industries, skills and interests in the shapes people type them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyGenerator } from "../../server/ai/define-generator";
import { brokenJoins } from "../../server/ai/knowledge/slots";
import { AUDIENCES, DESCRIBED_IDEAS, INDUSTRIES, PAIN_POINTS, PRODUCTS, TOPICS } from "../fixtures/inputs-words";
import { INTERESTS, SKILL_TEXTS } from "../fixtures/inputs-ideas";

/** What people type into a field, by the field's name: a topic where a topic is asked, an audience where an audience is. */
function corpusFor(field: string | number): readonly string[] {
  const name = String(field).toLowerCase();
  if (/topic/.test(name)) return TOPICS;
  if (/audience|market|customer/.test(name)) return AUDIENCES;
  if (/pain|problem/.test(name)) return PAIN_POINTS;
  if (/industry|category|niche/.test(name)) return INDUSTRIES;
  if (/skill/.test(name)) return SKILL_TEXTS;
  if (/interest/.test(name)) return INTERESTS;
  if (/description|idea|details/.test(name)) return DESCRIBED_IDEAS.map((d) => d.description);
  return PRODUCTS;
}

const toolsDir = path.resolve(import.meta.dirname, "../../server/ai/tools");
const tools: AnyGenerator[] = [];
for (const file of fs
  .readdirSync(toolsDir)
  .filter((f) => f.endsWith(".tool.ts"))
  .sort()) {
  const mod = (await import(path.join(toolsDir, file))) as Record<string, unknown>;
  for (const value of Object.values(mod))
    if (value && typeof value === "object" && "offline" in value && "example" in value)
      tools.push(value as AnyGenerator);
}

/** Paths of the string fields of a value (objects and arrays, any depth). */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function withText(value: unknown, at: (string | number)[], text: string): unknown {
  if (!at.length) return text;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]] = text;
  return copy;
}

const textsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(textsOf)
        : [];

describe("every generator's offline answer reads well whatever is typed", () => {
  it("finds the twelve tools", () => {
    expect(tools.length).toBeGreaterThanOrEqual(12);
  });

  for (const tool of tools)
    it(`${tool.id}: valid for its contract, no broken join, over every text field and the corpus`, () => {
      let runs = 0;
      for (const at of stringPaths(tool.example))
        for (const text of corpusFor([...at].reverse().find((k) => typeof k === "string") ?? "")) {
          const parsed = tool.input.safeParse(withText(tool.example, at, text));
          // A text the field refuses (a code list, a length bound) is the form's 400, not an answer.
          if (!parsed.success) continue;
          const output = tool.output.parse(tool.offline(parsed.data));
          runs++;
          // What the person typed is theirs to write as they like; only our joins around it are checked.
          const ours = brokenJoins(textsOf(output).join(" ¶ ")).filter((join) => !text.includes(join.trim()));
          expect(ours, `${tool.id} with ${JSON.stringify(at)} = ${JSON.stringify(text)}`).toEqual([]);
        }
      // The trend scanner's fields are lists of codes: no free text reaches its answer.
      if (tool.id !== "product-trend-scanner") expect(runs).toBeGreaterThan(0);
    }, 120_000);
});
