/**
 * Read-only share links (docs/decisions/960): owner-only create, list, revoke and renew; the public read of a live link
 * without an account and without the owner's email; revoked, expired and unknown links answer 404 'This link
 * is no longer available'; opening links is rate limited per address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { shares } from "../../shared/schema";
import { NO_LONGER_AVAILABLE, publicShareResponseSchema, shareSchema } from "../../shared/contracts/shares";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { launchRoadmapTool } from "../../server/ai/tools/launch-roadmap.tool";
import type { HttpClient } from "../support/http-client";
import { serveBuiltClient } from "../../server/http/static";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let app: TestApp;
// The built web app is served too, as in production: the page /s/:token is its index.html with head tags.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "hf-dist-"));
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>HustleForge</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  app = await createTestApp({ deps: { frontend: (express) => serveBuiltClient(express, dist) } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const validate = async (client: HttpClient) =>
  (
    await client.post("/api/validate-idea", {
      product: "Plant swap app",
      description: "Neighbours swap cuttings; $4 a month.",
    })
  ).body.generation.id as number;

/** A Pro user's stored plan: ideas, then a plan for the first idea. */
async function makePlan(client: HttpClient) {
  const ideas = await client.post("/api/generate-products", businessIdeasTool.example);
  const idea = ideas.body.products[0];
  const plan = await client.post("/api/business-plans", { productIdeaId: idea.id, budget: "$1,000-5,000" });
  expect(plan.status).toBe(201);
  return { idea, plan: plan.body.plan };
}

