/**
 * Every offline generator's words over the whole understanding corpus (docs/decisions/1434-one-understanding-layer-one-text-gate.md,
 * decision 1430): each description goes into each tool's free-text fields, and every string of every answer must keep
 * the grammar rules: articles by sound before names and acronyms ("an Etsy store"), no verb agreeing with a typed
 * plural ("your dogs is"), no range of one number ("10-10"), a plural noun after every number but 1 ("1 orders",
 * "3 hour"), no doubled opener ("Honestly, Quick question:"), and no text cut in the middle of a word.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CORPUS } from "../support/understanding-coverage";
import { typed } from "../support/typed";
import { brokenJoins } from "../../server/ai/knowledge/slots";
import { clipText } from "../../server/ai/knowledge/template";
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
import { countOf, rangeOf } from "../../shared/domain/words";
import { SCRIPT_TONES, SCRIPT_TYPES } from "../../shared/contracts/sales-scripts";

const TIMES = ["1-5", "5-10", "10-20", "20-40", "40+"];
const TYPES = ["digital", "physical", "service", "creative", "any"];

const NOUNS = "order|hour|week|day|month|customer|sale|item|step|idea|post|person|follower|sign-up|unit|product|niche";
const RULES: [string, RegExp][] = [
  ["a range of one number", /\b(\d+)\s?-\s?\1\b(?!\.\d)/],
  ["a plural after 1", new RegExp(`(?<![\\d.,])\\b1 (?:${NOUNS.replace(/\|/g, "s|")}s|people)\\b`)],
  // "12 week programs" is a compound a person may type; "3 hour" before "a week", "of" or the end is not.
  [
    "a singular after a number above 1",
    new RegExp(
      `(?<![\\d.$£€-])\\b(?:[2-9]|\\d{2,}) (?:${NOUNS})\\b(?!-)(?=\\s*$|\\s*[.,;:!?)…]|\\s(?:of|per|a|an|the|and|or|to|in|on|each|every|ago|left|later)\\b)`,
    ),
  ],
  [
    "a doubled opener",
    /\b(?:Honestly|So|To be specific:|I'm curious:|This matters right now:),? (?:Quick question|Honestly|So)\b/,
  ],
  ["a capital after a comma lead", /\b(?:Honestly|So), (?!I\b|I')[A-Z][a-z]/],
  ["a verb agreeing with a typed plural", /\byour [\p{L} ]*?[^s\s]s (?:is|was|has) the\b/iu],
];

/** Every string in an answer. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Each generator with its free-text fields filled from one description. */
const GENERATORS: [GeneratorDefinition<z.ZodType, z.ZodType>, (text: string, i: number) => unknown][] = [
  [
    nicheDiscoveryTool,
    (t) => ({
      industry: "ecommerce",
      skills: [typed(t, 60)],
      budget: "0-500",
      interests: [typed(t, 60)],
      targetMarket: "gen-z",
    }),
  ],
  [businessIdeasTool, (t) => ({ industry: "ecommerce", budget: "0-500", targetMarket: "gen-z", skills: t })],
  [
    sideHustleGeneratorTool,
    (t, i) => ({
      budget: "50-200",
      timePerWeek: TIMES[i % TIMES.length],
      skills: [typed(t, 60)],
      interests: [typed(t, 60)],
      preferredType: TYPES[i % TYPES.length],
    }),
  ],
  [quickValidationTool, (t) => ({ product: typed(t, 120), description: `${t} for busy parents` })],
  [marketAnalysisTool, (t) => ({ industry: typed(t, 100), targetMarket: "college students", location: "global" })],
  [
    creatorSuiteTool,
    (t) => ({ type: "social_post", topic: t, tone: "casual", length: "short", targetAudience: "dog owners" }),
  ],
  [
    salesScriptTool,
    (t, i) => ({
      type: SCRIPT_TYPES[i % SCRIPT_TYPES.length],
      product: typed(t, 120),
      targetAudience: "cafe owners",
      painPoint: t,
      tone: SCRIPT_TONES[i % SCRIPT_TONES.length],
      industry: typed(t, 80),
    }),
  ],
  [logoMakerTool, (t) => ({ businessName: "Luna & Co", industry: typed(t, 60), style: "modern", colors: "" })],
  [
    launchRoadmapTool,
    (t) => ({
      businessName: "Luna Studio",
      businessIdea: t,
      industry: "ecommerce",
      timeCommitment: "5-10",
      targetMarket: typed(t, 200),
    }),
  ],
  [ideaScoreTool, (t) => ({ title: typed(t, 100), description: t, industry: "E-commerce", evidence: [] })],
];

describe("grammar over the corpus and every offline generator", () => {
  it("finds no broken join in any string of any answer", { timeout: 240_000 }, () => {
    const failures: string[] = [];
    let answers = 0;
    for (const [tool, make] of GENERATORS)
      for (const [i, { text }] of CORPUS.entries()) {
        const parsed = tool.input.safeParse(make(text, i));
        if (!parsed.success) continue;
        answers++;
        for (const s of strings(tool.offline(parsed.data))) {
          for (const join of brokenJoins(s)) failures.push(`${tool.id}: "${join}" in "${s}"`);
          for (const [rule, re] of RULES) if (re.test(s)) failures.push(`${tool.id}: ${rule} in "${s}"`);
        }
      }
    console.log(`grammar: ${answers} answers over ${CORPUS.length} descriptions, ${failures.length} failures`);
    expect(answers).toBeGreaterThanOrEqual(CORPUS.length * 9);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  });

  it("counts and ranges: a noun agrees with its number, a range of one number reads as one", () => {
    expect([countOf(1, "order"), countOf(2, "order"), countOf(1, "person", "people"), countOf(1200, "order")]).toEqual([
      "1 order",
      "2 orders",
      "1 person",
      "1,200 orders",
    ]);
    expect([rangeOf(10, 10, "hours"), rangeOf(1, 1, "hours"), rangeOf(5, 10, "hours")]).toEqual([
      "10 hours",
      "1 hour",
      "5-10 hours",
    ]);
  });

  it("cuts text only between words (a single word longer than the room aside)", () => {
    for (const { text } of CORPUS)
      for (const max of [8, 12, 20, 30]) {
        const clipped = clipText(text, max);
        expect(clipped.length).toBeLessThanOrEqual(max);
        if (clipped === text) continue;
        const kept = clipped.slice(0, -1);
        const wholeWords = text.startsWith(kept) && /^\s|^[,;:–-]/.test(text.slice(kept.length) || " ");
        const oneLongWord = !kept.includes(" ") && !text.slice(0, max).includes(" ");
        expect(wholeWords || oneLongWord, `${max}: ${clipped} from ${text}`).toBe(true);
      }
  });
});
