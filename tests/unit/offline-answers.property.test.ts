/**
 * Invariants of the offline engine's answers (docs/decisions/701), checked with property-based tests over the whole
 * option grid of each tool: figures that add up, competitors that exist where the person sells, phrases that
 * read as written (no 'for X for Y'), steps and audiences that follow the person's target market, distinct
 * names, valid output and determinism.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../../shared/contracts/niche-discovery";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import { MARKET_INDUSTRIES, MARKET_REGIONS, marketAnalysisRequestSchema } from "../../shared/contracts/market-analysis";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as T[number]["value"][];
const SKILLS = [
  "JavaScript",
  "design",
  "baking",
  "video editing",
  "sales",
  "teaching",
  "sewing",
  "spreadsheets",
  "writing",
  "gaming",
];
const INTERESTS = ["fitness", "gaming", "fashion", "music", "travel", "cooking", "pets", "sustainability"];

/** Words that name each target market's people; an answer for one market must not speak of another's. */
const AUDIENCE_WORDS: Record<string, RegExp> = {
  "gen-z": /\bgen z\b/i,
  millennials: /\bmillennials?\b/i,
  "gen-x": /\bgen x\b/i,
  boomers: /\bboomers?\b/i,
  seniors: /\bseniors\b|\baged 55\b/i,
  parents: /\bparents\b/i,
  students: /\bstudents\b/i,
  creators: /\bcreators\b/i,
  professionals: /\bprofessionals\b/i,
  entrepreneurs: /\bbusiness owners\b|\bentrepreneurs\b/i,
  "small-businesses": /\bsmall businesses\b/i,
  global: /\bworldwide\b|\bglobal buyers\b/i,
};
/** Markets whose words overlap (entrepreneurs run small businesses; seniors and boomers are the same age). */
const KIN: Record<string, string[]> = {
  entrepreneurs: ["small-businesses"],
  "small-businesses": ["entrepreneurs"],
  boomers: ["seniors"],
  seniors: ["boomers"],
};
const otherAudiences = (market: string) =>
  Object.entries(AUDIENCE_WORDS).filter(([key]) => key !== market && !(KIN[market] ?? []).includes(key));

/** 'for X for Y', 'with X with Y': a phrase that repeats its preposition before it ends. */
const DOUBLED_PREPOSITION = /\b(for|with|to|among|of)\s+[^,.;:()]{1,40}?\s+\1\s+(?!example\b)/i;

const nicheInput = fc.record({
  industry: fc.constantFrom(...values(NICHE_INDUSTRIES)),
  budget: fc.constantFrom(...values(NICHE_BUDGETS)),
  targetMarket: fc.constantFrom(...values(NICHE_TARGET_MARKETS)),
  skills: fc.subarray(SKILLS, { maxLength: 4 }),
  interests: fc.subarray(INTERESTS, { maxLength: 3 }),
});
const ideasInput = fc.record({
  industry: fc.constantFrom(...values(IDEA_INDUSTRIES)),
  budget: fc.constantFrom(...values(IDEA_BUDGETS)),
  targetMarket: fc.constantFrom(...values(IDEA_TARGET_MARKETS)),
  skills: fc.subarray(SKILLS, { minLength: 1, maxLength: 4 }).map((s) => s.join(", ")),
  seedIdea: fc.option(
    fc.constantFrom(
      {
        name: "AI homework helper app",
        description: "An app for high school students that explains maths homework step by step.",
      },
      { name: "Vintage sneaker restoration", description: "Restore and resell worn sneakers." },
      { name: "Meal-prep boxes for night-shift nurses", description: "" },
    ),
    { nil: undefined },
  ),
});
const marketInput = fc.record({
  industry: fc.constantFrom(...values(MARKET_INDUSTRIES)),
  location: fc.constantFrom(...values(MARKET_REGIONS)),
  targetMarket: fc.constantFrom(
    "",
    "Gen Z students",
    "small business owners",
    "retirees",
    "content creators",
    "parents of toddlers",
    "young professionals",
    ...NICHE_TARGET_MARKETS.map((o) => o.label),
  ),
});

const RUNS = { numRuns: 300 };
// Hundreds of full answers per property: give a loaded machine room.
vi.setConfig({ testTimeout: 60_000 });

