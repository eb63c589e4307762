/**
 * Business plans' figures are derived from assumptions (docs/decisions/1410-plan-figures-from-assumptions.md): over the
 * whole option grid (every budget × every idea the ideas generator offers) and a corpus of ideas as people type them,
 * and over any answer a model might give, the plan's figures add up (tests/support/plan-invariants.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import type { BusinessPlanInput } from "../../shared/contracts/business-plans";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { businessPlanTool } from "../../server/ai/tools/business-plan.tool";
import { budgetOf } from "../../server/ai/knowledge/budgets";
import {
  clampAssumptions,
  composePlan,
  monthOfWeek,
  PLAN_BOUNDS,
  planAssumptionsSchema,
  timeline,
} from "../../server/ai/knowledge/plan/finance";
import { expectConsistentPlan } from "../support/plan-invariants";

const RUNS = Number(process.env.RUNS ?? 200);

/** Every idea the ideas generator offers, over its whole grid (three a run). */
const generatedIdeas: BusinessPlanInput["idea"][] = IDEA_INDUSTRIES.flatMap((industry) =>
  IDEA_BUDGETS.flatMap((budget) =>
    IDEA_TARGET_MARKETS.flatMap((market) =>
      businessIdeasTool
        .offline(
          businessIdeasTool.input.parse({
            industry: industry.value,
            budget: budget.value,
            targetMarket: market.value,
            skills: "design, sales",
          }),
        )
        .products.map((p) => ({
          name: p.name ?? "Idea",
          description: p.description,
          industry: industry.label,
          targetMarket: p.targetMarket ?? market.label,
          estimatedRevenue: p.estimatedRevenue,
          marketSize: p.marketSize,
          competition: p.competition,
          timeToMarket: p.timeToMarket,
          riskLevel: p.riskLevel,
          profitPotential: p.profitPotential,
          revenueModel: p.revenueModel ?? "",
          startupCost: p.startupCost ?? "",
        })),
    ),
  ),
);

const base = businessPlanTool.input.parse(businessPlanTool.example).idea;
/** Ideas as people save or edit them: figures missing, in other units, or absurd. */
const typedIdeas: BusinessPlanInput["idea"][] = [
  base,
  {
    ...base,
    name: "Sneaker Flips",
    description: "Resell sneakers",
    estimatedRevenue: "$1K",
    marketSize: "Medium",
    competition: "High",
    timeToMarket: "1 month",
    riskLevel: "Medium",
    profitPotential: "Medium",
    revenueModel: "",
    startupCost: "",
  },
  { ...base, timeToMarket: "2-3 months", revenueModel: "Retainer $1,500-4,000 per client", startupCost: "$50,000" },
  { ...base, timeToMarket: "12-18 months", estimatedRevenue: "$250,000 - $900,000/month", revenueModel: "Wholesale" },
  { ...base, timeToMarket: "1 week", estimatedRevenue: "none yet", profitPotential: "Low (5-10% gross margin)" },
  { ...base, revenueModel: "Pay what you want $0.50-2", estimatedRevenue: "$20/month", startupCost: "$0" },
  { ...base, revenueModel: "Monthly subscription $12-29/month", profitPotential: "Very high (90-99% gross margin)" },
];
const budgets = [...IDEA_BUDGETS.map((b) => b.label), "$2,000", "about 300 dollars", "$100k+"];

const plan = (idea: BusinessPlanInput["idea"], budget: string) =>
  businessPlanTool.input.parse({ productIdeaId: 1, budget, idea });

describe("business plans from the offline engine", () => {
  it("add up for every budget and every idea of the ideas generator", () => {
    expect(generatedIdeas.length).toBeGreaterThan(300);
    for (const idea of generatedIdeas)
      for (const budget of IDEA_BUDGETS) {
        const input = plan(idea, budget.label);
        expectConsistentPlan(businessPlanTool.offline(input), input, budgetOf(budget.label).max);
      }
  }, 120_000); // some 4,600 plans, each checked in full: seconds on a quiet machine, more on a shared one

  it("add up for ideas as people type them, under any budget", () => {
    for (const idea of typedIdeas)
      for (const budget of budgets) {
        const input = plan(idea, budget);
        expectConsistentPlan(businessPlanTool.offline(input), input, budgetOf(budget).max);
      }
  });

  it("are the same plan for the same input, and follow the budget", () => {
    const small = plan(base, "$0 - $500");
    expect(businessPlanTool.offline(small)).toEqual(businessPlanTool.offline(small));
    const out = businessPlanTool.offline(small).revenueProjections.basis!;
    expect(out.startupTotal).toBeLessThanOrEqual(500);
    const big = businessPlanTool.offline(plan(base, "$25,000+")).revenueProjections.basis!;
    expect(big.startupTotal).toBeGreaterThan(out.startupTotal);
  });

  it("no longer says 'Weeks 2-12' before 'Launch (Month 2)': the launch follows the building", () => {
    const input = plan({ ...base, timeToMarket: "8-12 weeks" }, "$500 - $5,000");
    const steps = businessPlanTool.offline(input).nextSteps.map((s) => `${s.step} (${s.timeframe})`);
    expect(steps).toEqual([
      "Validate demand (Weeks 1-2)",
      "Build the first version (Weeks 3-11)",
      "Launch (Week 12 (month 3))",
      "Measure and adjust (Months 4-7)",
    ]);
  });
});

