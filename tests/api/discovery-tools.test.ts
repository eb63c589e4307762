/**
 * Niche discovery, business ideas, business plans and the generation history on the offline engine:
 * validation messages, free limits (including ten parallel requests), Pro-only plans, ownership (404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { usageCounters, users } from "../../shared/schema";
import { productIdeaListResponseSchema } from "../../shared/contracts/business-ideas";
import { businessPlanListResponseSchema, businessPlanResponseSchema } from "../../shared/contracts/business-plans";
import { nicheDiscoveryOutputSchema } from "../../shared/contracts/niche-discovery";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { FAIR_USE_DAILY_LIMIT: "5" } });
});
afterAll(async () => {
  await app?.close();
});

const niches = {
  industry: "health",
  skills: ["yoga"],
  budget: "0-500",
  interests: ["hiking"],
  targetMarket: "millennials",
};
const ideas = {
  industry: "fitness-wellness",
  budget: "500-5000",
  targetMarket: "millennials",
  skills: "personal training, Instagram",
};
const pro = { selectedPlan: "pro" as const };

describe("POST /api/generate-niches", () => {
  it("answers trends, ideas and tips from the offline engine", async () => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/generate-niches", niches);
    expect(res.status).toBe(200);
    nicheDiscoveryOutputSchema.parse(res.body);
    expect(res.body.marketTrends.length).toBeGreaterThanOrEqual(3);
    expect(res.body.quickStartTips.length).toBeGreaterThanOrEqual(3);
    expect(res.body.ideas.length).toBeGreaterThanOrEqual(3);
    for (const idea of res.body.ideas) {
      expect(["Low", "Medium", "High"]).toContain(idea.competitionLevel);
      expect(idea.actionSteps.length).toBeGreaterThan(0);
    }
    expect(res.body.generation).toMatchObject({ engine: "offline", model: "offline", tool: "niche-discovery" });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totalIdeasGenerated).toBe(res.body.ideas.length);
  });

  it.each([
    [{ ...niches, industry: "" }, "Industry is required"],
    [{ ...niches, budget: undefined }, "Budget is required"],
    [{ ...niches, targetMarket: "" }, "Target market is required"],
    [{ ...niches, industry: "space-mining" }, "Industry must be one of the listed options"],
    [{ ...niches, skills: "yoga" }, "Skills must be a list of text"],
    [{ ...niches, interests: ["x".repeat(61)] }, "Each interests entry must be at most 60 characters"],
  ])("rejects %j with '%s' and consumes nothing", async (body, message) => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/generate-niches", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id))).toHaveLength(0);
  });

  it("refuses a free user's third run with 402 free_limit_reached", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/generate-niches", niches)).status).toBe(200);
    expect((await client.post("/api/generate-niches", { ...niches, budget: "500-2000" })).status).toBe(200);
    const third = await client.post("/api/generate-niches", niches);
    expect(third.status).toBe(402);
    expect(third.body.code).toBe("free_limit_reached");
    expect(third.body.message).toContain("Free trial limit reached");
    expect(third.body.message).toContain("2 free niche discovery runs");
  });

  it("gives exactly one of ten parallel requests the last free run", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.post("/api/generate-niches", niches)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post("/api/generate-niches", niches)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    const [counter] = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
    expect(counter.used).toBe(2);
  });

  it("lets Pro users past the free limit until the fair-use ceiling (429, not the free-trial message)", async () => {
    const { client } = await signedInUser(app, pro);
    for (let i = 0; i < 5; i++) expect((await client.post("/api/generate-niches", niches)).status).toBe(200);
    const over = await client.post("/api/generate-niches", niches);
    expect(over.status).toBe(429);
    expect(over.body.message).not.toMatch(/limit reached/i);
  });

  it("treats an expired Pro plan as free", async () => {
    const { client } = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() - 86_400_000),
    });
    await client.post("/api/generate-niches", niches);
    await client.post("/api/generate-niches", niches);
    expect((await client.post("/api/generate-niches", niches)).status).toBe(402);
  });
});

describe("business ideas", () => {
  it("stores exactly three ideas with every field and lists them", async () => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/generate-products", ideas);
    expect(res.status).toBe(200);
    expect(productIdeaListResponseSchema.parse(res.body).products).toHaveLength(3);
    for (const p of res.body.products) {
      for (const field of [
        "name",
        "description",
        "industry",
        "targetMarket",
        "estimatedRevenue",
        "marketSize",
        "competition",
        "timeToMarket",
        "riskLevel",
        "profitPotential",
        "marketPotential",
        "startupCost",
        "revenueModel",
      ])
        expect(typeof p[field] === "string" && p[field].length > 0, field).toBe(true);
      expect(p.name).not.toMatch(/^Business Idea \d/);
      expect(p.industry).toBe("Fitness & Wellness");
      for (const s of Object.values(p.analysis.scores) as { score: number; reasons: string[] }[]) {
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.reasons.length).toBeGreaterThan(0);
      }
    }
    const list = await client.get("/api/product-ideas");
    expect(list.body.products.map((p: { id: number }) => p.id).sort()).toEqual(
      res.body.products.map((p: { id: number }) => p.id).sort(),
    );
    const one = await client.get(`/api/product-ideas/${res.body.products[0].id}`);
    expect(one.body.product).toEqual(res.body.products[0]);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totalIdeasGenerated).toBe(3);
  });

  it.each([
    ["industry", "Industry is required"],
    ["budget", "Budget range is required"],
    ["targetMarket", "Target market is required"],
    ["skills", "Skills and expertise are required"],
  ])("rejects a missing %s with '%s'", async (field, message) => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-products", { ...ideas, [field]: "" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("makes a carried (validated) idea the first of the three", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-products", {
      ...ideas,
      seedIdea: { name: "FormCheck AI", description: "Phone camera feedback on lifting form for home gym users" },
    });
    expect(res.status).toBe(200);
    expect(res.body.products[0]).toMatchObject({
      name: "FormCheck AI",
      description: "Phone camera feedback on lifting form for home gym users",
    });
    expect(res.body.products[0].analysis.carriedFromValidation).toBe(true);
  });

  it("limits a free user to two runs", async () => {
    const { client } = await signedInUser(app);
    await client.post("/api/generate-products", ideas);
    await client.post("/api/generate-products", ideas);
    const third = await client.post("/api/generate-products", ideas);
    expect(third.status).toBe(402);
    expect(third.body.message).toContain("Free trial limit reached");
  });

  it("answers 404 for another user's idea and keeps lists to the owner", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const made = await a.client.post("/api/generate-products", ideas);
    const id = made.body.products[0].id;
    expect((await b.client.get(`/api/product-ideas/${id}`)).status).toBe(404);
    expect((await b.client.get("/api/product-ideas")).body.products).toEqual([]);
    expect((await b.client.get("/api/product-ideas/abc")).status).toBe(400);
  });
});

describe("business plans", () => {
  it("is Pro only: 403 pro_required for a free user, nothing consumed", async () => {
    const { client } = await signedInUser(app);
    const made = await client.post("/api/generate-products", ideas);
    const res = await client.post("/api/business-plans", {
      productIdeaId: made.body.products[0].id,
      budget: "$500 - $5,000",
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("pro_required");
  });

  it("creates a plan with every field for a Pro user and finds it by id and by product", async () => {
    const { client } = await signedInUser(app, pro);
    const made = await client.post("/api/generate-products", ideas);
    const ideaId = made.body.products[1].id;
    const res = await client.post("/api/business-plans", { productIdeaId: ideaId, budget: "$500 - $5,000" });
    expect(res.status).toBe(201);
    const { plan } = businessPlanResponseSchema.parse(res.body);
    expect(plan.productIdeaId).toBe(ideaId);
    expect(plan.executiveSummary).toContain(made.body.products[1].name);
    expect(plan.revenueProjections.monthly).toHaveLength(12);
    expect(plan.revenueProjections.yearly).toHaveLength(3);
    for (const k of ["keyMetrics", "riskAssessment", "nextSteps"] as const) expect(plan[k].length).toBeGreaterThan(0);
    expect(plan.costBreakdown.startup.length).toBeGreaterThan(0);
    expect(plan.fullPlan).toContain("# Business plan");
    expect(businessPlanResponseSchema.parse((await client.get(`/api/business-plans/${plan.id}`)).body).plan).toEqual(
      plan,
    );
    expect(
      businessPlanListResponseSchema.parse((await client.get(`/api/business-plans/product/${ideaId}`)).body).plans,
    ).toEqual([plan]);
  });

  it("answers 404 for another user's idea and plan ids, and validates the request", async () => {
    const owner = await signedInUser(app, pro);
    const other = await signedInUser(app, pro);
    const made = await owner.client.post("/api/generate-products", ideas);
    const ideaId = made.body.products[0].id;
    const plan = (await owner.client.post("/api/business-plans", { productIdeaId: ideaId, budget: "$5,000" })).body
      .plan;
    expect((await other.client.post("/api/business-plans", { productIdeaId: ideaId, budget: "$5,000" })).status).toBe(
      404,
    );
    expect((await other.client.get(`/api/business-plans/${plan.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/business-plans/product/${ideaId}`)).status).toBe(404);
    const missing = await owner.client.post("/api/business-plans", { productIdeaId: ideaId, budget: "" });
    expect(missing.body).toMatchObject({ code: "validation_error", message: "Budget is required" });
    expect((await owner.client.post("/api/business-plans", { budget: "$5,000" })).body.message).toBe(
      "Product idea is required",
    );
  });
});

describe("generation history", () => {
  it("lists the user's own generations of a tool and reopens one; another user's id is 404", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const first = await a.client.post("/api/generate-niches", niches);
    await a.client.post("/api/generate-products", ideas);
    const list = await a.client.get("/api/generations?tool=niche-discovery");
    expect(list.status).toBe(200);
    expect(list.body.generations).toHaveLength(1);
    expect(list.body.generations[0]).toMatchObject({
      id: first.body.generation.id,
      tool: "niche-discovery",
      engine: "offline",
      label: "Health & Wellness · Millennials (27-42) · $0 - $500",
    });
    const one = await a.client.get(`/api/generations/${first.body.generation.id}`);
    expect(one.body.generation.output.ideas).toEqual(first.body.ideas);
    expect((await b.client.get(`/api/generations/${first.body.generation.id}`)).status).toBe(404);
    expect((await b.client.get("/api/generations?tool=niche-discovery")).body.generations).toEqual([]);
    expect((await a.client.get("/api/generations")).body.message).toBe("Tool is required");
  });
});
