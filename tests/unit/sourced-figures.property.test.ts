/**
 * The scan of D20 (docs/decisions/1481-sources-and-unknowns-in-answers.md): every offline answer over a grid of inputs
 * (every option of the forms, and the understanding corpus in every free-text field) is searched for figure-shaped text
 * (money in billions or trillions, a percentage, "x% of"). Each one must be a data pack figure cited in the same
 * answer's `sources`; the only other percentages allowed are margins, which are the person's own economics.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CORPUS } from "../support/understanding-coverage";
import { packTexts } from "../../server/ai/knowledge/data-pack";
import type { GeneratorDefinition } from "../../server/ai/define-generator";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { sideHustleGeneratorTool } from "../../server/ai/tools/side-hustle-generator.tool";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";
import { creatorSuiteTool } from "../../server/ai/tools/creator-suite.tool";
import { salesScriptTool } from "../../server/ai/tools/sales-script.tool";
import { logoMakerTool } from "../../server/ai/tools/logo-maker.tool";
import { launchRoadmapTool } from "../../server/ai/tools/launch-roadmap.tool";
import { ideaScoreTool } from "../../server/ai/tools/idea-score.tool";
import { trendScanTool } from "../../server/ai/tools/trend-scan.tool";
import { MARKET_INDUSTRIES, MARKET_REGIONS } from "../../shared/contracts/market-analysis";
import { NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../../shared/contracts/niche-discovery";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import { SCRIPT_GOALS, SCRIPT_TONES, SCRIPT_TYPES } from "../../shared/contracts/sales-scripts";

/** One run of the grid: a tool's id and its offline answer to one raw input (undefined when the input is refused). */
type Run = { id: string; answer: () => unknown };
function run<I extends z.ZodType, O extends z.ZodType>(tool: GeneratorDefinition<I, O>, raw: unknown): Run {
  return {
    id: tool.id,
    answer: () => {
      const parsed = tool.input.safeParse(raw);
      return parsed.success ? tool.offline(parsed.data) : undefined;
    },
  };
}

const FIGURE = /\$\s?\d[\d,.]*\s?(?:[BT]\b|billion|trillion)|\d+(?:\.\d+)?\s?(?:%|percent\b)(?:\s+of\b)?/gi;
/** A margin is the seller's own economics (a price against a cost), not a market figure. */
const MARGIN = /margin/i;

/** Every string of an answer but its citations, with the path it sits at. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, `${path}[]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => (k === "sources" ? [] : strings(v, `${path}.${k}`)));
  return [];
}

/** Every `sources` entry anywhere in an answer. */
function citations(value: unknown): { url: string; year: number }[] {
  if (Array.isArray(value)) return value.flatMap(citations);
  if (!value || typeof value !== "object") return [];
  const own =
    "sources" in value && Array.isArray(value.sources) ? (value.sources as { url: string; year: number }[]) : [];
  return [...own, ...Object.entries(value).flatMap(([k, v]) => (k === "sources" ? [] : citations(v)))];
}

const TEXTS = packTexts();

/** The figure-shaped texts of an answer that are neither a cited pack figure nor a margin. */
export function unsourcedFigures(answer: unknown): string[] {
  const cited = citations(answer);
  const bad: string[] = [];
  for (const [path, text] of strings(answer))
    for (const sentence of text.split(/(?<=[.!?;])\s+|\n/))
      for (const m of sentence.matchAll(FIGURE)) {
        const token = m[0].replace(/\s+of$/i, "").replace(/\s/g, "");
        const figures = TEXTS.get(token) ?? [];
        const sourced = figures.some((f) => cited.some((c) => c.url === f.source.url && c.year === f.year));
        if (!sourced && !MARGIN.test(sentence)) bad.push(`${path}: "${m[0]}" in "${sentence.slice(0, 120)}"`);
      }
  return bad;
}

const values = <T extends { value: string }>(options: readonly T[]) => options.map((o) => o.value);
const TEXTS_SAMPLE = CORPUS.filter((_, i) => i % 3 === 0).map((c) => c.text);