describe("the derivation", () => {
  const item = fc.record({
    item: fc.constantFrom("Stock", "Website", "Ads", "Tools"),
    amount: fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    note: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  });
  const proposed = fc.record({
    pricePerSale: fc.double({ min: -100, max: 1e6, noNaN: true }),
    unitCost: fc.double({ min: -100, max: 1e6, noNaN: true }),
    startingSalesPerMonth: fc.double({ min: -10, max: 1e6, noNaN: true }),
    monthlyGrowthPercent: fc.double({ min: -50, max: 500, noNaN: true }),
    year2GrowthPercent: fc.double({ min: -50, max: 5000, noNaN: true }),
    year3GrowthPercent: fc.double({ min: -50, max: 5000, noNaN: true }),
    weeksToLaunch: fc.double({ min: -5, max: 200, noNaN: true }),
    startupItems: fc.array(item, { minLength: 0, maxLength: 12 }),
    monthlyCostItems: fc.array(item, { minLength: 0, maxLength: 12 }),
  });

  it("clamps any proposal into bounds, and the plan from it adds up", () => {
    fc.assert(
      fc.property(proposed, fc.constantFrom(...budgets), (a, budget) => {
        const max = budgetOf(budget).max;
        const clamped = clampAssumptions(a, max);
        expect(planAssumptionsSchema.safeParse(clamped).error?.issues ?? []).toEqual([]);
        expect(clamped.unitCost).toBeGreaterThanOrEqual(clamped.pricePerSale * PLAN_BOUNDS.unitCostShare.min - 0.01);
        expect(clamped.unitCost).toBeLessThanOrEqual(clamped.pricePerSale * PLAN_BOUNDS.unitCostShare.max);
        const input = plan(base, budget);
        const out = composePlan(
          clamped,
          { idea: base, budgetLabel: budget },
          {
            summary: "A coaching service.",
            riskAssessment: [{ risk: "Slow demand", likelihood: "Medium", impact: "High", mitigation: "Pre-sell" }],
          },
        );
        expectConsistentPlan(out, input, max);
      }),
      { numRuns: RUNS },
    );
  });

  it("a 50% margin and $1,000 of fixed costs a month: each later year's profit is half its revenue less $12,000", () => {
    const out = composePlan(
      clampAssumptions(
        {
          pricePerSale: 100,
          unitCost: 50,
          startingSalesPerMonth: 20,
          monthlyGrowthPercent: 15,
          year2GrowthPercent: 70,
          year3GrowthPercent: 40,
          weeksToLaunch: 6,
          startupItems: [
            { item: "Stock", amount: 3000 },
            { item: "Website", amount: 2050 },
          ],
          monthlyCostItems: [{ item: "Rent and tools", amount: 1000 }],
        },
        5000,
      ),
      { idea: base, budgetLabel: "$500 - $5,000" },
      {
        summary: "A coaching service.",
        riskAssessment: [{ risk: "Slow demand", likelihood: "Medium", impact: "High", mitigation: "Pre-sell" }],
      },
    );
    const [, y2, y3] = out.revenueProjections.yearly;
    for (const y of [y2, y3]) expect(y.profit).toBe(y.revenue / 2 - 12_000);
    // The startup items were over the budget: scaled to it, and the text says their sum.
    expect(out.costBreakdown.startup.map((i) => i.amount)).toEqual([2971, 2029]);
    expect(out.executiveSummary).toContain("($5,000 of startup costs planned)");
  });

  it("keeps every timeline step after the one before, for every number of weeks", () => {
    for (let weeks = PLAN_BOUNDS.weeksToLaunch.min; weeks <= PLAN_BOUNDS.weeksToLaunch.max; weeks++) {
      const steps = timeline(weeks);
      for (let i = 1; i < steps.length; i++) expect(steps[i].firstWeek).toBeGreaterThan(steps[i - 1].lastWeek);
      expect(steps[1].lastWeek).toBe(weeks);
      expect(monthOfWeek(steps[2].firstWeek)).toBeLessThan(monthOfWeek(steps[3].firstWeek));
    }
  });
});

