/**
 * The rules of docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md over the whole option grid
 * and a corpus of real inputs (tests/fixtures/inputs-ideas.ts), for niche discovery, business ideas and the
 * side-hustle generator: every sentence about the budget agrees with the one budget rule, one idea quotes one
 * cost everywhere, two industries share at most one business idea of three and each idea names the person's
 * input, skills are what side hustles sell, and the age bands are one table. The model path is the same
 * schema the engines parse with (`outputSchemaFor`), fed model answers whose figures break the rule.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../../shared/contracts/niche-discovery";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import { HUSTLE_BUDGETS, HUSTLE_TIMES, HUSTLE_TYPES } from "../../shared/contracts/side-hustle-generator";
import { AGE_BANDS, ageBandLabel, ageRange, type AgeBandKey } from "../../shared/domain/age-bands";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool, skillList } from "../../server/ai/tools/business-ideas.tool";
import { sideHustleGeneratorTool } from "../../server/ai/tools/side-hustle-generator.tool";
import { outputSchemaFor } from "../../server/ai/define-generator";
import { budgetOf, dollarFigures, fitsBudget } from "../../server/ai/knowledge/budgets";
import { IDEA_CATALOGUE, catalogueCostText } from "../../server/ai/knowledge/ideas/catalogue";
import { PLAYBOOKS } from "../../server/ai/knowledge/playbooks";
import { nicheCost } from "../../server/ai/knowledge/rank";
import { AUDIENCES } from "../../server/ai/knowledge/audiences";
import { HUSTLE_TEMPLATES } from "../../server/ai/knowledge/side-hustles/templates";
import { costFor } from "../../server/ai/knowledge/side-hustles/compose";
import { hustleCatalogue } from "../../server/modules/side-hustles/side-hustles.seed";
import { INTERESTS, SKILLS, SKILL_TEXTS } from "../fixtures/inputs-ideas";

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as T[number]["value"][];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\$]/g, "\\$&");

/** What the sentences of one idea say about the person's budget: that the cost fits, that it does not, or nothing. */
function budgetVerdict(texts: readonly string[], label: string): "fits" | "over" | "none" | "both" {
  const l = escape(label);
  const yes = new RegExp(`(fits? (your|a) ${l} budget|within your ${l} budget)`, "i");
  const no = new RegExp(`(more than your ${l} budget|capital-heavy for a ${l} budget|above your ${l} budget)`, "i");
  const saysYes = texts.some((t) => yes.test(t));
  const saysNo = texts.some((t) => no.test(t));
  return saysYes && saysNo ? "both" : saysYes ? "fits" : saysNo ? "over" : "none";
}

/** The verdict agrees with the one rule applied to the figures shown, and a cost said to fit stays under the top. */
function expectAgreement(costText: string, texts: readonly string[], budget: { label: string; max: number }) {
  const figures = dollarFigures(costText);
  expect(figures, costText).toBeDefined();
  if (!figures) return;
  const verdict = budgetVerdict(texts, budget.label);
  expect(verdict, texts.join(" | ")).not.toBe("both");
  expect(verdict, `${costText}: ${texts.join(" | ")}`).toBe(fitsBudget(figures, budget) ? "fits" : "over");
  if (verdict === "fits") expect(figures[1]).toBeLessThanOrEqual(budget.max);
}

