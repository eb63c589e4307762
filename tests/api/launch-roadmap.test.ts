/**
 * Launch Roadmap API: POST /api/generate-personalized-roadmap stores the roadmap (first step unlocked),
 * GET /api/roadmaps/current restores it with its progress, PATCH /api/roadmaps/:id/steps/:stepId ticks and
 * unticks unlocked steps only (locked → 409), completing a step unlocks the next, XP goes into the one ledger
 * once per step and shows as totalXp on GET /api/auth/user, POST /api/roadmaps/:id/claim records the
 * achievement at 100 %. Another user's roadmap answers 404.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { xpEvents } from "../../shared/schema";
import { errorBodySchema } from "../../shared/contracts/common";
import {
  currentRoadmapResponseSchema,
  roadmapResponseSchema,
  stepUpdateResponseSchema,
  type Roadmap,
} from "../../shared/contracts/roadmap";
import { publicUserSchema } from "../../shared/contracts/auth";
import { crumbRoadmapForm } from "../fixtures/roadmap-form";

const app = useTestApp();

const form = { ...crumbRoadmapForm, goals: "Cover my rent by the end of the year" };

async function generate(client: HttpClient, body: Record<string, unknown> = form): Promise<Roadmap> {
  const res = await client.post("/api/generate-personalized-roadmap", body);
  expect(res.status).toBe(201);
  return roadmapResponseSchema.parse(res.body).roadmap;
}

const tick = (client: HttpClient, r: Roadmap, stepId: number, completed = true) =>
  client.patch(`/api/roadmaps/${r.id}/steps/${stepId}`, { completed });
const totalXp = async (client: HttpClient) => publicUserSchema.parse((await client.get("/api/auth/user")).body).totalXp;

describe("POST /api/generate-personalized-roadmap", () => {
  it("answers { roadmap } with every field of the spec's response, the first step unlocked and nothing done", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await generate(client);
    expect(roadmap.businessInfo).toEqual({
      businessName: "Crumb & Co",
      industry: "Food",
      businessIdea: form.businessIdea,
    });
    expect(roadmap.estimatedTimeline).toMatch(/weeks/);
    expect(roadmap.keyMilestones.length).toBeGreaterThanOrEqual(3);
    expect(roadmap.steps.map((s) => s.order)).toEqual(roadmap.steps.map((_, i) => i + 1));
    expect(roadmap.steps.map((s) => s.unlocked)).toEqual(roadmap.steps.map((_, i) => i === 0));
    expect(roadmap.steps.every((s) => !s.completed)).toBe(true);
    for (const s of roadmap.steps)
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining([
          "id",
          "order",
          "title",
          "description",
          "category",
          "difficulty",
          "estimatedTime",
          "unlocked",
          "completed",
          "rewards",
        ]),
      );
    expect(roadmap.steps.some((s) => s.title.includes("Crumb & Co"))).toBe(true);
    expect(roadmap.progress).toMatchObject({
      stepsDone: 0,
      xp: 0,
      level: 1,
      percent: 0,
      milestone: { title: "First Quarter Complete", badge: "Validation Badge", progress: 0 },
    });
    expect(roadmap.form).toMatchObject(form);
  });

  it.each([
    [{ ...form, businessName: "" }, "Business name is required"],
    [{ ...form, businessIdea: " " }, "Business idea is required"],
    [{ ...form, industry: undefined }, "Industry is required"],
    [{ ...form, industry: "space" }, "Industry must be one of the listed options"],
    [{ ...form, budget: "1M" }, "Budget must be one of the listed options"],
  ])("refuses a bad form with 400 (%#)", async (body, message) => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-personalized-roadmap", body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(errorBodySchema.parse(res.body))).toContain(message);
  });

  it("takes the required fields alone", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await generate(client, {
      businessName: "Pixel Tutor",
      businessIdea: "Maths tutoring over video.",
      industry: "education",
    });
    expect(roadmap.steps.length).toBeGreaterThanOrEqual(6);
  });
});

describe("the business's own words in the roadmap", () => {
  const pro = () =>
    signedInUser(app, { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 20 * 86_400_000) });

  it("writes names holding $ replacement patterns as typed in every step", async () => {
    const { client } = await pro();
    for (const pattern of ["$`", "$&", "$'", "$1", "$$"]) {
      const businessName = `Qux ${pattern} Co`;
      const roadmap = await generate(client, { ...form, businessName, targetMarket: `Fans of ${pattern} deals` });
      const named = roadmap.steps.filter((s) => s.title.includes("Qux"));
      expect(named.length, businessName).toBeGreaterThan(3);
      for (const step of named) expect(step.title, businessName).toContain(businessName);
      for (const step of roadmap.steps) expect(step.description).not.toMatch(/\{\w+\}|Qux (?!\$)/);
      expect(roadmap.keyMilestones[0]).toBe(`${businessName} validated with 10 real conversations`);
      expect(roadmap.steps[0].description).toContain(`fans of ${pattern} deals`);
    }
  });

  it("answers names of 77 to 80 characters (the form's longest) with a roadmap, the long titles fitted", async () => {
    const { client } = await pro();
    for (const length of [77, 78, 79, 80]) {
      const businessName = "The Northern Quarter Community Sourdough and Pastry Bicycle Delivery Cooperative".slice(
        0,
        length,
      );
      for (const industry of ["food", "saas", "consulting"]) {
        const res = await client.post("/api/generate-personalized-roadmap", { ...form, businessName, industry });
        expect(res.status, `${length} characters, ${industry}`).toBe(201);
        const { roadmap } = roadmapResponseSchema.parse(res.body);
        expect(roadmap.businessInfo.businessName).toBe(businessName);
        for (const step of roadmap.steps) {
          expect(step.title.length).toBeLessThanOrEqual(120);
          // The name is whole, or cut at a word with an ellipsis where the title would be too long.
          if (step.title.includes("The Northern"))
            expect(step.title).toMatch(new RegExp(`${businessName}|The Northern[\\w ]*…`));
        }
      }
    }
  });
});

describe("progress kept on the server", () => {
  it("GET /api/roadmaps/current answers null before the first roadmap and the latest roadmap after", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    expect(currentRoadmapResponseSchema.parse((await client.get("/api/roadmaps/current")).body).roadmap).toBeNull();
    await generate(client);
    const second = await generate(client, { ...form, businessName: "Second Co" });
    const current = currentRoadmapResponseSchema.parse((await client.get("/api/roadmaps/current")).body).roadmap;
    expect(current?.id).toBe(second.id);
  });

  it("refuses a locked step with 409, unlocks in order, and the progress is read back", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await generate(client);
    const [first, second, third] = roadmap.steps;
    const locked = await tick(client, roadmap, second.id);
    expect(locked.status).toBe(409);
    expect(errorBodySchema.parse(locked.body)).toMatchObject({
      code: "conflict",
      message: "This step is locked. Complete the step before it first.",
    });

    const done = stepUpdateResponseSchema.parse((await tick(client, roadmap, first.id)).body);
    expect(done.xpAwarded).toBe(50);
    expect(done.roadmap.steps.slice(0, 3).map((s) => [s.completed, s.unlocked])).toEqual([
      [true, true],
      [false, true],
      [false, false],
    ]);
    expect((await tick(client, roadmap, third.id)).status).toBe(409);
    expect((await tick(client, roadmap, second.id)).status).toBe(200);

    const current = currentRoadmapResponseSchema.parse((await client.get("/api/roadmaps/current")).body).roadmap!;
    expect(current.steps.filter((s) => s.completed).map((s) => s.id)).toEqual([first.id, second.id]);
    expect(current.steps[2].unlocked).toBe(true);
    expect(current.progress).toMatchObject({ stepsDone: 2, xp: 100, level: 1 });
  });

  it("counts a step's XP once: untick and tick again add nothing; totalXp on /api/auth/user is the ledger's sum", async () => {
    const { user, client } = await signedInUser(app);
    const roadmap = await generate(client);
    const first = roadmap.steps[0];
    // Every step promises what a tick pays, whatever its difficulty (hard steps once said +150 and paid 50).
    expect(new Set(roadmap.steps.map((s) => s.difficulty)).size).toBeGreaterThan(1);
    expect(roadmap.steps.every((s) => s.rewards.xp === 50)).toBe(true);
    expect(await totalXp(client)).toBe(0);
    expect(stepUpdateResponseSchema.parse((await tick(client, roadmap, first.id)).body).xpAwarded).toBe(
      first.rewards.xp,
    );
    const unticked = stepUpdateResponseSchema.parse((await tick(client, roadmap, first.id, false)).body);
    expect(unticked.roadmap.steps[0]).toMatchObject({ completed: false, unlocked: true });
    expect(unticked.roadmap.progress.xp).toBe(0);
    expect(stepUpdateResponseSchema.parse((await tick(client, roadmap, first.id)).body).xpAwarded).toBe(0);
    expect(await totalXp(client)).toBe(50);
    const rows = await app.database.db.select().from(xpEvents).where(eq(xpEvents.userId, user.id));
    expect(rows.map((r) => [r.source, r.sourceKey, r.xp])).toEqual([
      ["roadmap", `roadmap:${roadmap.id}:step:${first.id}`, 50],
    ]);
  });

  it("ticking the same step in parallel counts its XP once", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await generate(client);
    const results = await Promise.all(Array.from({ length: 6 }, () => tick(client, roadmap, roadmap.steps[0].id)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.reduce((sum, r) => sum + stepUpdateResponseSchema.parse(r.body).xpAwarded, 0)).toBe(50);
    expect(await totalXp(client)).toBe(50);
  });

  it("reaches 100 %, claims the achievement with its date once, and refuses a claim before that", async () => {
    const { client } = await signedInUser(app);
    const roadmap = await generate(client);
    expect((await client.post(`/api/roadmaps/${roadmap.id}/claim`)).status).toBe(409);
    let last: Roadmap = roadmap;
    for (const step of roadmap.steps)
      last = stepUpdateResponseSchema.parse((await tick(client, roadmap, step.id)).body).roadmap;
    expect(last.progress).toMatchObject({
      percent: 100,
      complete: true,
      milestone: { title: "Launch Ready", badge: "Launcher Badge", progress: 100 },
    });
    expect(last.progress.xp).toBe(roadmap.steps.length * 50);
    expect(await totalXp(client)).toBe(roadmap.steps.length * 50);
    const claimed = roadmapResponseSchema.parse((await client.post(`/api/roadmaps/${roadmap.id}/claim`)).body).roadmap;
    expect(claimed.achievement?.claimedAt).toBeTruthy();
    const again = roadmapResponseSchema.parse((await client.post(`/api/roadmaps/${roadmap.id}/claim`)).body).roadmap;
    expect(again.achievement).toEqual(claimed.achievement);
    expect(
      currentRoadmapResponseSchema.parse((await client.get("/api/roadmaps/current")).body).roadmap?.achievement,
    ).toEqual(claimed.achievement);
  });

  it("answers 404 for another user's roadmap and an unknown step, 400 for a bad body", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const roadmap = await generate(owner.client);
    for (const res of [
      await tick(other.client, roadmap, roadmap.steps[0].id),
      await other.client.post(`/api/roadmaps/${roadmap.id}/claim`),
      await tick(owner.client, roadmap, 999),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(
      (await owner.client.patch(`/api/roadmaps/${roadmap.id}/steps/${roadmap.steps[0].id}`, { completed: "yes" }))
        .status,
    ).toBe(400);
    expect(
      currentRoadmapResponseSchema.parse((await owner.client.get("/api/roadmaps/current")).body).roadmap?.progress
        .stepsDone,
    ).toBe(0);
  });
});
