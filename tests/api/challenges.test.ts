/**
 * Hustle challenges (docs/spec-notes.md; docs/product-rules.md#reference-catalogues, #progress-on-the-server): the
 * three seeded challenges, progress per user, the XP ledger adding a challenge's XP once (however the last step is
 * ticked, unticked, re-ticked or raced), totalXp on GET /api/auth/user, shown participants and statistics, and bad ids.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { challengeParticipants, challengeSteps, xpEvents } from "../../shared/schema";
import {
  challengeListResponseSchema,
  challengeResponseSchema,
  challengeStepResponseSchema,
  type ChallengeView,
} from "../../shared/contracts/challenges";
import { seedChallenges } from "../../server/modules/challenges/challenges.seed";
import type { HttpClient } from "../support/http-client";

const app = useTestApp();

const list = async (client: HttpClient): Promise<ChallengeView[]> =>
  (await client.get("/api/challenges")).body.challenges;
const bySlug = async (client: HttpClient, slug: string) => (await list(client)).find((c) => c.slug === slug)!;
const tick = (client: HttpClient, c: ChallengeView, stepId: number, completed = true) =>
  client.patch(`/api/challenges/${c.id}/steps/${stepId}`, { completed });
const totalXp = async (client: HttpClient) => (await client.get("/api/auth/user")).body.totalXp;

describe("GET /api/challenges", () => {
  it("lists the three built-in challenges with the specification's data and their steps, not started", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/challenges");
    expect(res.status).toBe(200);
    expect(challengeListResponseSchema.safeParse(res.body).success).toBe(true);
    const rows = res.body.challenges as ChallengeView[];
    expect(rows.map((c) => [c.slug, c.difficulty, c.timeframe, c.xp, c.reward])).toEqual([
      ["niche-discovery-sprint", "beginner", "30 days", 500, "$100 credit"],
      ["first-1k-revenue", "intermediate", "90 days", 2000, "A free year of Pro"],
      ["ai-content-empire", "advanced", "14 days", 1000, "Featured success story"],
    ]);
    for (const c of rows) {
      expect(c.steps.length).toBeGreaterThanOrEqual(5);
      expect(c.steps.length).toBeLessThanOrEqual(8);
      expect(c).toMatchObject({
        joined: false,
        completed: false,
        progress: 0,
        status: "not_started",
        deadline: null,
        daysLeft: null,
        rewardStatus: null,
        rewardDecidedAt: null,
      });
    }
    expect(res.body.stats).toMatchObject({ yourCompleted: 0, totalXp: 0 });
  });

  it("counts participants and the statistics from participation rows only, nothing added to them", async () => {
    const { client } = await signedInUser(app);
    const rows = await app.database.db.select().from(challengeParticipants);
    const res = await client.get("/api/challenges");
    for (const c of res.body.challenges as ChallengeView[]) {
      expect(c.participants).toBe(rows.filter((r) => r.challengeId === c.id).length);
    }
    expect(res.body.stats).toEqual({
      challengers: new Set(rows.map((r) => r.userId)).size,
      completed: rows.filter((r) => r.completedAt !== null).length,
      rewardsGranted: rows.filter((r) => r.rewardStatus === "granted").length,
      yourCompleted: 0,
      totalXp: 0,
    });
  });

  it("seeds idempotently: running the seed again keeps the same challenges, steps and ids", async () => {
    const { client } = await signedInUser(app);
    const before = await list(client);
    await seedChallenges(app.database.db);
    await seedChallenges(app.database.db);
    const after = await list(client);
    expect(after.map((c) => [c.id, c.steps.map((s) => s.id)])).toEqual(
      before.map((c) => [c.id, c.steps.map((s) => s.id)]),
    );
  });
});

describe("joining and ticking", () => {
  it("joins (idempotently), adds the user to the shown participants and the challengers, and starts the deadline", async () => {
    const { client } = await signedInUser(app);
    const before = await client.get("/api/challenges");
    const sprint = (before.body.challenges as ChallengeView[])[0];
    const res = await client.post(`/api/challenges/${sprint.id}/join`, {});
    expect(res.status).toBe(200);
    expect(challengeResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.challenge).toMatchObject({
      joined: true,
      status: "in_progress",
      progress: 0,
      participants: sprint.participants + 1,
      daysLeft: 30,
    });
    expect(new Date(res.body.challenge.deadline).getTime() - new Date(res.body.challenge.joinedAt).getTime()).toBe(
      30 * 86_400_000,
    );
    const again = await client.post(`/api/challenges/${sprint.id}/join`, {});
    expect(again.body.challenge.participants).toBe(sprint.participants + 1);
    expect(again.body.challenge.joinedAt).toBe(res.body.challenge.joinedAt);
    const after = await client.get("/api/challenges");
    expect(after.body.stats.challengers).toBe(before.body.stats.challengers + 1);
  });

  it("refuses a tick before joining with 409 and stores nothing", async () => {
    const { client } = await signedInUser(app);
    const sprint = await bySlug(client, "niche-discovery-sprint");
    const res = await tick(client, sprint, sprint.steps[0].id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "conflict", message: "Join this challenge before ticking its steps." });
    expect((await bySlug(client, "niche-discovery-sprint")).steps[0].completed).toBe(false);
  });

  it("progress is the share of steps done, and unticking takes it back", async () => {
    const { client } = await signedInUser(app);
    const content = await bySlug(client, "ai-content-empire");
    await client.post(`/api/challenges/${content.id}/join`, {});
    const steps = content.steps;
    const first = await tick(client, content, steps[0].id);
    expect(first.status).toBe(200);
    expect(challengeStepResponseSchema.safeParse(first.body).success).toBe(true);
    expect(first.body).toMatchObject({
      xpAwarded: 0,
      challenge: { progress: Math.floor(100 / steps.length), status: "in_progress" },
    });
    expect(first.body.challenge.steps[0]).toMatchObject({ completed: true });
    await tick(client, content, steps[1].id);
    expect((await bySlug(client, "ai-content-empire")).progress).toBe(Math.floor(200 / steps.length));
    const undone = await tick(client, content, steps[1].id, false);
    expect(undone.body.challenge.progress).toBe(Math.floor(100 / steps.length));
    // Ticking a ticked step again changes nothing.
    expect((await tick(client, content, steps[0].id)).body.challenge.progress).toBe(Math.floor(100 / steps.length));
  });

  it("completes at 100% and adds the XP once, however often the last step is ticked, unticked or re-ticked", async () => {
    const { user, client } = await signedInUser(app);
    const sprint = await bySlug(client, "niche-discovery-sprint");
    await client.post(`/api/challenges/${sprint.id}/join`, {});
    const [last, ...rest] = [...sprint.steps].reverse();
    for (const step of rest) expect((await tick(client, sprint, step.id)).body.xpAwarded).toBe(0);
    // Before completion the last step can come and go without XP.
    await tick(client, sprint, last.id, false);
    expect(await totalXp(client)).toBe(0);

    const done = await tick(client, sprint, last.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      xpAwarded: 500,
      challenge: { progress: 100, completed: true, status: "completed" },
    });
    expect(await totalXp(client)).toBe(500);

    const untick = await tick(client, sprint, last.id, false);
    expect(untick.status).toBe(409);
    expect(untick.body.message).toBe("This challenge is completed: its steps can no longer be changed.");
    const retick = await tick(client, sprint, last.id);
    expect(retick.status).toBe(200);
    expect(retick.body.xpAwarded).toBe(0);
    expect(await totalXp(client)).toBe(500);
    expect((await bySlug(client, "niche-discovery-sprint")).status).toBe("completed");
    const rows = await app.database.db.select().from(xpEvents).where(eq(xpEvents.userId, user.id));
    expect(rows.map((r) => [r.source, r.sourceKey, r.xp])).toEqual([["challenge", `challenge:${sprint.id}`, 500]]);
    expect((await client.get("/api/challenges")).body.stats).toMatchObject({ totalXp: 500, yourCompleted: 1 });
  });

  it("adds the XP once when the last step is ticked by ten requests at the same time", async () => {
    const { user, client } = await signedInUser(app);
    const content = await bySlug(client, "ai-content-empire");
    await client.post(`/api/challenges/${content.id}/join`, {});
    const [last, ...rest] = [...content.steps].reverse();
    for (const step of rest) await tick(client, content, step.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => tick(client, content, last.id)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.body.xpAwarded).sort((a, b) => b - a)).toEqual([1000, ...Array(9).fill(0)]);
    expect(await totalXp(client)).toBe(1000);
    expect(await app.database.db.select().from(xpEvents).where(eq(xpEvents.userId, user.id))).toHaveLength(1);
  });

  it("keeps progress per user: another user's joins and ticks are invisible, apart from the participant count", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const sprintA = await bySlug(a.client, "first-1k-revenue");
    await a.client.post(`/api/challenges/${sprintA.id}/join`, {});
    await tick(a.client, sprintA, sprintA.steps[0].id);
    const seenByB = await bySlug(b.client, "first-1k-revenue");
    expect(seenByB).toMatchObject({ joined: false, progress: 0, status: "not_started" });
    expect(seenByB.steps.every((s) => !s.completed)).toBe(true);
    expect(seenByB.participants).toBe(sprintA.participants + 1);
    // B cannot tick A's progress: B has not joined.
    expect((await tick(b.client, sprintA, sprintA.steps[1].id)).status).toBe(409);
    expect((await bySlug(a.client, "first-1k-revenue")).steps[1].completed).toBe(false);
  });
});

describe("bad input", () => {
  it.each([
    ["GET", "/api/challenges/abc", 400, "Invalid challenge id"],
    ["GET", "/api/challenges/0", 400, "Invalid challenge id"],
    ["GET", "/api/challenges/999999", 404, "Challenge not found"],
    ["POST", "/api/challenges/1.5/join", 400, "Invalid challenge id"],
    ["POST", "/api/challenges/999999/join", 404, "Challenge not found"],
    ["PATCH", "/api/challenges/1/steps/x", 400, "Invalid step id"],
    ["PATCH", "/api/challenges/999999/steps/1", 404, "Challenge not found"],
  ])("%s %s answers %i '%s'", async (method, path, status, message) => {
    const { client } = await signedInUser(app);
    const res =
      method === "GET"
        ? await client.get(path)
        : method === "POST"
          ? await client.post(path, {})
          : await client.patch(path, { completed: true });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it("answers 404 for a step of another challenge and 400 for a body that is not { completed: boolean }", async () => {
    const { client } = await signedInUser(app);
    const [one, two] = await list(client);
    await client.post(`/api/challenges/${one.id}/join`, {});
    const wrong = await tick(client, one, two.steps[0].id);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toMatchObject({ code: "not_found", message: "Step not found" });
    for (const body of [{}, { completed: "yes" }, { completed: 1 }]) {
      const res = await client.patch(`/api/challenges/${one.id}/steps/${one.steps[0].id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", message: "completed must be true or false" });
    }
    const extra = await client.patch(`/api/challenges/${one.id}/steps/${one.steps[0].id}`, {
      completed: true,
      xp: 9999,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe("Only 'completed' can be changed");
    const steps = await app.database.db.select().from(challengeSteps).where(eq(challengeSteps.challengeId, one.id));
    expect(steps.length).toBe(one.steps.length);
  });
});