/** The grid: every option of the forms, and a third of the corpus in the free-text fields. */
function* grid(): Generator<Run> {
  for (const industry of [...values(MARKET_INDUSTRIES), ...TEXTS_SAMPLE.map((t) => t.slice(0, 100))])
    for (const location of values(MARKET_REGIONS))
      yield run(marketAnalysisTool, { industry, location, targetMarket: "college students" });
  for (const industry of values(NICHE_INDUSTRIES))
    for (const targetMarket of values(NICHE_TARGET_MARKETS))
      yield run(nicheDiscoveryTool, {
        industry,
        targetMarket,
        budget: "0-500",
        skills: ["writing"],
        interests: ["pets"],
      });
  for (const industry of values(IDEA_INDUSTRIES))
    for (const budget of values(IDEA_BUDGETS))
      for (const targetMarket of values(IDEA_TARGET_MARKETS))
        yield run(businessIdeasTool, { industry, budget, targetMarket, skills: "baking, social media" });
  for (const [i, text] of TEXTS_SAMPLE.entries()) {
    const short = text.slice(0, 60);
    yield run(nicheDiscoveryTool, {
      industry: "ecommerce",
      targetMarket: "gen-z",
      budget: "0-500",
      skills: [short],
      interests: [short],
    });
    yield run(businessIdeasTool, { industry: "ecommerce", budget: "0-500", targetMarket: "gen-z", skills: text });
    yield run(quickValidationTool, { product: text.slice(0, 120), description: `${text} for busy parents` });
    yield run(sideHustleGeneratorTool, {
      budget: "50-200",
      timePerWeek: "5-10",
      skills: [short],
      interests: [short],
      preferredType: "any",
    });
    yield run(creatorSuiteTool, {
      type: "social_post",
      topic: text,
      tone: "casual",
      length: "short",
      targetAudience: "dog owners",
    });
    yield run(salesScriptTool, {
      type: SCRIPT_TYPES[i % SCRIPT_TYPES.length],
      tone: SCRIPT_TONES[i % SCRIPT_TONES.length],
      goal: SCRIPT_GOALS[i % SCRIPT_GOALS.length],
      product: text.slice(0, 120),
      targetAudience: "cafe owners",
      painPoint: text,
      industry: text.slice(0, 80),
    });
    yield run(logoMakerTool, { businessName: "Luna & Co", industry: short, style: "modern", colors: "" });
    yield run(launchRoadmapTool, {
      businessName: "Luna Studio",
      businessIdea: text,
      industry: "ecommerce",
      timeCommitment: "5-10",
      targetMarket: short,
    });
    yield run(ideaScoreTool, {
      ideaId: 1,
      title: text.slice(0, 100),
      description: text,
      industry: "E-commerce",
      evidence: [],
    });
  }
  for (const category of ["fitness", "beauty", "pets", "home", "tech"])
    yield run(trendScanTool, { category, platform: "tiktok", minTrendScore: 70, known: [] });
}

describe("every market figure in an offline answer comes from the data pack with its source", () => {
  it("finds no unsourced figure over the grid", { timeout: 240_000 }, () => {
    const failures: string[] = [];
    const answers = new Map<string, number>();
    for (const { id, answer } of grid()) {
      const out = answer();
      if (out === undefined) continue;
      answers.set(id, (answers.get(id) ?? 0) + 1);
      for (const bad of unsourcedFigures(out)) failures.push(`${id} ${bad}`);
    }
    const total = [...answers.values()].reduce((a, b) => a + b, 0);
    console.log(
      `sourced figures: ${total} answers of ${answers.size} generators (${[...answers.keys()].join(", ")}), ${failures.length} unsourced figures`,
    );
    expect(answers.size).toBe(11);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  });

  it("catches a figure that is not in the pack, and one from the pack that the answer does not cite", () => {
    expect(unsourcedFigures({ text: "The market is worth $6.3T and grows 9.4% a year." })).toHaveLength(2);
    expect(unsourcedFigures({ text: "Games earn $187.7B.", sources: [] })).toHaveLength(1);
    expect(
      unsourcedFigures({
        text: "Games earn $187.7B.",
        sources: [
          {
            url: "https://www.gamesindustry.biz/newzoo-global-games-market-expected-to-grow-to-187bn-in-2024",
            year: 2024,
          },
        ],
      }),
    ).toEqual([]);
    expect(unsourcedFigures({ text: "Fast delivery expectations (62%)", note: "Amazon 16.1% $320.4B" })).toHaveLength(
      3,
    );
    expect(unsourcedFigures({ text: "A 60-70% gross margin." })).toEqual([]);
  });
});
