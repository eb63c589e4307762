/**
 * What a new user tripped over (docs/decisions/810): the admin table's AI-runs figure, the free runs left
 * (GET /api/usage), a malformed idea id, and history labels that show option labels, not raw values.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generations } from "../../shared/schema";
import { FREE_QUOTAS } from "../../shared/domain/plans";
import { usageResponseSchema } from "../../shared/contracts/usage";
import { DAY_MS } from "../../shared/domain/activity";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn, signedInUser } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const niche = { industry: "health", budget: "0-500", targetMarket: "millennials", skills: [], interests: [] };

describe("admin table: AI runs", () => {
  it("counts every generation of the user (12 stored runs show as 12, another user's as theirs)", async () => {
    const admin = await signIn(app, await buildUser(app, { isAdmin: true }));
    // Users created first get low ids; generations get ids 1..n: the old query compared the two.
    const busy = await buildUser(app, { firstName: "Busy" });
    const idle = await buildUser(app, { firstName: "Idle" });
    const row = (userId: number) => ({
      userId,
      tool: "quick-validation",
      input: {},
      output: {},
      engine: "offline",
      model: "offline",
      durationMs: 5,
    });
    await app.database.db.insert(generations).values([...Array.from({ length: 12 }, () => row(busy.id)), row(idle.id)]);

    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(busy.email)}`);
    expect(res.status).toBe(200);
    expect(res.body.users).toHaveLength(1);
    expect(res.body.users[0].aiGenerations).toBe(12);
    const other = await admin.get(`/api/admin/users?search=${encodeURIComponent(idle.email)}`);
    expect(other.body.users[0].aiGenerations).toBe(1);
  });

  it("an admin who upgrades themself reads Pro on the next /api/auth/user (no stale session cache)", async () => {
    const me = await buildUser(app, { isAdmin: true });
    const client = await signIn(app, me);
    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("free");
    expect((await client.post("/api/admin/upgrade-user", { userId: me.id, targetPlan: "pro" })).status).toBe(200);
    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("pro");
  });
});

describe("GET /api/usage", () => {
  it("a new free user has every free run left, per quota of the plan table", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/usage");
    expect(res.status).toBe(200);
    const body = usageResponseSchema.parse(res.body);
    expect(body.plan).toBe("free");
    expect(Object.keys(body.usage).sort()).toEqual(Object.keys(FREE_QUOTAS).sort());
    for (const [key, rule] of Object.entries(FREE_QUOTAS))
      expect(body.usage[key]).toEqual({ limit: rule.limit, used: 0, remaining: rule.limit, period: rule.period });
  });

  it("follows real runs: one niche run leaves 1 of 2; the refused third run changes nothing", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/generate-niches", niche)).status).toBe(200);
    expect((await client.get("/api/usage")).body.usage.niche_discovery).toEqual({
      limit: 2,
      used: 1,
      remaining: 1,
      period: "lifetime",
    });
    expect((await client.post("/api/generate-niches", niche)).status).toBe(200);
    expect((await client.post("/api/generate-niches", niche)).status).toBe(402);
    const after = (await client.get("/api/usage")).body;
    expect(after.usage.niche_discovery).toEqual({ limit: 2, used: 2, remaining: 0, period: "lifetime" });
    expect(after.usage.business_ideas.remaining).toBe(2);
  });

  it("a rejected input consumes nothing", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/validate-idea", { product: "" })).status).toBe(400);
    expect((await client.get("/api/usage")).body.usage.quick_validation.remaining).toBe(3);
  });

  it("Pro users have no limits (null) and see their daily fair use", async () => {
    const { client } = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 10 * DAY_MS),
    });
    expect(
      (await client.post("/api/validate-idea", { product: "Dog walking app for busy owners", description: "" })).status,
    ).toBe(200);
    const body = usageResponseSchema.parse((await client.get("/api/usage")).body);
    expect(body.plan).toBe("pro");
    expect(body.usage.quick_validation).toEqual({ limit: null, used: 0, remaining: null, period: "lifetime" });
    expect(body.fairUse).toEqual({
      limit: app.env.FAIR_USE_DAILY_LIMIT,
      used: 1,
      remaining: app.env.FAIR_USE_DAILY_LIMIT - 1,
    });
  });

  it("an expired Pro plan counts as Free", async () => {
    const { client } = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() - DAY_MS),
    });
    expect((await client.get("/api/usage")).body.plan).toBe("free");
  });
});

describe("bad ids and labels", () => {
  it("/api/product-ideas/abc is a clean 400, an unknown or another user's id a 404", async () => {
    const { client } = await signedInUser(app);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await client.get(`/api/product-ideas/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", message: expect.any(String) });
    }
    expect((await client.get("/api/business-plans/product/abc")).status).toBe(400);
    const missing = await client.get("/api/product-ideas/987654");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");

    const owner = await signedInUser(app);
    const made = await owner.client.post("/api/generate-products", {
      industry: "tech-apps",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: "coding",
    });
    expect(made.status).toBe(200);
    expect((await client.get(`/api/product-ideas/${made.body.products[0].id}`)).status).toBe(404);
  });

  it("history labels name the options by their labels ('$0 - $500', not '0-500')", async () => {
    const { client } = await signedInUser(app);
    await client.post("/api/generate-niches", niche);
    const list = await client.get("/api/generations?tool=niche-discovery");
    expect(list.body.generations[0].label).toBe("Health & Wellness · Millennials (27-42) · $0 - $500");
    expect(list.body.generations[0].label).not.toMatch(/0-500/);
  });
});