describe("share links", () => {
  it("creates a long random link to the owner's validation that anyone can open without the owner's email", async () => {
    const { client, user } = await signedInUser(app);
    const id = await validate(client);
    const created = await client.post("/api/shares", { kind: "quick_validation", id });
    expect(created.status).toBe(201);
    const share = shareSchema.parse(created.body.share);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`${app.baseUrl}/s/${share.token}`);
    expect(share.active).toBe(true);
    const days = (Date.parse(share.expiresAt) - Date.parse(share.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 1);

    const anonymous = app.client();
    const read = await anonymous.get(`/api/public/shares/${share.token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get("x-robots-tag")).toBe("noindex");
    const body = publicShareResponseSchema.parse(read.body);
    expect(body.document.kind).toBe("quick_validation");
    expect(body.document.title).toBe("Plant swap app: idea validation");
    expect(body.document.summary).toMatch(/^Overall score \d+\/100/);
    expect(read.text).not.toContain(user.email);
    expect(read.text).not.toContain(user.firstName ?? "@@");
    expect(read.text).not.toMatch(/userId|user_id|email/i);

    // The owner's list, and a second link of another user's result is a 404.
    const list = await client.get("/api/shares?kind=quick_validation&id=" + id);
    expect(list.body.shares.map((s: { token: string }) => s.token)).toEqual([share.token]);
    const stranger = await signedInUser(app);
    const foreign = await stranger.client.post("/api/shares", { kind: "quick_validation", id });
    expect(foreign.status).toBe(404);
    expect((await stranger.client.get("/api/shares")).body.shares).toEqual([]);
  });

  it("shares a market analysis and a business plan as their owner sees them", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const analysis = (await client.post("/api/market-analysis", marketAnalysisTool.example)).body.analysis;
    const a = (await client.post("/api/shares", { kind: "market_analysis", id: analysis.id })).body.share;
    const readA = (await app.client().get(`/api/public/shares/${a.token}`)).body;
    expect(readA.document.analysis).toEqual((await client.get(`/api/market-analysis/${analysis.id}`)).body.analysis);

    const { idea, plan } = await makePlan(client);
    const p = (await client.post("/api/shares", { kind: "business_plan", id: plan.id })).body.share;
    const readP = (await app.client().get(`/api/public/shares/${p.token}`)).body;
    expect(readP.document.title).toBe(`${idea.name}: business plan`);
    expect(readP.document.plan.executiveSummary).toBe(plan.executiveSummary);
    expect(readP.document.idea.name).toBe(idea.name);
  });

  it("shares a launch roadmap with its live progress, without the form it was made from", async () => {
    const { client, user } = await signedInUser(app);
    const roadmap = (await client.post("/api/generate-personalized-roadmap", launchRoadmapTool.example)).body.roadmap;
    const share = (await client.post("/api/shares", { kind: "launch_roadmap", id: roadmap.id })).body.share;
    expect(share.title).toBe("Refill Rover: launch roadmap");

    const open = async () =>
      publicShareResponseSchema.parse((await app.client().get(`/api/public/shares/${share.token}`)).body);
    const before = await open();
    if (before.document.kind !== "launch_roadmap") throw new Error("not a roadmap");
    expect(before.document.summary).toMatch(
      new RegExp(`^0 of ${roadmap.steps.length} steps done \\(0%\\)\\. Estimated timeline: `),
    );
    expect(before.document.roadmap.steps.map((s) => s.title)).toEqual(
      roadmap.steps.map((s: { title: string }) => s.title),
    );
    expect(before.document.roadmap).not.toHaveProperty("form");
    // The steps are written for the owner's target market and goal (that is the roadmap); the form is not shared.
    const text = JSON.stringify(before);
    expect(text).not.toContain(user.email);
    expect(text).not.toMatch(/userId|user_id|email|"budget"|timeCommitment/i);

    // The reader sees the owner's progress as it is now.
    const first = roadmap.steps[0].id;
    expect((await client.patch(`/api/roadmaps/${roadmap.id}/steps/${first}`, { completed: true })).status).toBe(200);
    const after = await open();
    if (after.document.kind !== "launch_roadmap") throw new Error("not a roadmap");
    expect(after.document.roadmap.progress.stepsDone).toBe(1);
    expect(after.document.roadmap.steps[0].completed).toBe(true);

    // Another user cannot share it; the owner can revoke it.
    const stranger = await signedInUser(app);
    expect((await stranger.client.post("/api/shares", { kind: "launch_roadmap", id: roadmap.id })).status).toBe(404);
    expect((await client.delete(`/api/shares/${share.token}`)).status).toBe(204);
    expect((await app.client().get(`/api/public/shares/${share.token}`)).status).toBe(404);
  });

  it("refuses a kind it does not know, a bad id, and anyone signed out", async () => {
    const { client } = await signedInUser(app);
    const bad = await client.post("/api/shares", { kind: "idea_tracker", id: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({
      path: "kind",
      message: "Kind must be quick_validation, market_analysis, business_plan or launch_roadmap",
    });
    expect((await client.post("/api/shares", { kind: "business_plan", id: "abc" })).status).toBe(400);
    expect((await client.post("/api/shares", { kind: "market_analysis", id: 999999 })).status).toBe(404);
    expect((await app.client().post("/api/shares", { kind: "quick_validation", id: 1 })).status).toBe(401);
  });

  it("revoked links answer 404 'This link is no longer available'; only the owner can revoke or renew", async () => {
    const { client } = await signedInUser(app);
    const share = (await client.post("/api/shares", { kind: "quick_validation", id: await validate(client) })).body
      .share;
    const stranger = await signedInUser(app);
    expect((await stranger.client.delete(`/api/shares/${share.token}`)).status).toBe(404);
    expect((await stranger.client.post(`/api/shares/${share.token}/renew`)).status).toBe(404);
    expect((await app.client().get(`/api/public/shares/${share.token}`)).status).toBe(200);

    expect((await client.delete(`/api/shares/${share.token}`)).status).toBe(204);
    const gone = await app.client().get(`/api/public/shares/${share.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NO_LONGER_AVAILABLE);
    const listed = (await client.get("/api/shares")).body.shares[0];
    expect(listed).toMatchObject({ token: share.token, active: false });
    expect(listed.revokedAt).not.toBeNull();
    // A revoked link stays revoked.
    expect((await client.post(`/api/shares/${share.token}/renew`)).status).toBe(404);
  });

  it("expired links answer 404 until renewed, and renewing gives 30 more days", async () => {
    const { client } = await signedInUser(app);
    const share = (await client.post("/api/shares", { kind: "quick_validation", id: await validate(client) })).body
      .share;
    await app.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.token, share.token));
    const gone = await app.client().get(`/api/public/shares/${share.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NO_LONGER_AVAILABLE);

    const renewed = await client.post(`/api/shares/${share.token}/renew`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.share.active).toBe(true);
    expect(Date.parse(renewed.body.share.expiresAt) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect((await app.client().get(`/api/public/shares/${share.token}`)).status).toBe(200);
  });

  it("answers 404 for an unknown token and for a link whose result was deleted", async () => {
    expect((await app.client().get(`/api/public/shares/${"x".repeat(43)}`)).body.message).toBe(NO_LONGER_AVAILABLE);
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const { idea, plan } = await makePlan(client);
    const share = (await client.post("/api/shares", { kind: "business_plan", id: plan.id })).body.share;
    expect((await client.delete(`/api/product-ideas/${idea.id}`)).status).toBe(204);
    expect((await app.client().get(`/api/public/shares/${share.token}`)).status).toBe(404);
  });

  it("answers the page /s/:token with noindex (the frontend adds the head tags)", async () => {
    const res = await fetch(`${app.baseUrl}/s/unknown-token`);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("the share page's head tags", () => {
  it("writes a title holding $ replacement patterns as typed, escaped, once, inside the one head", async () => {
    const { client } = await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
    });
    // A name holding markup never gets this far (the text gate refuses it, docs/decisions/1434-one-understanding-layer-one-text-gate.md);
    // quotes and ampersands still have to be escaped in the head.
    const markup = await client.post("/api/generate-personalized-roadmap", {
      ...launchRoadmapTool.example,
      businessName: 'Qux $`"><script>alert(1)</script> Co',
    });
    expect(markup.status).toBe(400);
    for (const pattern of ["$`", "$&", "$'", "$1", "$$", '$` "quoted" & Sons']) {
      const businessName = `Qux ${pattern} Co`;
      const created = await client.post("/api/generate-personalized-roadmap", {
        ...launchRoadmapTool.example,
        businessName,
      });
      expect(created.status, businessName).toBe(201);
      const roadmap = created.body.roadmap;
      const share = (await client.post("/api/shares", { kind: "launch_roadmap", id: roadmap.id })).body.share;
      const res = await fetch(`${app.baseUrl}/s/${share.token}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const title = `${businessName}: launch roadmap · HustleForge`
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll('"', "&quot;")
        .replaceAll("'", "&#39;");
      expect(html.match(/<head>/g), businessName).toHaveLength(1);
      expect(html.match(/<\/head>/g), businessName).toHaveLength(1);
      expect(html.match(/<title>/g), businessName).toHaveLength(1);
      expect(html, businessName).toContain(`<title>${title}</title>`);
      expect(html, businessName).toContain(`<meta property="og:title" content="${title}">`);
      expect(html, businessName).not.toContain("<script>");
      // The head tags come just before </head>, the page's body after it, as in index.html.
      expect(html.endsWith('</head><body><div id="root"></div></body></html>'), businessName).toBe(true);
    }
  });
});

describe("opening shared links is rate limited per address", () => {
  it("refuses the 61st open within a minute with 429", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: "false" } });
    try {
      const anonymous = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await anonymous.get(`/api/public/shares/token-${i}`)).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
