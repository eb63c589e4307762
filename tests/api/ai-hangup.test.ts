/**
 * A caller that hangs up does not get a free run (docs/product-rules.md#streaming): once the engine call has gone
 * out it counts, and the generation that finishes after the caller left is stored in the history. The same holds
 * when what the generation belongs to is deleted while the engine works (docs/decisions/931-a-run-counts-once-the-engine-answered.md): counted,
 * kept in the history, and answered 404 (never a 500).
 */
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { nicheRequest, signedInUser, sneakerResaleIdea } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { waitFor } from "../support/wait";
import { jsonReply } from "../support/fake-openai";
import { businessIdeas, businessPlans, generations, productIdeas, usageCounters } from "../../shared/schema";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { scoreIdea } from "../../server/ai/knowledge/ideas/score";

const { app, fake } = useOpenAiTestApp(5_000);

it("keeps the quota and stores the generation when the caller hangs up after the engine call went out", async () => {
  const { user, client } = await signedInUser(app);
  const output = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(nicheRequest));
  fake.script({ ...jsonReply(output), delayMs: 600 } as ReturnType<typeof jsonReply>);

  const controller = new AbortController();
  const request = fetch(`${app.baseUrl}/api/generate-niches`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: client.cookieHeader },
    body: JSON.stringify(nicheRequest),
    signal: controller.signal,
  }).catch((err: Error) => err);
  // Hang up once the call has reached the engine.
  await waitFor(
    async () => fake.requests.length,
    (n) => n > 0,
  );
  controller.abort();
  expect(await request).toBeInstanceOf(Error);

  const history = await waitFor(
    () => app.database.db.select().from(generations).where(eq(generations.userId, user.id)),
    (rows) => rows.length > 0,
  );
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ tool: "niche-discovery", engine: "openai" });
  const [counter] = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counter).toMatchObject({ quota: "niche_discovery", used: 1 });

  // The person can reopen it.
  const listed = await client.get("/api/generations?tool=niche-discovery");
  expect(listed.body.generations.map((g: { id: number }) => g.id)).toEqual([history[0].id]);
});

it("still refunds an engine failure", async () => {
  const { user, client } = await signedInUser(app);
  fake.script({ type: "error", status: 500 });
  expect((await client.post("/api/generate-niches", nicheRequest)).status).toBe(502);
  const counters = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counters.map((c) => c.used)).toEqual(counters.length ? [0] : []);
});

/** Waits until the fake engine has received `n` calls in all. */
const engineCalled = (n: number) =>
  waitFor(
    async () => fake.requests.length,
    (got) => got >= n,
  );

it("an idea deleted while it is scored: the score counts, is kept in the history, and the answer is 404", async () => {
  const { user, client } = await signedInUser(app);
  const [idea] = await app.database.db
    .insert(businessIdeas)
    .values({ userId: user.id, title: "Pet sitting", description: "Sitting pets after school.", industry: "Pets" })
    .returning();
  const before = fake.requests.length;
  const answer = scoreIdea({ ideaId: idea.id, title: idea.title, description: idea.description, industry: "Pets" });
  fake.script({ ...jsonReply(answer), delayMs: 600 } as ReturnType<typeof jsonReply>);
  const scoring = client.post(`/api/business-ideas/${idea.id}/score`);
  await engineCalled(before + 1);
  expect((await client.delete(`/api/business-ideas/${idea.id}`)).status).toBe(204);
  const res = await scoring;
  expect(res.status).toBe(404);
  expect(res.body.code).toBe("not_found");
  const [counter] = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counter).toMatchObject({ quota: "idea_score", used: 1 });
  const kept = await app.database.db.select().from(generations).where(eq(generations.userId, user.id));
  expect(kept).toEqual([expect.objectContaining({ tool: "idea-score", output: answer })]);
});

it("a product idea deleted while its business plan is written: 404 (not 500), counted, the plan kept in the history", async () => {
  const { user, client } = await signedInUser(app, {
    selectedPlan: "pro",
    proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000),
  });
  const [idea] = await app.database.db
    .insert(productIdeas)
    .values({ userId: user.id, ...sneakerResaleIdea })
    .returning();
  // The model answers the plan's assumptions and words; our code derives the figures (docs/decisions/1410-plan-figures-from-assumptions.md).
  const answer = {
    summary: "Sneaker Flips resells sneakers to teens.",
    assumptions: {
      pricePerSale: 120,
      unitCost: 80,
      startingSalesPerMonth: 5,
      monthlyGrowthPercent: 10,
      year2GrowthPercent: 50,
      year3GrowthPercent: 30,
      weeksToLaunch: 4,
      startupItems: [{ item: "First pairs", amount: 1500 }],
      monthlyCostItems: [{ item: "Listing fees", amount: 60 }],
    },
    riskAssessment: [{ risk: "Fakes", likelihood: "Medium", impact: "High", mitigation: "Authenticate every pair" }],
  };
  const before = fake.requests.length;
  fake.script({ ...jsonReply(answer), delayMs: 600 } as ReturnType<typeof jsonReply>);
  const writing = client.post("/api/business-plans", { productIdeaId: idea.id, budget: "$500 - $5,000" });
  await engineCalled(before + 1);
  expect((await client.delete(`/api/product-ideas/${idea.id}`)).status).toBe(204);
  const res = await writing;
  expect(res.status).toBe(404);
  expect(res.body).toEqual({
    message:
      "What this was generated for was deleted while it was being generated. The result is kept in your history.",
    code: "not_found",
  });
  const [counter] = await app.database.db.select().from(usageCounters).where(eq(usageCounters.userId, user.id));
  expect(counter).toMatchObject({ quota: "fair_use", used: 1 });
  expect(await app.database.db.select().from(businessPlans).where(eq(businessPlans.userId, user.id))).toEqual([]);
  const listed = await client.get("/api/generations?tool=business-plan");
  expect(listed.body.generations).toHaveLength(1);
});
