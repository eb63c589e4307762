/**
 * Every offline tool writes the person's own text as typed: names and other free-text fields holding `$`
 * replacement patterns (`$&`, `` $` ``, `$'`, `$1`, `$$`) come out unchanged, and text of any length the form
 * allows gives an answer that passes the tool's output schema (never a 502). Checked with property-based tests
 * over every registered tool and each of its free-text fields (found by asking its input schema).
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { toolRegistry } from "../../server/modules";
import { outputSchemaFor, type AnyGenerator } from "../../server/ai/define-generator";

vi.setConfig({ testTimeout: 120_000 });

const PATTERNS = ["$`", "$&", "$'", "$1", "$$", "$<x>", "$0"] as const;
const WORDS = ["Qux", "Co", "Rover", "café", "naïve", "Ltd.", "24/7", "AI", "plant", "swap", "😀", "Zoë's", "&", "<b>"];

/** Where a free-text field sits in the request (`["idea", "name"]`, `["skills", 0]`) and the longest it may be. */
type Field = { path: (string | number)[]; max: number };
const label = (field: Field) => field.path.join(".");

/** The request with the field at `path` set to `text`. */
function withText(value: unknown, path: (string | number)[], text: string): unknown {
  if (!path.length) return text;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withText(copy[head], rest, text);
  return copy;
}

/** Every string in the example request, with its path. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

/** The longest text the field accepts (its form maximum), by asking the input schema. */
function maxLength(tool: AnyGenerator, path: (string | number)[]): number {
  const accepts = (n: number) =>
    tool.input.safeParse(withText(tool.example, path, "Plant swap app for busy neighbours ".repeat(60).slice(0, n)))
      .success;
  let lo = 0;
  let hi = 5000;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (accepts(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The free-text fields of a tool's example: the strings that accept any words with a `$` in them. */
function freeTextFields(tool: AnyGenerator): Field[] {
  return stringPaths(tool.example)
    .filter((path) => tool.input.safeParse(withText(tool.example, path, "Qux $` Co sells plant cuttings")).success)
    .map((path) => ({ path, max: maxLength(tool, path) }))
    .filter((field) => field.max >= 20);
}

/** Text of words and `$` patterns, `length` UTF-16 units long at most (never splitting a character). */
function textOf(pieces: string[], length: number): string {
  let out = "";
  for (let i = 0; out.length < length; i++) {
    const next = (out ? " " : "") + pieces[i % pieces.length];
    if (out.length + next.length > length) {
      for (const ch of next) if (out.length + ch.length <= length) out += ch;
      break;
    }
    out += next;
  }
  return out.trim() || "Qux";
}

const piece = fc.oneof(fc.constantFrom(...PATTERNS), fc.constantFrom(...WORDS));

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

const tools = toolRegistry.list.map((r) => r.tool);
const cases = tools.flatMap((tool) => freeTextFields(tool).map((field) => ({ tool, field })));
const named = (c: (typeof cases)[number]) => [c.tool.id, label(c.field), c] as const;

describe("offline tools and the person's own text", () => {
  it("find the free-text fields of the tools, names included", () => {
    const fields = (id: string) => cases.filter((c) => c.tool.id === id).map((c) => label(c.field));
    expect(fields("launch-roadmap")).toEqual(expect.arrayContaining(["businessName", "businessIdea", "targetMarket"]));
    expect(fields("business-plan")).toEqual(expect.arrayContaining(["idea.name", "idea.description"]));
    expect(fields("creator-suite")).toEqual(expect.arrayContaining(["topic", "targetAudience"]));
    expect(fields("market-analysis")).toContain("targetMarket");
  });

  it.each(cases.map(named))(
    "%s: any %s up to the form's maximum gives an answer that passes the output schema",
    (_id, _field, { tool, field }) => {
      fc.assert(
        fc.property(
          fc.array(piece, { minLength: 1, maxLength: 12 }),
          fc.oneof(fc.constant(field.max), fc.integer({ min: 1, max: field.max })),
          (pieces, length) => {
            const parsed = tool.input.safeParse(withText(tool.example, field.path, textOf(pieces, length)));
            fc.pre(parsed.success); // a field that asks for real words ('Describe your idea in words')
            const input = parsed.data;
            const output = tool.offline(input);
            const checked = outputSchemaFor(tool, input).safeParse(output);
            expect(checked.error?.issues ?? []).toEqual([]);
            // No half of a character (a lone surrogate): PostgreSQL refuses it in JSON.
            for (const s of strings(output)) expect(s, JSON.stringify(s)).not.toMatch(/\p{Cs}/u);
          },
        ),
        { numRuns: Number(process.env.RUNS ?? 40) },
      );
    },
  );

  it.each(cases.map(named))("%s: a %s holding a $ pattern is written as typed", (_id, _field, { tool, field }) => {
    let tried = 0;
    for (const pattern of PATTERNS) {
      const typed = `Quxley ${pattern} Cobb`;
      const parsed = [`${typed} sells plant cuttings to busy neighbours`, typed]
        .map((text) => tool.input.safeParse(withText(tool.example, field.path, text)))
        .find((r) => r.success);
      if (!parsed) continue; // a field that refuses this text ('$<x>' reads as markup to the validator)
      tried++;
      const text = strings(tool.offline(parsed.data)).join("\n");
      // Wherever the first word is written with what followed it (not as a hashtag, not alone as a first word),
      // the pattern follows as typed: read as a pattern, it would have put pieces of a template there.
      for (const at of text.matchAll(/(?<!#)Quxley(?= )/gi))
        expect(text.slice(at.index, at.index + typed.length).toLowerCase(), `${label(field)}: ${typed}`).toBe(
          typed.toLowerCase(),
        );
      expect(text, `${label(field)}: ${typed}`).not.toMatch(/\{\w+\}/);
    }
    expect(tried).toBeGreaterThanOrEqual(PATTERNS.length - 1);
  });
});