describe("niche discovery answers", () => {
  it("pass the output schema, are deterministic and give distinct names", () => {
    fc.assert(
      fc.property(nicheInput, (raw) => {
        const input = nicheDiscoveryTool.input.parse(raw);
        const out = nicheDiscoveryTool.offline(input);
        expect(nicheDiscoveryTool.output.safeParse(out).success).toBe(true);
        expect(nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(raw))).toEqual(out);
        const names = out.ideas.map((i) => i.name.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
      }),
      RUNS,
    );
  });

  it("never repeat a preposition or an audience in a name or a sentence ('for X for Y')", () => {
    fc.assert(
      fc.property(nicheInput, (raw) => {
        const out = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(raw));
        for (const idea of out.ideas) {
          expect(idea.name.match(/\bfor\b/gi)?.length ?? 0, idea.name).toBeLessThanOrEqual(1);
          for (const text of [idea.name, idea.targetAudience, ...idea.actionSteps, ...(idea.fitReasons ?? [])])
            expect(text, text).not.toMatch(DOUBLED_PREPOSITION);
        }
      }),
      RUNS,
    );
  });

  it("speak of the person's own target market in names, audiences and next steps, and of no other", () => {
    fc.assert(
      fc.property(nicheInput, (raw) => {
        const out = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(raw));
        const own = AUDIENCE_WORDS[raw.targetMarket];
        for (const idea of out.ideas) {
          expect(idea.targetAudience, idea.targetAudience).toMatch(own);
          expect(idea.actionSteps.join(" "), idea.name).toMatch(own);
          const text = [idea.name, idea.targetAudience, ...idea.actionSteps].join(" | ");
          for (const [key, words] of otherAudiences(raw.targetMarket))
            expect(text, `${raw.targetMarket} answer speaks of ${key}`).not.toMatch(words);
        }
        // Each card closes with its own next step, not one sentence pasted onto every card.
        const lastSteps = out.ideas.map((i) => i.actionSteps.at(-1));
        expect(new Set(lastSteps).size).toBe(lastSteps.length);
      }),
      RUNS,
    );
  });
});

describe("business ideas answers", () => {
  it("pass the output schema, are deterministic and never share a name or a brand", () => {
    fc.assert(
      fc.property(ideasInput, (raw) => {
        const out = businessIdeasTool.offline(businessIdeasTool.input.parse(raw));
        expect(businessIdeasTool.output.safeParse(out).success).toBe(true);
        expect(businessIdeasTool.offline(businessIdeasTool.input.parse(raw))).toEqual(out);
        const names = out.products.map((p) => p.name!.toLowerCase());
        expect(new Set(names).size).toBe(3);
        const brands = out.products.map((p) => p.name!.split(":")[0].trim().toLowerCase());
        expect(new Set(brands).size, names.join(" | ")).toBe(3);
      }),
      RUNS,
    );
  });

  it("name only the person's own skills when they say 'your skills'", () => {
    fc.assert(
      fc.property(ideasInput, (raw) => {
        const input = businessIdeasTool.input.parse(raw);
        const own = input.skills.split(/[,;\n]/).map((s) => s.trim().toLowerCase());
        const out = businessIdeasTool.offline(input);
        for (const p of out.products) {
          for (const reason of p.scores!.skillFit.reasons) {
            const named =
              reason.match(/\byour (?:listed )?skills? \(([^)]*)\)/i)?.[1] ??
              reason.match(/\byour (?:listed )?skills?:? ([^.]*)\./i)?.[1];
            if (!named) continue;
            for (const skill of named
              .split(/,| and /)
              .map((s) => s.trim().toLowerCase())
              .filter(Boolean))
              expect(own, `"${reason}" names "${skill}"`).toContain(skill);
          }
        }
      }),
      RUNS,
    );
  });

  it("speak of the person's target market and no other", () => {
    fc.assert(
      fc.property(ideasInput, (raw) => {
        const out = businessIdeasTool.offline(businessIdeasTool.input.parse(raw));
        for (const p of out.products) {
          expect(p.targetMarket).toMatch(AUDIENCE_WORDS[raw.targetMarket]);
          const text = [p.name!.split(":").at(-1)!, p.targetMarket, ...p.firstSteps, ...p.keyFeatures].join(" | ");
          for (const [key, words] of otherAudiences(raw.targetMarket))
            expect(text, `${raw.targetMarket} answer speaks of ${key}`).not.toMatch(words);
          for (const text of [p.name!, p.targetMarket, ...p.firstSteps, ...p.keyFeatures])
            expect(text, text).not.toMatch(DOUBLED_PREPOSITION);
        }
      }),
      RUNS,
    );
  });
});