describe("business plans from a model's answer", () => {
  const finish = businessPlanTool.answer!.finish;
  const figure = fc.oneof(
    fc.integer({ min: 1, max: 9_999_999 }).map((n) => `$${n.toLocaleString("en-US")}`),
    fc.integer({ min: 1, max: 999 }).map((n) => `${n}%`),
  );
  const words = fc
    .tuple(fc.constantFrom("We expect", "Costs reach", "Profit of", "Grows by"), fc.option(figure))
    .map(([w, f]) => (f ? `${w} ${f} in year 3` : `${w} steadily`));
  const item = fc.record({
    item: fc.oneof(fc.constantFrom("Stock", "Website"), words),
    amount: fc.double({ min: -1e6, max: 1e7, noNaN: true }),
    note: fc.option(words, { nil: undefined }),
  });
  const answer = fc.record({
    summary: words,
    assumptions: fc.record({
      pricePerSale: fc.double({ min: -5, max: 1e6, noNaN: true }),
      unitCost: fc.double({ min: -5, max: 1e6, noNaN: true }),
      startingSalesPerMonth: fc.double({ min: -5, max: 1e5, noNaN: true }),
      monthlyGrowthPercent: fc.double({ min: -5, max: 400, noNaN: true }),
      year2GrowthPercent: fc.double({ min: -5, max: 4000, noNaN: true }),
      year3GrowthPercent: fc.double({ min: -5, max: 4000, noNaN: true }),
      weeksToLaunch: fc.double({ min: -5, max: 100, noNaN: true }),
      startupItems: fc.array(item, { minLength: 1, maxLength: 10 }),
      monthlyCostItems: fc.array(item, { minLength: 1, maxLength: 10 }),
    }),
    riskAssessment: fc.array(
      fc.record({
        risk: words,
        likelihood: fc.constantFrom("Low", "Medium", "High"),
        impact: fc.constantFrom("Low", "Medium", "High"),
        mitigation: words,
      }),
      { minLength: 1, maxLength: 5 },
    ),
    stepDetails: fc.option(fc.record({ validate: words, build: words, launch: words, measure: words }), {
      nil: undefined,
    }),
  });

  it("are corrected by our code: clamped assumptions, derived figures, no figure of the model's in the words", () => {
    fc.assert(
      fc.property(answer, fc.constantFrom(...typedIdeas), fc.constantFrom(...budgets), (a, idea, budget) => {
        const input = plan(idea, budget);
        const out = finish(a, input);
        expectConsistentPlan(out, input, budgetOf(budget).max);
        // A figure the model wrote (a percentage included) reaches no text of the plan.
        const text = JSON.stringify(out);
        expect(text).not.toMatch(/(We expect|Costs reach|Profit of|Grows by) \S*\d\S* in year 3/);
      }),
      { numRuns: RUNS },
    );
  });

  it("keep the model's words when they state no figure", () => {
    const input = plan(base, "$500 - $5,000");
    const out = finish(
      {
        summary: "FitFlow pairs busy millennials with a coach who adapts every week.",
        assumptions: {
          pricePerSale: 79,
          unitCost: 20,
          startingSalesPerMonth: 8,
          monthlyGrowthPercent: 12,
          year2GrowthPercent: 60,
          year3GrowthPercent: 30,
          weeksToLaunch: 4,
          startupItems: [{ item: "Filming kit", amount: 900, note: "Camera and lights" }],
          monthlyCostItems: [{ item: "Video platform", amount: 120 }],
        },
        riskAssessment: [{ risk: "Coach burnout", likelihood: "Medium", impact: "High", mitigation: "Cap clients" }],
        stepDetails: { launch: "Open the first cohort to the waitlist" },
      },
      input,
    );
    expectConsistentPlan(out, input, 5000);
    expect(out.executiveSummary).toMatch(/^FitFlow pairs busy millennials with a coach who adapts every week\. With/);
    expect(out.riskAssessment).toEqual([
      { risk: "Coach burnout", likelihood: "Medium", impact: "High", mitigation: "Cap clients" },
    ]);
    expect(out.nextSteps.find((s) => s.step === "Launch")?.detail).toBe("Open the first cohort to the waitlist");
    expect(out.revenueProjections.basis).toMatchObject({ pricePerSale: 79, unitCost: 20, grossMarginPercent: 75 });
  });
});
