/**
 * A plan's funding and currency (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md): for any budget
 * from $0 to $10,000, gap = max(0, needed − budget) and the words agree; a plan in pounds or euros writes no "$";
 * the business model chooses the unit economics; the person's own price, cost and hours are used.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BusinessPlanInput, BusinessPlanOutput } from "../../shared/contracts/business-plans";
import { businessPlanTool } from "../../server/ai/tools/business-plan.tool";
import { businessModelOf, planMoney } from "../../server/ai/knowledge/plan/economics";
import type { BusinessProfile } from "../../shared/contracts/business-profile";
import { expectConsistentPlan } from "../support/plan-invariants";

const RUNS = Number(process.env.RUNS ?? 150);
const base = businessPlanTool.input.parse(businessPlanTool.example);

const idea = (over: Partial<BusinessPlanInput["idea"]>): BusinessPlanInput["idea"] => ({ ...base.idea, ...over });
const plan = (input: Partial<BusinessPlanInput>): BusinessPlanOutput =>
  businessPlanTool.offline(businessPlanTool.input.parse({ ...base, ...input }));

const profile = (over: Partial<BusinessProfile>): BusinessProfile => ({
  sells: null,
  channels: [],
  country: null,
  region: null,
  currency: null,
  budget: null,
  hoursPerWeek: null,
  skills: [],
  ageBand: null,
  stage: null,
  updatedAt: "2026-11-28T00:00:00.000Z",
  ...over,
});

describe("a plan's funding", () => {
  it("for any budget from $0 to $10,000: gap = max(0, needed − budget), the words say so, a smaller start fits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom("product", "hourly", "resale", "digital"),
        (n, model) => {
          const budget = `$${n.toLocaleString("en-US")}`;
          const out = plan({ budget, model: model as BusinessPlanInput["model"] });
          expectConsistentPlan(out, { ...base, budget }, n);
          const f = out.funding!;
          expect(Number(f.budget)).toBe(n);
          expect(Number(f.gap)).toBe(Math.max(0, Number(f.needed) - n));
          if (Number(f.gap) > 0) {
            expect(f.says).toContain(`a gap of $${Number(f.gap).toLocaleString("en-US")}`);
            expect(Number(f.smallerStart!.needed)).toBeLessThanOrEqual(n);
          } else expect(f.says).toMatch(/within your budget/);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("a $0 budget: the plan needs more and offers a start that spends nothing", () => {
    const out = plan({ budget: "$0" });
    expect(Number(out.funding!.needed)).toBeGreaterThan(0);
    expect(out.funding!.smallerStart!.says).toMatch(/spend nothing up front/);
    expect(out.executiveSummary).toContain("more than your budget of $0");
  });
});

describe("the person's currency", () => {
  it.each([
    ["£400", "GBP", "£"],
    ["€1.200,50", "EUR", "€"],
    ["400 GBP", "GBP", "£"],
  ])("a budget typed %s gives a plan in %s with no dollar sign", (budget, currency, symbol) => {
    const out = plan({ budget });
    expect(out.currency).toBe(currency);
    expect(out.funding!.currency).toBe(currency);
    expectConsistentPlan(out, { ...base, budget }, planMoney({ budget }).max);
    expect(out.executiveSummary).toContain(symbol);
    expect(out.fullPlan).toContain(`${symbol}`);
  });

  it("the profile's exact budget and currency when the budget chosen is the profile's", () => {
    const gbp = profile({ currency: "GBP", country: "GB", budget: "400.00", sells: "silver rings" });
    const { input, used } = businessPlanTool.withProfile!(
      businessPlanTool.input.parse({ ...base, budget: "£400" }),
      gbp,
    );
    expect(used).toEqual(["budget", "currency"]);
    const out = businessPlanTool.offline(input);
    expect(out.currency).toBe("GBP");
    expect(out.funding!.budget).toBe("400.00");
    expect(JSON.stringify(out)).not.toMatch(/\$/);
  });

  it("a dollar band chosen by a person in pounds is planned in dollars, and the currency is not claimed", () => {
    const gbp = profile({ currency: "GBP", budget: "20000.00" });
    const { input, used } = businessPlanTool.withProfile!(
      businessPlanTool.input.parse({ ...base, budget: "$0 - $500" }),
      gbp,
    );
    expect(used).toEqual([]);
    expect(businessPlanTool.offline(input).currency).toBe("USD");
  });
});

describe("unit economics by model and the person's own numbers", () => {
  it("reads the model from the idea's words", () => {
    const of = (over: Partial<BusinessPlanInput["idea"]>) => businessModelOf({ idea: idea(over) });
    expect(of({ name: "Maths tutoring", revenueModel: "Hourly lessons", description: "GCSE maths" })).toBe("hourly");
    expect(of({ name: "Pawsome Supplies", revenueModel: "Wholesale", description: "Pet harnesses" })).toBe("product");
    expect(of({ name: "Kick Flip", revenueModel: "", description: "Resell sneakers" })).toBe("resale");
    expect(of({ name: "Notion Studio", revenueModel: "Template sales", description: "Planners" })).toBe("digital");
    // The audience's habits in the description do not make a candle shop a subscription business.
    expect(
      of({
        name: "VelaNest: Small-Batch Candle Brand",
        revenueModel: "Product sales ($18-40 per item), 55-70% margin",
        description: "Aimed at millennials, who pay for convenience and subscriptions that save them time.",
      }),
    ).toBe("product");
  });

  it("a pet store whose idea says wholesale is not priced like a retainer", () => {
    const out = plan({
      idea: idea({ name: "Pawsome Supplies", description: "Pet harnesses and toys", revenueModel: "Wholesale" }),
    });
    expect(out.revenueProjections.basis!.pricePerSale).toBeLessThan(100);
  });

  it("an hourly tutor sells no more hours than they have", () => {
    const tutor = idea({
      name: "Maths with Sam",
      description: "Maths tutoring for younger students",
      revenueModel: "Hourly lessons",
      estimatedRevenue: "$2,000 - $4,000/month",
    });
    const out = plan({ idea: tutor, budget: "$50", person: { hoursPerWeek: 5 } });
    const most = Math.max(...out.revenueProjections.monthly.map((m) => m.sales ?? 0));
    expect(most).toBeLessThanOrEqual(Math.floor((5 * 52) / 12));
    expect(out.revenueProjections.assumptions.join(" ")).toMatch(/at most 21 a month from 5 hours a week/);
  });

  it("uses the person's own price and cost", () => {
    const out = plan({ budget: "£400", price: "£45", unitCost: "12.50" });
    expect(out.revenueProjections.basis!.pricePerSale).toBe(45);
    expect(out.revenueProjections.basis!.unitCost).toBe(12.5);
    expect(out.revenueProjections.assumptions).toContain("Price per sale is yours: £45");
  });
});
