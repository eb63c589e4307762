/**
 * The OpenAI engine path, through the official SDK pointed at a fake server speaking the real wire format:
 * success, one retry on invalid output, 502 after two invalid answers, 429/500 mapping, the time budget,
 * streaming, and in every failure nothing stored and nothing consumed.
 */
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { nicheRequest, signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { generations, productIdeas, usageCounters } from "../../shared/schema";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { createOpenAiEngine } from "../../server/ai/openai-engine";

const BUDGET_MS = 1500;
const validNiches = () => nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(nicheRequest));

const { app, fake } = useOpenAiTestApp(BUDGET_MS);

async function usage(userId: number) {
  const rows = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.quota, r.used]));
}
async function historyCount(userId: number) {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(generations)
    .where(eq(generations.userId, userId));
  return row.n;
}

describe("POST /api/generate-niches on the OpenAI engine", () => {
  it("sends the structured-output request and answers the parsed result with its history record", async () => {
    const { user, client } = await signedInUser(app);
    fake.script(jsonReply(validNiches()));
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(200);
    expect(res.body.ideas.length).toBeGreaterThan(0);
    expect(res.body.marketTrends.length).toBeGreaterThan(0);
    expect(res.body.generation).toMatchObject({ engine: "openai", model: "gpt-test-mini", tool: "niche-discovery" });

    const sent = fake.requests[0];
    expect(sent.headers.authorization).toBe("Bearer sk-test-fake");
    expect(sent.body.model).toBe("gpt-test-mini");
    expect(sent.body.response_format.type).toBe("json_schema");
    expect(sent.body.response_format.json_schema.strict).toBe(false);
    expect(sent.body.response_format.json_schema.schema.properties.ideas).toBeDefined();
    const prompt = sent.body.messages.map((m: { content: string }) => m.content).join("\n");
    for (const text of ["Technology & Software", "JavaScript", "$500 - $2,000", "gaming", "Students"])
      expect(prompt).toContain(text);

    const [row] = await app.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({
      tool: "niche-discovery",
      engine: "openai",
      model: "gpt-test-mini",
      promptTokens: 120,
      completionTokens: 340,
    });
    expect((await usage(user.id)).niche_discovery).toBe(1);
  });

  it("retries once when the first answer is invalid, and succeeds with the second", async () => {
    const { user, client } = await signedInUser(app);
    fake.script({ type: "content", content: "Sure! Here are some niches: ..." }, jsonReply(validNiches()));
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    // The retry carries the failed answer and the correction request.
    expect(fake.requests[1].body.messages.length).toBe(4);
    const [row] = await app.database.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row.promptTokens).toBe(240);
  });

  it("answers 502 after two invalid answers, storing and consuming nothing", async () => {
    const { user, client } = await signedInUser(app);
    fake.script(jsonReply({ ideas: "none" }), jsonReply({ marketTrends: [], ideas: [], quickStartTips: [] }));
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(res.body.message).toMatch(/could not use/);
    expect(fake.requests).toHaveLength(2);
    expect(await historyCount(user.id)).toBe(0);
    expect((await usage(user.id)).niche_discovery ?? 0).toBe(0);
  });

  it("maps a provider 429 to 503 with a clear message and consumes nothing", async () => {
    const { user, client } = await signedInUser(app);
    fake.script({ type: "error", status: 429, message: "Rate limit reached for requests" });
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "ai_unavailable" });
    expect(res.body.message).toMatch(/busy/);
    // The SDK must not retry on its own: one request only.
    expect(fake.requests).toHaveLength(1);
    expect((await usage(user.id)).niche_discovery ?? 0).toBe(0);
    expect(await historyCount(user.id)).toBe(0);
  });

  it("maps a provider 500 to 502 and consumes nothing", async () => {
    const { user, client } = await signedInUser(app);
    fake.script({ type: "error", status: 500 });
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(res.body.message).not.toMatch(/Fake error/);
    expect(fake.requests).toHaveLength(1);
    expect((await usage(user.id)).niche_discovery ?? 0).toBe(0);
  });

  it("ends a call the server never answers within the time budget (504) and consumes nothing", async () => {
    const { user, client } = await signedInUser(app);
    fake.script({ type: "hang" });
    const res = await client.post("/api/generate-niches", nicheRequest);
    expect(res.status).toBe(504);
    expect(res.body.message).toMatch(/in time/);
    expect((await usage(user.id)).niche_discovery ?? 0).toBe(0);
    expect(await historyCount(user.id)).toBe(0);
  });

  it("stores nothing for business ideas when the model fails twice", async () => {
    const { user, client } = await signedInUser(app);
    fake.script(jsonReply({ products: [] }), jsonReply({ products: [{ name: "x" }] }));
    const res = await client.post("/api/generate-products", {
      industry: "tech-apps",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: "coding",
    });
    expect(res.status).toBe(502);
    const ideas = await app.database.db.select().from(productIdeas).where(eq(productIdeas.userId, user.id));
    expect(ideas).toHaveLength(0);
    expect((await usage(user.id)).business_ideas ?? 0).toBe(0);
  });

  it("applies the spec's fallbacks to fields the model left out", async () => {
    const { client } = await signedInUser(app);
    const full = businessIdeasTool.offline(
      businessIdeasTool.input.parse({
        industry: "food-beverage",
        budget: "500-5000",
        targetMarket: "boomers",
        skills: "baking",
      }),
    );
    const partial = full.products.map((p) => ({
      ...p,
      name: undefined,
      marketPotential: undefined,
      startupCost: undefined,
      targetMarket: undefined,
      revenueModel: undefined,
    }));
    fake.script(jsonReply({ products: partial }));
    const res = await client.post("/api/generate-products", {
      industry: "food-beverage",
      budget: "500-5000",
      targetMarket: "boomers",
      skills: "baking",
    });
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual([
      "Business Idea 1",
      "Business Idea 2",
      "Business Idea 3",
    ]);
    expect(res.body.products[0]).toMatchObject({
      marketPotential: "High",
      startupCost: "$500-2K",
      targetMarket: "Gen Z entrepreneurs",
      revenueModel: "Service-based",
    });
  });
});

describe("streamText", () => {
  it("yields the streamed deltas in order", async () => {
    const engine = createOpenAiEngine({
      apiKey: "sk-test-fake",
      baseURL: fake.baseURL,
      model: "gpt-test-mini",
      budgetMs: BUDGET_MS,
    });
    fake.script({ type: "stream", chunks: ["Start ", "with ", "one customer."] });
    let text = "";
    for await (const part of engine.streamText({
      system: "Be brief.",
      messages: [{ role: "user", content: "How do I start?" }],
      offlineReply: () => "",
    }))
      text += part;
    expect(text).toBe("Start with one customer.");
    expect(fake.requests[0].body.stream).toBe(true);
  });

  it("maps a stream that never starts to a 504 within the budget", async () => {
    const engine = createOpenAiEngine({
      apiKey: "sk-test-fake",
      baseURL: fake.baseURL,
      model: "gpt-test-mini",
      budgetMs: 300,
    });
    fake.script({ type: "hang" });
    const run = async () => {
      for await (const _ of engine.streamText({
        system: "",
        messages: [{ role: "user", content: "hi" }],
        offlineReply: () => "",
      }))
        void _;
    };
    await expect(run()).rejects.toMatchObject({ status: 504, code: "ai_unavailable" });
  });
});