const skill = fc.constantFrom(...SKILLS);
const interest = fc.constantFrom(...INTERESTS);
const nicheInput = fc.record({
  industry: fc.constantFrom(...values(NICHE_INDUSTRIES)),
  budget: fc.constantFrom(...values(NICHE_BUDGETS)),
  targetMarket: fc.constantFrom(...values(NICHE_TARGET_MARKETS)),
  skills: fc.uniqueArray(skill, { maxLength: 4 }),
  interests: fc.uniqueArray(interest, { maxLength: 4 }),
});
const ideasInput = fc.record({
  industry: fc.constantFrom(...values(IDEA_INDUSTRIES)),
  budget: fc.constantFrom(...values(IDEA_BUDGETS)),
  targetMarket: fc.constantFrom(...values(IDEA_TARGET_MARKETS)),
  skills: fc.oneof(
    fc.constantFrom(...SKILL_TEXTS),
    fc.uniqueArray(skill, { minLength: 1, maxLength: 4 }).map((s) => s.join(", ")),
  ),
});
const hustleInput = fc.record({
  budget: fc.constantFrom(...values(HUSTLE_BUDGETS)),
  timePerWeek: fc.constantFrom(...values(HUSTLE_TIMES)),
  preferredType: fc.constantFrom(...values(HUSTLE_TYPES)),
  skills: fc.uniqueArray(skill, { maxLength: 4 }),
  interests: fc.uniqueArray(interest, { maxLength: 4 }),
});

describe("the fixture corpus", () => {
  it("holds at least 200 real inputs", () => {
    expect(new Set([...SKILLS, ...INTERESTS, ...SKILL_TEXTS]).size).toBeGreaterThanOrEqual(200);
  });
});