describe("market analysis answers", () => {
  it("state no competitor share or revenue, since no source gives one (decision 1481)", () => {
    fc.assert(
      fc.property(marketInput, (raw) => {
        const out = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw));
        expect(marketAnalysisTool.output.safeParse(out).success).toBe(true);
        for (const c of out.competitors) expect([c.marketShare, c.revenue]).toEqual([null, null]);
      }),
      RUNS,
    );
  });

  it("is deterministic, and the same industry and region give the same size whatever the audience", () => {
    fc.assert(
      fc.property(marketInput, fc.constantFrom("students", "retirees", "small business owners"), (raw, other) => {
        const a = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw));
        expect(marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw))).toEqual(a);
        const b = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse({ ...raw, targetMarket: other }));
        expect(b.marketSize).toEqual(a.marketSize);
      }),
      RUNS,
    );
  });

  it("lists only companies that sell in the chosen region", () => {
    const REGION_ONLY: Record<string, string> = {
      "Tencent Cloud": "asia-pacific",
      "Baidu AI Cloud": "asia-pacific",
      "Alibaba (Taobao & Tmall)": "asia-pacific",
      "Tencent Music & Video": "asia-pacific",
      Zalando: "europe",
      Personio: "europe",
      GoStudent: "europe",
      MercadoLibre: "emerging-markets",
      Nubank: "emerging-markets",
      "Itaú Unibanco": "emerging-markets",
      "Adani Green Energy": "emerging-markets",
      HealthifyMe: "emerging-markets",
      "BYJU'S": "emerging-markets",
    };
    fc.assert(
      fc.property(marketInput, (raw) => {
        const out = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw));
        if (raw.location === "global") return;
        for (const c of out.competitors) {
          const only = REGION_ONLY[c.name];
          if (only) expect(only, `${c.name} listed for ${raw.location}`).toBe(raw.location);
        }
      }),
      RUNS,
    );
  });

  it("names competition the same way as its score: the reason's figure is openness (higher = less crowded)", () => {
    fc.assert(
      fc.property(marketInput, (raw) => {
        const out = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw));
        const reason = out.opportunityReasons.find((r) => r.factor.startsWith("Competition"))!;
        const openness = Number(reason.detail.match(/(\d+)\/100/)?.[1]);
        expect(reason.detail).toMatch(/higher = less crowded/);
        if (out.competitionLevel === "high") expect(openness).toBeLessThan(33);
        if (out.competitionLevel === "low") expect(openness).toBeGreaterThan(55);
        expect(reason.impact === "positive").toBe(openness >= 50);
      }),
      RUNS,
    );
  });
});

/*
 * Market figures come from the data pack (docs/decisions/1481-sources-and-unknowns-in-answers.md, replacing the
 * regional split of decision 1316): a region's answer never shows a neighbouring region's figure, and every size shown
 * is cited in the answer's sources.
 */
describe("market analysis answers quote the data pack", () => {
  const analyse = (industry: string, location: string, targetMarket: string) =>
    marketAnalysisTool.offline(marketAnalysisRequestSchema.parse({ industry, location, targetMarket }));

  it("every size, growth and forecast shown has a source entry; every empty one an unknown entry", () => {
    for (const industry of values(MARKET_INDUSTRIES))
      for (const location of values(MARKET_REGIONS)) {
        const out = analyse(industry, location, "");
        const fields = new Set(out.sources.map((s) => s.field));
        const missing = new Set(out.unknown.map((u) => u.field));
        const where = `${industry} ${location}`;
        expect(out.marketSize.global === null ? missing.has("marketSize") : fields.has("marketSize"), where).toBe(true);
        expect(out.growthRate === null ? missing.has("growthRate") : fields.has("growthRate"), where).toBe(true);
        expect(out.forecast.length === 0 ? missing.has("forecast") : fields.has("forecast"), where).toBe(true);
        if (out.marketSize.global) expect(out.aiInsights, where).toContain(out.marketSize.global);
      }
  });
});

describe("business ideas follow the chosen target market", () => {
  it("for every industry, budget and market, each idea has a first step that names the market's people", () => {
    fc.assert(
      fc.property(
        ideasInput.map((i) => i.skills),
        (skills) => {
          for (const industry of values(IDEA_INDUSTRIES))
            for (const budget of values(IDEA_BUDGETS))
              for (const targetMarket of values(IDEA_TARGET_MARKETS)) {
                const out = businessIdeasTool.offline(
                  businessIdeasTool.input.parse({ industry, budget, targetMarket, skills }),
                );
                for (const p of out.products) {
                  const where = `${industry} ${budget} ${targetMarket}: ${p.name}`;
                  expect(p.targetMarket, where).toMatch(AUDIENCE_WORDS[targetMarket]);
                  expect(
                    p.firstSteps.some((s) => AUDIENCE_WORDS[targetMarket].test(s)),
                    `${where} first steps: ${p.firstSteps.join(" / ")}`,
                  ).toBe(true);
                }
              }
        },
      ),
      { numRuns: 5 },
    );
  });
});
