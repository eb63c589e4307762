/**
 * A stored business plan's figures add up whoever chose its assumptions (docs/decisions/1410-plan-figures-from-assumptions.md):
 * the offline engine, or a model through the fake OpenAI server whose answer states figures that break the rules
 * (they are corrected by our code) or answers a finished plan instead of assumptions (refused, nothing consumed).
 * The monthly rows are what finance targets "from a saved business plan" read.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { type TestApp, useTestApp } from "../support/test-app";
import { fitFlowIdea, signedInUser } from "../support/factories";
import { consumed } from "../support/usage";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { expectConsistentPlan } from "../support/plan-invariants";
import { businessPlans, productIdeas, type User } from "../../shared/schema";
import { businessPlanResponseSchema } from "../../shared/contracts/business-plans";
import { businessPlanTool } from "../../server/ai/tools/business-plan.tool";

const pro = { selectedPlan: "pro" as const };
const idea = {
  ...fitFlowIdea,
  revenueModel: "Monthly coaching $80-200 per client",
  startupCost: "$500-2K",
};

async function storedIdea(app: TestApp, user: User) {
  const [row] = await app.database.db
    .insert(productIdeas)
    .values({ userId: user.id, ...idea, analysis: { revenueModel: idea.revenueModel, startupCost: idea.startupCost } })
    .returning();
  return row;
}

/** The input the plan tool is given for `row` (as the module's prepare builds it). */
const inputFor = (productIdeaId: number, budget: string) => ({ productIdeaId, budget, idea });

describe("business plans (offline engine)", () => {
  const app = useTestApp();

  it("stores a plan whose figures add up and whose monthly rows become finance targets", async () => {
    const { user, client } = await signedInUser(app, pro);
    const row = await storedIdea(app, user);
    const res = await client.post("/api/business-plans", { productIdeaId: row.id, budget: "$500 - $5,000" });
    expect(res.status).toBe(201);
    const { plan } = businessPlanResponseSchema.parse(res.body);
    expectConsistentPlan(plan, inputFor(row.id, "$500 - $5,000"), 5000);
    expect(plan.revenueProjections.basis).toMatchObject({ pricePerSale: 140, grossMarginPercent: 65 });

    const targets = await client.post("/api/finance/targets/from-plan", { planId: plan.id, startMonth: "2027-01" });
    expect(targets.status).toBe(200);
    const months = targets.body.months as {
      month: string;
      revenueTarget: string | null;
      profitTarget: string | null;
    }[];
    for (const m of plan.revenueProjections.monthly)
      expect(months.find((t) => t.month === `2027-${String(m.month).padStart(2, "0")}`)).toMatchObject({
        revenueTarget: `${m.revenue}.00`,
        profitTarget: `${m.profit < 0 ? "-" : ""}${Math.abs(m.profit)}.00`,
      });
  });
});

describe("business plans (OpenAI engine through the fake server)", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  it("asks the model for assumptions and words, and stores figures our code derived from them", async () => {
    const { user, client } = await signedInUser(ai, pro);
    const row = await storedIdea(ai, user);
    fake.script(
      jsonReply({
        summary: "FitFlow will make $250,000 profit in year 3 with 80% margins.",
        assumptions: {
          pricePerSale: 120,
          unitCost: 300, // above the price: clamped to 95% of it
          startingSalesPerMonth: 4.6,
          monthlyGrowthPercent: 250, // clamped to 30
          year2GrowthPercent: 90,
          year3GrowthPercent: 40,
          weeksToLaunch: 1, // validation takes weeks 1-2: building needs week 3
          startupItems: [
            { item: "Filming kit", amount: 4000, note: "Camera, lights" },
            { item: "Website", amount: 3000, note: "Costs about $5,000 in total" },
          ],
          monthlyCostItems: [{ item: "Video platform", amount: 120 }],
        },
        riskAssessment: [
          { risk: "Coach burnout", likelihood: "Medium", impact: "High", mitigation: "Cap each coach's clients" },
          { risk: "Churn reaches 40%", likelihood: "High", impact: "High", mitigation: "Weekly check-ins" },
        ],
        stepDetails: { build: "Film the first programme", launch: "Launch to 500 waitlist sign-ups" },
      }),
    );
    const res = await client.post("/api/business-plans", { productIdeaId: row.id, budget: "$500 - $5,000" });
    expect(res.status).toBe(201);
    expect(res.body.generation).toMatchObject({ engine: "openai" });

    const schema = fake.requests[0].body.response_format.json_schema.schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["summary", "assumptions", "riskAssessment"]),
    );
    expect(schema.properties.revenueProjections).toBeUndefined();

    const { plan } = businessPlanResponseSchema.parse(
      (await client.get(`/api/business-plans/${res.body.plan.id}`)).body,
    );
    expectConsistentPlan(plan, inputFor(row.id, "$500 - $5,000"), 5000);
    expect(plan.revenueProjections.basis).toMatchObject({
      pricePerSale: 120,
      unitCost: 114,
      grossMarginPercent: 5,
      startingSalesPerMonth: 5,
      monthlyGrowthPercent: 30,
      weeksToLaunch: 3,
      startupTotal: 5000,
    });
    // The startup items over the budget are scaled to fit it, and the total said is their sum.
    expect(plan.costBreakdown.startup.map((i) => i.amount)).toEqual([2858, 2142]);
    expect(plan.costBreakdown.startup[1]).toEqual({ item: "Website", amount: 2142 });
    // Words stating figures of the model's own are replaced; the others are kept.
    expect(plan.executiveSummary).not.toContain("$250,000");
    expect(plan.executiveSummary).not.toContain("80%");
    expect(plan.riskAssessment[0].risk).toBe("Coach burnout");
    expect(plan.riskAssessment.map((r) => r.risk).join(" ")).not.toContain("40%");
    const steps = Object.fromEntries(plan.nextSteps.map((s) => [s.step, s.detail]));
    expect(steps["Build the first version"]).toBe("Film the first programme");
    expect(steps.Launch).not.toContain("500");
    expect(await consumed(ai, user.id)).toEqual({ units: 1, generations: 1 });
  });

  it("refuses a model that answers a finished plan with its own figures: 502, nothing stored or consumed", async () => {
    const { user, client } = await signedInUser(ai, pro);
    const row = await storedIdea(ai, user);
    const invented = businessPlanTool.offline(businessPlanTool.input.parse(inputFor(row.id, "$500 - $5,000")));
    invented.revenueProjections.yearly[2].profit += 5000;
    fake.script(jsonReply(invented), jsonReply(invented));
    const res = await client.post("/api/business-plans", { productIdeaId: row.id, budget: "$500 - $5,000" });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(fake.requests).toHaveLength(2);
    expect(await ai.database.db.select().from(businessPlans).where(eq(businessPlans.userId, user.id))).toEqual([]);
    expect(await consumed(ai, user.id)).toEqual({ units: 0, generations: 0 });
  });
});