describe("one budget rule, on the offline engine", () => {
  it("niche discovery: every budget sentence agrees with the rule, over the grid and the corpus", () => {
    fc.assert(
      fc.property(nicheInput, (raw) => {
        const input = nicheDiscoveryTool.input.parse(raw);
        const out = outputSchemaFor(nicheDiscoveryTool, input).parse(nicheDiscoveryTool.offline(input));
        for (const idea of out.ideas)
          expectAgreement(
            idea.startupCosts,
            [...idea.pros, ...idea.cons, ...(idea.fitReasons ?? [])],
            budgetOf(input.budget),
          );
      }),
      { numRuns: 300 },
    );
  });

  it("business ideas: cost, risks, risk level and reasons agree with the rule, over the grid and the corpus", () => {
    fc.assert(
      fc.property(ideasInput, (raw) => {
        const input = businessIdeasTool.input.parse(raw);
        const out = outputSchemaFor(businessIdeasTool, input).parse(businessIdeasTool.offline(input));
        for (const idea of out.products) {
          const texts = [...idea.risks, ...(idea.scores?.profitability.reasons ?? [])];
          expectAgreement(idea.startupCost ?? "", texts, budgetOf(input.budget));
          if (budgetVerdict(texts, budgetOf(input.budget).label) === "over") expect(idea.riskLevel).toBe("High");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("side hustles: every idea fits the budget and says so, over the grid and the corpus", () => {
    fc.assert(
      fc.property(hustleInput, (raw) => {
        const input = sideHustleGeneratorTool.input.parse(raw);
        const out = outputSchemaFor(sideHustleGeneratorTool, input).parse(sideHustleGeneratorTool.offline(input));
        const budget = HUSTLE_BUDGETS.find((b) => b.value === input.budget) ?? HUSTLE_BUDGETS[0];
        for (const idea of out.ideas) expectAgreement(idea.startupCost, idea.whyItFits, budget);
      }),
      { numRuns: 300 },
    );
  });
});

describe("what the generator does not know", () => {
  // Found by the property above (seed -786796024): four interests, three of them unknown, overflowed the first
  // card's reasons. Every unknown text is now said once, in one sentence.
  it("names every unread interest in one sentence and keeps the first card within its contract", () => {
    const input = sideHustleGeneratorTool.input.parse({
      budget: "0-50",
      timePerWeek: "1-5",
      preferredType: "service",
      skills: ["Excel", "candle making"],
      interests: ["candles", "Pokémon", "parenting", "Formula 1"],
    });
    const out = outputSchemaFor(sideHustleGeneratorTool, input).parse(sideHustleGeneratorTool.offline(input));
    const said = out.ideas[0].whyItFits.filter((s) => s.startsWith("We don't know"));
    expect(said).toHaveLength(1);
    for (const unread of ["Pokémon", "Formula 1"]) expect(said[0]).toContain(`"${unread}"`);
  });
});

describe("one idea table", () => {
  const linkedNiches = Object.values(PLAYBOOKS).flatMap((p) => p.niches.filter((n) => n.idea));

  it("every tool quotes an idea's own startup cost: niches, hustle templates and the side-hustles catalogue", () => {
    for (const niche of linkedNiches) expect(nicheCost(niche)).toEqual(niche.idea && IDEA_CATALOGUE[niche.idea].cost);
    const file = JSON.parse(readFileSync("server/modules/side-hustles/data/side-hustles.json", "utf8")) as {
      hustles: { slug: string; startupCost: string }[];
    };
    for (const entry of Object.values(IDEA_CATALOGUE)) {
      if (!("catalogueSlug" in entry)) continue;
      const text = catalogueCostText(entry.cost);
      expect(hustleCatalogue.hustles.find((h) => h.slug === entry.catalogueSlug)?.startupCost).toBe(text);
      expect(file.hustles.find((h) => h.slug === entry.catalogueSlug)?.startupCost, entry.catalogueSlug).toBe(text);
    }
    // A vintage reseller: the same lean start in niche discovery, business ideas and the generator.
    const thrift = HUSTLE_TEMPLATES.find((t) => t.key === "thrift-flipping");
    expect(thrift?.cost).toEqual([...IDEA_CATALOGUE["vintage-reselling"].cost]);
  });

  it("niche discovery, business ideas and the generator show the same figures for the same idea on the same budget", () => {
    for (const budget of ["0-500", "500-2000", "500-5000"]) {
      const tier = budgetOf(budget);
      const niche = nicheDiscoveryTool.offline(
        nicheDiscoveryTool.input.parse({
          industry: "ecommerce",
          budget: budget === "500-5000" ? "500-2000" : budget,
          targetMarket: "gen-z",
          skills: ["thrifting"],
          interests: ["vintage fashion"],
        }),
      );
      const shop = niche.ideas.find((i) => i.name.startsWith("Vintage Reselling Shop"));
      expect(shop?.startupCosts).toBe(tier.max >= 250 ? "$60 - $250" : undefined);
    }
    const ideas = businessIdeasTool.offline(
      businessIdeasTool.input.parse({
        industry: "ecommerce",
        budget: "0-500",
        targetMarket: "gen-z",
        skills: "thrifting, vintage",
      }),
    );
    expect(ideas.products.find((p) => p.name?.includes("Vintage Reselling Shop"))?.startupCost).toBe("$60-250");
    const thrift = HUSTLE_TEMPLATES.find((t) => t.key === "thrift-flipping");
    if (thrift) expect(costFor(thrift, "200-500")).toEqual([60, 250]);
  });
});

describe("business ideas come from the industry and the person", () => {
  const grid = values(IDEA_BUDGETS).flatMap((budget) =>
    values(IDEA_TARGET_MARKETS).flatMap((targetMarket) =>
      SKILL_TEXTS.map((skills) => ({ budget, targetMarket, skills })),
    ),
  );
  const identity = (name: string | undefined) => (name ?? "").split(": ").slice(1).join(": ");

  it("two different industries never share more than one idea of three, for every budget, market and corpus skills", () => {
    for (const base of grid) {
      const answers = values(IDEA_INDUSTRIES).map((industry) =>
        businessIdeasTool
          .offline(businessIdeasTool.input.parse({ ...base, industry }))
          .products.map((p) => identity(p.name)),
      );
      for (let a = 0; a < answers.length; a++)
        for (let b = a + 1; b < answers.length; b++) {
          const shared = answers[a].filter((n) => answers[b].includes(n));
          expect(shared.length, `${JSON.stringify(base)} ${a}/${b}: ${shared.join()}`).toBeLessThanOrEqual(1);
        }
    }
  });

  it("each idea names something the person wrote", () => {
    for (const base of grid)
      for (const industry of values(IDEA_INDUSTRIES)) {
        const input = businessIdeasTool.input.parse({ ...base, industry });
        const own = skillList(input.skills).map((s) => s.toLowerCase());
        for (const p of businessIdeasTool.offline(input).products) {
          const text = `${p.name} ${p.description}`.toLowerCase();
          expect(
            own.some((s) => text.includes(s)),
            `${input.skills} → ${p.name}`,
          ).toBe(true);
        }
      }
  });

  it("a candle maker and a pet-store owner in the same industry get different ideas, each about their own craft", () => {
    for (const budget of values(IDEA_BUDGETS)) {
      const ask = (skills: string) =>
        businessIdeasTool.offline(
          businessIdeasTool.input.parse({ industry: "ecommerce", budget, targetMarket: "millennials", skills }),
        ).products;
      const candle = ask("candle making");
      const pets = ask("running a pet store");
      const shared = candle.map((p) => identity(p.name)).filter((n) => pets.map((p) => identity(p.name)).includes(n));
      // A lean budget leaves few ecommerce niches that fit, so two may be shared, never all three.
      expect(shared.length).toBeLessThanOrEqual(2);
      expect(candle.some((p) => /candle/i.test(p.name ?? ""))).toBe(true);
      expect(pets.some((p) => /pet/i.test(p.name ?? ""))).toBe(true);
    }
  });
});

describe("side hustles sell the person's skills", () => {
  const run = (skills: string[], preferredType = "service") =>
    sideHustleGeneratorTool.offline(
      sideHustleGeneratorTool.input.parse({
        budget: "0-50",
        timePerWeek: "5-10",
        skills,
        interests: [],
        preferredType,
      }),
    );

  it("tutors the subject of a skill, never the skill's wording", () => {
    const spanish = run(["native Spanish speaker"]);
    expect(spanish.ideas.map((i) => i.title)).toContain("Online tutoring in Spanish");
    const calculus = run(["AP Calculus (scored a 5)"]);
    expect(calculus.ideas.map((i) => i.title)).toContain("Online tutoring in AP Calculus");
    expect(calculus.ideas.flatMap((i) => i.whyItFits).join(" ")).not.toMatch(/Not used by these ideas/);
  });

  it("no title carries a skill's brackets or 'native ... speaker' wording, over the corpus", () => {
    fc.assert(
      fc.property(hustleInput, (raw) => {
        const out = sideHustleGeneratorTool.offline(sideHustleGeneratorTool.input.parse(raw));
        for (const idea of out.ideas) expect(idea.title).not.toMatch(/\(|\bnative\b.*\bspeaker\b|\bin running\b/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe("one age table", () => {
  it("both forms label the generations from it and the answers quote the same ages, never birth years", () => {
    for (const list of [NICHE_TARGET_MARKETS, IDEA_TARGET_MARKETS])
      for (const option of list)
        if (option.value in AGE_BANDS) expect(option.label).toBe(ageBandLabel(option.value as AgeBandKey));
    for (const key of ["gen-z", "millennials", "gen-x"] as const) expect(AUDIENCES[key].who).toContain(ageRange(key));
    expect(AUDIENCES.boomers.who).toContain(String(AGE_BANDS.boomers.min));
    expect(AUDIENCES.seniors.who).toContain(String(AGE_BANDS.seniors.min));
    expect(
      Object.values(AUDIENCES)
        .map((a) => a.who)
        .join(" "),
    ).not.toMatch(/\bborn\b/);
    // Consecutive generations meet without a gap or an overlap.
    expect(AGE_BANDS.millennials.min).toBe(AGE_BANDS["gen-z"].max + 1);
    expect(AGE_BANDS["gen-x"].min).toBe(AGE_BANDS.millennials.max + 1);
    expect(AGE_BANDS.boomers.min).toBe(AGE_BANDS["gen-x"].max + 1);
  });
});

describe("the model path: an answer whose figures break the rule is corrected or refused", () => {
  const money = fc.integer({ min: 0, max: 40_000 }).map((n) => Math.round(n / 10) * 10);
  const claim = fc.constantFrom(
    "Fits your budget perfectly",
    "Well within your startup budget",
    "Capital-heavy for a small budget",
    "Affordable on a tight budget",
  );

  it("niche discovery: costs shown as the rule decides and only the rule's budget sentences", () => {
    fc.assert(
      fc.property(nicheInput, money, money, claim, (raw, a, b, said) => {
        const input = nicheDiscoveryTool.input.parse(raw);
        const answer = nicheDiscoveryTool.offline(input);
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
        const model = {
          ...answer,
          ideas: answer.ideas.map((i) => ({
            ...i,
            startupCosts: `$${lo.toLocaleString("en-US")} - $${hi.toLocaleString("en-US")}`,
            pros: [...i.pros, said],
            fitReasons: [said],
          })),
        };
        const settled = outputSchemaFor(nicheDiscoveryTool, input).parse(model);
        for (const idea of settled.ideas) {
          const texts = [...idea.pros, ...idea.cons, ...(idea.fitReasons ?? [])];
          expect(texts).not.toContain(said);
          expectAgreement(idea.startupCosts, texts, budgetOf(input.budget));
        }
        // Settling twice changes nothing (the engines and runGenerator() both parse).
        expect(outputSchemaFor(nicheDiscoveryTool, input).parse(settled)).toEqual(settled);
      }),
      { numRuns: 200 },
    );
  });

  it("business ideas: costs, risks and risk level follow the rule whatever the model wrote", () => {
    fc.assert(
      fc.property(ideasInput, money, money, claim, (raw, a, b, said) => {
        const input = businessIdeasTool.input.parse(raw);
        const answer = businessIdeasTool.offline(input);
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
        const model = {
          products: answer.products.map((p) => ({
            ...p,
            startupCost: `$${lo}-$${hi}`,
            riskLevel: "Low",
            risks: [said],
          })),
        };
        const settled = outputSchemaFor(businessIdeasTool, input).parse(model);
        for (const idea of settled.products) {
          const texts = [...idea.risks, ...(idea.scores?.profitability.reasons ?? [])];
          expect(texts).not.toContain(said);
          expectAgreement(idea.startupCost ?? "", texts, budgetOf(input.budget));
          expect(idea.riskLevel).toBe(lo <= budgetOf(input.budget).max ? "Low" : "High");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("side hustles: ideas over the budget or the week are dropped, and an answer left with fewer than three refused", () => {
    fc.assert(
      fc.property(hustleInput, fc.array(money, { minLength: 4, maxLength: 4 }), (raw, costs) => {
        const input = sideHustleGeneratorTool.input.parse(raw);
        const answer = sideHustleGeneratorTool.offline(input);
        const model = {
          ideas: answer.ideas.map((idea, i) => ({
            ...idea,
            startupCost: `$${costs[i % costs.length]} - $${costs[i % costs.length] + 100}`,
            whyItFits: [...idea.whyItFits, "Cheap enough for any budget"],
          })),
        };
        const budget = HUSTLE_BUDGETS.find((b) => b.value === input.budget) ?? HUSTLE_BUDGETS[0];
        const fitting = model.ideas.filter(
          (idea) =>
            (dollarFigures(idea.startupCost)?.[0] ?? Infinity) <= budget.max &&
            !(budget.max <= 50 && idea.needsInventory),
        );
        const parsed = outputSchemaFor(sideHustleGeneratorTool, input).safeParse(model);
        expect(parsed.success).toBe(fitting.length >= 3);
        if (parsed.success) {
          expect(parsed.data.ideas).toHaveLength(fitting.length);
          for (const idea of parsed.data.ideas) {
            expect(idea.whyItFits).not.toContain("Cheap enough for any budget");
            expectAgreement(idea.startupCost, idea.whyItFits, budget);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
