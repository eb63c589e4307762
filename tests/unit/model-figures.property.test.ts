/**
 * The model path of every registered tool (docs/decisions/1488-model-figures-checked-for-every-tool.md): the real
 * OpenAI client, pointed at the fake OpenAI server, gets answers that state market figures no data-pack entry backs
 * ("worth $7.77T", "87.3% of buyers"), in each tool's answer for its example and for descriptions of the understanding
 * corpus in its free-text fields. The engine's answer must have lost every one of them, name the field in `unknown`
 * where the answer has that list (or fill it with a figure it cites), still fit the tool's schema, and hold no broken
 * join of ours. An answer that states only figures it cites (the offline engine's own) comes back as it was sent.
 */
import { typed } from "../support/typed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolRegistry } from "../../server/modules";
import { createOpenAiEngine } from "../../server/ai/openai-engine";
import { outputSchemaFor, type AnyGenerator } from "../../server/ai/define-generator";
import { brokenJoins } from "../../server/ai/knowledge/slots";
import type { AiEngine } from "../../server/ai/engine";
import { jsonReply, startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { CORPUS } from "../support/understanding-coverage";

const UNSOURCED = "The global market is worth $7.77T and 87.3% of buyers want it.";
/** A shorter one, for strings with a tight length limit (a logo's rationale). */
const SHORT = "Worth $7.77T.";
const FIGURES = ["$7.77T", "87.3%"];

/** Answers of tools whose model answers a schema of its own (assumptions and words), with unsourced figures. */
const MODEL_ANSWERS: Record<string, unknown> = {
  "business-plan": {
    summary: `A studio that sells online coaching to busy parents. ${UNSOURCED}`,
    assumptions: {
      pricePerSale: 40,
      unitCost: 12,
      startingSalesPerMonth: 10,
      monthlyGrowthPercent: 8,
      year2GrowthPercent: 30,
      year3GrowthPercent: 20,
      weeksToLaunch: 6,
      startupItems: [{ item: "Website", amount: 300, note: "Domain and theme" }],
      monthlyCostItems: [{ item: "Video platform", amount: 30 }],
    },
    riskAssessment: [
      {
        risk: `Parents drop out after a month. ${UNSOURCED}`,
        likelihood: "Medium",
        impact: "High",
        mitigation: "Weekly check-ins",
      },
    ],
    stepDetails: { launch: `Launch to the waitlist. ${UNSOURCED}` },
  },
};

/** Every string of a value with its path, `sources` left out. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => (k === "sources" ? [] : strings(v, path ? `${path}.${k}` : k)));
  return [];
}

/** A copy of `value` with the string at `path` replaced. */
function withString(value: unknown, path: string, text: string): unknown {
  const copy = structuredClone(value);
  const keys = path.match(/[^.[\]]+/g) ?? [];
  let at: Record<string, unknown> = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]] = text;
  return copy;
}

/**
 * The tool's offline answer with an unsourced sentence added to up to three of its strings, each only where the
 * answer still fits the tool's schema (a length or a word count), and the fields it went into.
 */
function injected(tool: AnyGenerator, input: unknown): { answer: unknown; fields: string[] } {
  const schema = outputSchemaFor(tool, input);
  let answer: unknown = tool.offline(input);
  const fields: string[] = [];
  for (const [path, text] of strings(answer)) {
    if (fields.length === 3) break;
    const next = [UNSOURCED, SHORT]
      .map((sentence) => withString(answer, path, `${text} ${sentence}`))
      .find((candidate) => schema.safeParse(candidate).success);
    if (next === undefined) continue;
    answer = next;
    fields.push(path);
  }
  return { answer, fields };
}

/** The tool's example with a corpus description in each of its free-text fields (a list gets it as its one item). */
function withDescription(tool: AnyGenerator, text: string): unknown {
  const input = structuredClone(tool.example) as Record<string, unknown>;
  for (const field of tool.freeText ?? []) {
    const [head, tail] = field.split(".");
    const holder = (tail ? input[head] : input) as Record<string, unknown> | undefined;
    const key = tail ?? head;
    if (!holder || !(key in holder)) continue;
    holder[key] = Array.isArray(holder[key]) ? [typed(text, 60)] : typed(text, 100);
  }
  return input;
}

let fake: FakeOpenAi;
let engine: AiEngine;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  engine = createOpenAiEngine({
    apiKey: "sk-test-fake",
    baseURL: fake.baseURL,
    model: "gpt-test-mini",
    budgetMs: 5000,
  });
});
afterAll(() => fake.close());

// Every 29th description: about 20 of the corpus's trades, countries and spellings per tool.
const SAMPLE = CORPUS.filter((_, i) => i % 29 === 0).map((entry) => entry.text);

describe.each(toolRegistry.list.map((r) => [r.tool.id, r.tool] as const))("%s on the model path", (id, tool) => {
  it("loses every unsourced figure a model states, keeps its schema and names what it lost", async () => {
    const inputs = [tool.example, ...(tool.freeText?.length ? SAMPLE.map((t) => withDescription(tool, t)) : [])]
      .map((raw) => tool.input.safeParse(raw))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
    expect(inputs.length).toBeGreaterThan(0);
    // An answer already at its length limit everywhere (a post at the top of its word band) can carry no sentence;
    // the tool must carry one in most of its answers.
    let carried = 0;
    for (const input of inputs) {
      const own = MODEL_ANSWERS[id];
      if (tool.answer && !own) throw new Error(`${id} has a model answer schema: add its answer to MODEL_ANSWERS`);
      const { answer, fields } = own ? { answer: own, fields: [] } : injected(tool, input);
      if (!own && fields.length === 0) continue;
      carried++;
      fake.script(jsonReply(answer));
      const { output } = await engine.generate(tool, input);

      const text = JSON.stringify(output);
      for (const figure of FIGURES) expect(text, `${id} kept ${figure}`).not.toContain(figure);
      expect(outputSchemaFor(tool, input).safeParse(output).success).toBe(true);
      expect(strings(output).flatMap(([path, s]) => brokenJoins(s).map((b) => `${path}: ${b}`))).toEqual([]);
      // A field that lost a figure says so in `unknown`, unless the tool filled it with a figure it cites.
      const { unknown, sources } = output as { unknown?: { field: string }[]; sources?: { field: string }[] };
      if (Array.isArray(unknown)) {
        const lost = [...new Set(fields.map((f) => f.split(/[.[]/)[0]))].filter((f) => f !== "unknown");
        const said = (f: string) => unknown.some((u) => u.field === f) || (sources ?? []).some((s) => s.field === f);
        expect(lost.filter((f) => !said(f))).toEqual([]);
      }
    }
    expect(carried, `${id}: answers that carried an unsourced sentence`).toBeGreaterThanOrEqual(inputs.length / 2);
  });
});

// A tool whose model answers a schema of its own has no offline answer to send back: only the others.
const answeringTheirOutput = toolRegistry.list.filter((r) => !r.tool.answer);
describe.each(answeringTheirOutput.map((r) => [r.tool.id, r.tool] as const))("%s on the model path", (_id, tool) => {
  it("passes an answer that states only figures it cites through as it was", async () => {
    const input = tool.input.parse(tool.example);
    const offline = outputSchemaFor(tool, input).parse(tool.offline(input));
    fake.script(jsonReply(offline));
    const { output } = await engine.generate(tool, input);
    expect(output).toEqual(offline);
  });
});
