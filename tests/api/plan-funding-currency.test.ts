/**
 * A business plan over HTTP in the person's currency, with its funding
 * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md): a GBP and a EUR profile get plans in their
 * currency with no "$", `funding { needed, budget, gap }` stored and read back, the facts used in `basedOn`; a
 * person's own price and model are used; bad amounts are refused beside their field.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { fitFlowIdea, signedInUser } from "../support/factories";
import { productIdeas } from "../../shared/schema";
import { businessPlanListResponseSchema, businessPlanResponseSchema } from "../../shared/contracts/business-plans";

const app = useTestApp();
const pro = { selectedPlan: "pro" as const };

async function personWithIdea(profile: object, idea: Partial<typeof productIdeas.$inferInsert> = {}) {
  const { user, client } = await signedInUser(app, pro);
  expect((await client.put("/api/business-profile", profile)).status).toBe(200);
  const [row] = await app.database.db
    .insert(productIdeas)
    .values({ userId: user.id, ...fitFlowIdea, ...idea })
    .returning();
  return { client, ideaId: row.id };
}

describe("POST /api/business-plans in the person's currency", () => {
  it.each([
    [{ country: "GB", budget: "£400", sells: "silver rings" }, "£400", "GBP", "£"],
    [{ country: "DE", budget: "€1.200,50", sells: "ceramic mugs" }, "€1,200.50", "EUR", "€"],
  ])("a %j profile gets its plan in its currency with funding", async (profile, typed, currency, symbol) => {
    const { client, ideaId } = await personWithIdea(profile);
    const res = await client.post("/api/business-plans", { productIdeaId: ideaId, budget: typed });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    const { plan } = businessPlanResponseSchema.parse(res.body);
    expect(plan.currency).toBe(currency);
    const f = plan.funding!;
    expect(f.currency).toBe(currency);
    expect(f.budget).toBe(currency === "GBP" ? "400.00" : "1200.00");
    expect(Number(f.gap)).toBe(Math.max(0, Number(f.needed) - Number(f.budget)));
    expect(plan.executiveSummary).toContain(f.says);
    const shown = [plan.executiveSummary, plan.fullPlan ?? "", ...plan.revenueProjections.assumptions];
    for (const text of shown) expect(text).not.toMatch(/\$/);
    expect(plan.executiveSummary).toContain(symbol);
    expect(res.body.basedOn).toEqual([
      { field: "currency", value: currency },
      { field: "budget", value: typed },
    ]);
    // Read back, the plan keeps its currency and funding.
    const again = businessPlanResponseSchema.parse((await client.get(`/api/business-plans/${plan.id}`)).body).plan;
    expect(again).toEqual(plan);
    const list = businessPlanListResponseSchema.parse((await client.get(`/api/business-plans/product/${ideaId}`)).body);
    expect(list.plans[0].funding).toEqual(f);
  });

  it("says the gap in words and offers a smaller start when the cash needed is above the budget", async () => {
    const { client, ideaId } = await personWithIdea({ country: "US", budget: "$0", hoursPerWeek: 5 });
    const res = await client.post("/api/business-plans", { productIdeaId: ideaId, budget: "$0" });
    const { plan } = businessPlanResponseSchema.parse(res.body);
    const f = plan.funding!;
    expect(f.budget).toBe("0.00");
    expect(Number(f.gap)).toBeGreaterThan(0);
    expect(f.says).toContain(`more than your budget of $0: a gap of $${Number(f.gap).toLocaleString("en-US")}`);
    expect(f.smallerStart!.says).toMatch(/spend nothing up front/);
  });

  it("uses the person's own price, cost and model, and an hourly service is limited by their hours", async () => {
    const { client, ideaId } = await personWithIdea(
      { country: "GB", budget: "£50", hoursPerWeek: 6, sells: "maths tutoring" },
      { name: "Maths with Sam", description: "GCSE maths tutoring", analysis: { revenueModel: "Lessons" } },
    );
    const res = await client.post("/api/business-plans", {
      productIdeaId: ideaId,
      budget: "£50",
      price: "£18",
      unitCost: "1.50",
      model: "hourly",
    });
    const { plan } = businessPlanResponseSchema.parse(res.body);
    expect(plan.revenueProjections.basis).toMatchObject({ pricePerSale: 18, unitCost: 1.5 });
    expect(Math.max(...plan.revenueProjections.monthly.map((m) => m.sales ?? 0))).toBeLessThanOrEqual(26);
    expect(plan.revenueProjections.assumptions).toContain("Price per sale is yours: £18");
    expect(res.body.basedOn).toEqual([
      { field: "currency", value: "GBP" },
      { field: "budget", value: "£50" },
      { field: "hoursPerWeek", value: "6 h a week" },
    ]);
  });

  it.each([
    [{ price: "lots" }, "price", /amount such as/],
    [{ unitCost: "0" }, "unitCost", /more than 0/],
    [{ model: "franchise" }, "model", /how the business makes money/],
  ])("refuses %j beside its field", async (body, field, message) => {
    const { client, ideaId } = await personWithIdea({ country: "US" });
    const res = await client.post("/api/business-plans", { productIdeaId: ideaId, budget: "$500", ...body });
    expect(res.status).toBe(400);
    expect(res.body.details.find((d: { path: string }) => d.path === field)?.message).toMatch(message);
  });
});

describe("the roadmap and the idea score in the person's currency", () => {
  it("a GBP profile's roadmap writes its milestones in pounds and says it used the currency", async () => {
    const { client } = await signedInUser(app, pro);
    await client.put("/api/business-profile", { country: "GB", sells: "silver rings", budget: "£400" });
    const res = await client.post("/api/generate-personalized-roadmap", {
      businessName: "Priya Silver",
      businessIdea: "Handmade silver rings sold on Etsy",
      industry: "ecommerce",
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
    const text = JSON.stringify(res.body.roadmap ?? res.body);
    expect(text).not.toMatch(/\$\d/);
    expect(text).toMatch(/£1K/);
    expect(res.body.basedOn).toContainEqual({ field: "currency", value: "GBP" });
  });

  it("a EUR profile's idea score quotes the evidence in euros", async () => {
    const { client } = await signedInUser(app, pro);
    await client.put("/api/business-profile", { country: "FR", sells: "ceramic mugs" });
    const idea = await client.post("/api/business-ideas", {
      title: "Ceramic mugs",
      description: "Hand-thrown mugs sold at markets",
      industry: "E-commerce",
    });
    expect(idea.status, JSON.stringify(idea.body)).toBeLessThan(300);
    const id = idea.body.idea.id;
    await client.post(`/api/business-ideas/${id}/evidence`, {
      type: "conversations",
      people: 5,
      wouldPay: 3,
      price: "15",
    });
    const scored = await client.post(`/api/business-ideas/${id}/score`, {});
    expect(scored.status, JSON.stringify(scored.body).slice(0, 300)).toBeLessThan(300);
    const text = JSON.stringify(scored.body);
    expect(text).toContain("would pay €15 or more");
    expect(text).not.toMatch(/\$\d/);
  });
});

describe("business ideas put the person's own business first", () => {
  it.each([
    ["soy candles", /Candle/],
    ["silver rings", /Jewellery/],
    ["pet supplies", /Pet Supplies/],
  ])("a profile selling %s gets that business as the first idea", async (sells, first) => {
    const { client } = await signedInUser(app, pro);
    await client.put("/api/business-profile", { sells, country: "US", budget: "$300" });
    const res = await client.post("/api/generate-products", {
      industry: "ecommerce",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: sells,
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
    expect(res.body.products[0].name).toMatch(first);
    expect(res.body.basedOn).toContainEqual({ field: "sells", value: sells });
  });
});
