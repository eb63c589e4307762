/**
 * Reward claims of hustle challenges (docs/decisions/925-challenge-reward-claims.md): the last tick makes the
 * reward a pending claim exactly once, the user sees its status in GET /api/challenges, an admin lists and
 * decides it (once: 409 after that, 404 without a claim, 400 for bad ids or bodies), only admins may, and the
 * migration turns challenges completed before it into pending claims.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { challengeParticipants, challenges, users } from "../../shared/schema";
import { challengeListResponseSchema, type ChallengeView } from "../../shared/contracts/challenges";
import {
  rewardClaimDecisionResponseSchema,
  rewardClaimsResponseSchema,
  type RewardClaim,
} from "../../shared/contracts/admin";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signedInUser, signIn } from "../support/factories";
import type { HttpClient } from "../support/http-client";

let app: TestApp;
let admin: HttpClient;
let adminName: string;
beforeAll(async () => {
  app = await createTestApp();
  const adminUser = await buildUser(app, { isAdmin: true, firstName: "Ada", lastName: "Admin" });
  adminName = "Ada Admin";
  admin = await signIn(app, adminUser);
});
afterAll(async () => {
  await app?.close();
});

const bySlug = async (client: HttpClient, slug: string): Promise<ChallengeView> => {
  const res = await client.get("/api/challenges");
  expect(challengeListResponseSchema.safeParse(res.body).success).toBe(true);
  return (res.body.challenges as ChallengeView[]).find((c) => c.slug === slug)!;
};
const tick = (client: HttpClient, c: ChallengeView, stepId: number, completed = true) =>
  client.patch(`/api/challenges/${c.id}/steps/${stepId}`, { completed });

/** Joins the challenge and ticks every step; answers the challenge as the last tick returned it. */
async function complete(client: HttpClient, slug: string): Promise<ChallengeView> {
  const c = await bySlug(client, slug);
  expect((await client.post(`/api/challenges/${c.id}/join`, {})).status).toBe(200);
  let last: ChallengeView = c;
  for (const step of c.steps) last = (await tick(client, c, step.id)).body.challenge;
  expect(last.completed).toBe(true);
  return last;
}

const claimRows = (userId: number) =>
  app.database.db
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.userId, userId), sql`${challengeParticipants.rewardStatus} is not null`));
const listClaims = async (): Promise<{ claims: RewardClaim[]; pendingTotal: number }> => {
  const res = await admin.get("/api/admin/reward-claims");
  expect(res.status).toBe(200);
  return rewardClaimsResponseSchema.parse(res.body);
};
const decide = (client: HttpClient, userId: unknown, challengeId: unknown, body: unknown) =>
  client.post(`/api/admin/reward-claims/${String(userId)}/${String(challengeId)}`, body);

describe("completing a challenge opens a reward claim", () => {
  it("makes the reward pending exactly once, in the completing tick, and keeps it through re-ticks", async () => {
    const { user, client } = await signedInUser(app, { firstName: "Pia", lastName: "Pending" });
    const before = await bySlug(client, "ai-content-empire");
    expect(before).toMatchObject({ rewardStatus: null, rewardDecidedAt: null });
    await client.post(`/api/challenges/${before.id}/join`, {});
    const [last, ...rest] = [...before.steps].reverse();
    for (const step of rest) {
      const res = await tick(client, before, step.id);
      expect(res.body.challenge.rewardStatus).toBeNull();
    }
    expect(await claimRows(user.id)).toHaveLength(0);

    const done = await tick(client, before, last.id);
    expect(done.status).toBe(200);
    expect(done.body.challenge).toMatchObject({ completed: true, rewardStatus: "pending", rewardDecidedAt: null });
    const [row] = await claimRows(user.id);
    expect(row).toMatchObject({ rewardStatus: "pending", rewardDecidedAt: null, rewardDecidedBy: null });
    expect(row.completedAt).toBeInstanceOf(Date);

    // Ticking the last step again (and again) is a harmless 200 that opens no second claim.
    for (let i = 0; i < 2; i++) expect((await tick(client, before, last.id)).status).toBe(200);
    expect(await claimRows(user.id)).toHaveLength(1);
    expect(await bySlug(client, "ai-content-empire")).toMatchObject({ rewardStatus: "pending" });
    const mine = (await listClaims()).claims.filter((c) => c.userId === user.id);
    expect(mine).toEqual([
      {
        userId: user.id,
        name: "Pia Pending",
        email: user.email,
        challengeId: before.id,
        challengeTitle: before.title,
        reward: "Featured success story",
        completedAt: row.completedAt!.toISOString(),
        status: "pending",
        decidedAt: null,
        decidedBy: null,
      },
    ]);
  });

  it("opens one claim when the last step is ticked by ten requests at the same time", async () => {
    const { user, client } = await signedInUser(app);
    const c = await bySlug(client, "niche-discovery-sprint");
    await client.post(`/api/challenges/${c.id}/join`, {});
    const [last, ...rest] = [...c.steps].reverse();
    for (const step of rest) await tick(client, c, step.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => tick(client, c, last.id)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.every((r) => r.body.challenge.rewardStatus === "pending")).toBe(true);
    expect(await claimRows(user.id)).toHaveLength(1);
    expect((await listClaims()).claims.filter((x) => x.userId === user.id)).toHaveLength(1);
  });
});

describe("the admin decides", () => {
  it("grants a pending claim; the user sees it granted with the date, and a second decision is a 409", async () => {
    const { user, client } = await signedInUser(app);
    const c = await complete(client, "first-1k-revenue");
    const { pendingTotal } = await listClaims();

    const res = await decide(admin, user.id, c.id, { decision: "granted" });
    expect(res.status).toBe(200);
    const body = rewardClaimDecisionResponseSchema.parse(res.body);
    expect(body.message).toBe("Reward claim granted");
    expect(body.claim).toMatchObject({
      userId: user.id,
      challengeId: c.id,
      reward: "A free year of Pro",
      status: "granted",
      decidedBy: adminName,
    });
    expect(Date.now() - new Date(body.claim.decidedAt!).getTime()).toBeLessThan(60_000);

    const seen = await bySlug(client, "first-1k-revenue");
    expect(seen).toMatchObject({ completed: true, rewardStatus: "granted", rewardDecidedAt: body.claim.decidedAt });
    // A re-tick after the decision does not reopen the claim.
    expect((await tick(client, c, c.steps[0].id)).status).toBe(200);
    expect((await bySlug(client, "first-1k-revenue")).rewardStatus).toBe("granted");
    // Granting records the decision only: the plan is the admin's separate step.
    const [plan] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(plan.selectedPlan).toBe("free");

    for (const decision of ["granted", "declined"]) {
      const again = await decide(admin, user.id, c.id, { decision });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: "conflict", message: "This reward claim was already granted" });
    }
    const [row] = await claimRows(user.id);
    expect(row.rewardStatus).toBe("granted");
    expect(row.rewardDecidedAt?.toISOString()).toBe(body.claim.decidedAt);
    expect((await listClaims()).pendingTotal).toBe(pendingTotal - 1);
  });

  it("declines a pending claim; the user sees 'declined'", async () => {
    const { user, client } = await signedInUser(app);
    const c = await complete(client, "niche-discovery-sprint");
    const res = await decide(admin, user.id, c.id, { decision: "declined" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Reward claim declined", claim: { status: "declined" } });
    expect(await bySlug(client, "niche-discovery-sprint")).toMatchObject({
      rewardStatus: "declined",
      rewardDecidedAt: res.body.claim.decidedAt,
    });
    expect((await decide(admin, user.id, c.id, { decision: "granted" })).body.message).toBe(
      "This reward claim was already declined",
    );
  });

  it("lets one of ten parallel decisions through and answers the others 409", async () => {
    const { user, client } = await signedInUser(app);
    const c = await complete(client, "ai-content-empire");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(admin, user.id, c.id, { decision: i % 2 ? "granted" : "declined" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const winner = results.find((r) => r.status === 200)!.body.claim.status;
    expect((await claimRows(user.id))[0].rewardStatus).toBe(winner);
  });

  it("lists pending claims oldest first, then decided ones newest first", async () => {
    const people = await Promise.all([0, 1, 2, 3].map(() => signedInUser(app)));
    const done = [];
    for (const p of people) done.push(await complete(p.client, "ai-content-empire"));
    const ids = people.map((p) => p.user.id);
    // Completion times set apart so the order is certain: person 0 finished first.
    for (const [i, id] of ids.entries())
      await app.database.db
        .update(challengeParticipants)
        .set({ completedAt: new Date(Date.UTC(2020, 0, 1 + i)) })
        .where(and(eq(challengeParticipants.userId, id), eq(challengeParticipants.challengeId, done[i].id)));
    expect((await decide(admin, ids[1], done[1].id, { decision: "granted" })).status).toBe(200);
    expect((await decide(admin, ids[3], done[3].id, { decision: "declined" })).status).toBe(200);

    const { claims, pendingTotal } = await listClaims();
    const ours = claims.filter((c) => ids.includes(c.userId)).map((c) => [c.userId, c.status]);
    expect(ours).toEqual([
      [ids[0], "pending"],
      [ids[2], "pending"],
      [ids[3], "declined"],
      [ids[1], "granted"],
    ]);
    // Every pending claim comes before every decided one.
    const firstDecided = claims.findIndex((c) => c.status !== "pending");
    expect(claims.slice(firstDecided).every((c) => c.status !== "pending")).toBe(true);
    expect(pendingTotal).toBe(claims.filter((c) => c.status === "pending").length);
  });

  it("answers 404 where there is no claim: no such user or challenge, not joined, not completed", async () => {
    const { user, client } = await signedInUser(app);
    const c = await bySlug(client, "first-1k-revenue");
    expect((await decide(admin, user.id, c.id, { decision: "granted" })).status).toBe(404);
    await client.post(`/api/challenges/${c.id}/join`, {});
    await tick(client, c, c.steps[0].id);
    for (const [userId, challengeId] of [
      [user.id, c.id],
      [999_999, c.id],
      [user.id, 999_999],
    ]) {
      const res = await decide(admin, userId, challengeId, { decision: "granted" });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: "Reward claim not found" });
    }
    const [row] = await app.database.db
      .select()
      .from(challengeParticipants)
      .where(eq(challengeParticipants.userId, user.id));
    expect(row).toMatchObject({ rewardStatus: null, rewardDecidedAt: null });
  });

  it.each([
    ["abc", "1", "Invalid user id"],
    ["0", "1", "Invalid user id"],
    ["1.5", "1", "Invalid user id"],
    ["007", "1", "Invalid user id"],
    ["1", "1e3", "Invalid challenge id"],
    ["1", "99999999999", "Invalid challenge id"],
  ])("answers 400 to /%s/%s with '%s'", async (userId, challengeId, message) => {
    const res = await decide(admin, userId, challengeId, { decision: "granted" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
  });

  it("answers 400 to a body that is not { decision: 'granted' | 'declined' } and decides nothing", async () => {
    const { user, client } = await signedInUser(app);
    const c = await complete(client, "first-1k-revenue");
    for (const [body, message] of [
      [{}, "decision must be 'granted' or 'declined'"],
      [{ decision: "yes" }, "decision must be 'granted' or 'declined'"],
      [{ decision: "pending" }, "decision must be 'granted' or 'declined'"],
      [{ decision: "granted", status: "granted" }, "Only 'decision' can be sent"],
    ] as const) {
      const res = await decide(admin, user.id, c.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", message });
    }
    expect((await claimRows(user.id))[0].rewardStatus).toBe("pending");
  });
});

describe("only admins", () => {
  it("answers 401 to anonymous callers and 403 to signed-in users, and decides nothing", async () => {
    const { user, client } = await signedInUser(app);
    const c = await complete(client, "ai-content-empire");
    const anonymous = app.client();
    expect((await anonymous.get("/api/admin/reward-claims")).status).toBe(401);
    expect((await decide(anonymous, user.id, c.id, { decision: "granted" })).status).toBe(401);
    const list = await client.get("/api/admin/reward-claims");
    expect(list.status).toBe(403);
    expect(list.body.code).toBe("forbidden");
    // Not even on the user's own claim.
    const own = await decide(client, user.id, c.id, { decision: "granted" });
    expect(own.status).toBe(403);
    expect((await claimRows(user.id))[0].rewardStatus).toBe("pending");
  });

  it("refuses an admin's decision on their own claim (403, another admin must decide); another admin decides it", async () => {
    const { user, client } = await signedInUser(app, { isAdmin: true, firstName: "Sam", lastName: "Self" });
    const c = await complete(client, "first-1k-revenue");
    expect((await client.get("/api/admin/reward-claims")).body.claims).toContainEqual(
      expect.objectContaining({ userId: user.id, challengeId: c.id, status: "pending" }),
    );
    for (const decision of ["granted", "declined"]) {
      const own = await decide(client, user.id, c.id, { decision });
      expect(own.status).toBe(403);
      expect(own.body).toEqual({
        message: "You cannot decide your own reward claim. Another admin must decide it.",
        code: "forbidden",
      });
    }
    expect((await claimRows(user.id))[0]).toMatchObject({ rewardStatus: "pending", rewardDecidedBy: null });

    const other = await decide(admin, user.id, c.id, { decision: "granted" });
    expect(other.status).toBe(200);
    expect(rewardClaimDecisionResponseSchema.parse(other.body).claim).toMatchObject({
      status: "granted",
      decidedBy: adminName,
    });
  });

  it("re-reads admin status on every request: a revoked admin gets 403 at once", async () => {
    const { user, client } = await signedInUser(app, { isAdmin: true });
    expect((await client.get("/api/admin/reward-claims")).status).toBe(200);
    await app.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await client.get("/api/admin/reward-claims")).status).toBe(403);
  });
});

describe("migration 0013_challenge_reward_claims", () => {
  it(
    "turns challenges completed before it into pending claims and leaves unfinished ones without a claim",
    async () => {
      const { database, migrateRest, close } = await databaseBefore("0013_challenge_reward_claims");
      try {
        const db = database.db;
        const [person] = await db
          .execute<{ id: number }>(
            sql`insert into users (email, username) values ('old@example.test', 'old') returning id`,
          )
          .then((r) => r.rows);
        const made = await db.execute<{ id: number }>(sql`insert into challenges
          (slug, position, title, description, difficulty, timeframe_days, reward, xp, base_participants)
        values ('a', 1, 'A', 'a', 'beginner', 30, '$100 credit', 500, 0),
               ('b', 2, 'B', 'b', 'beginner', 30, 'A free year of Pro', 500, 0)
        returning id`);
        const [done, open] = made.rows.map((r) => r.id);
        await db.execute(sql`insert into challenge_participants (user_id, challenge_id, completed_at)
        values (${person.id}, ${done}, now()), (${person.id}, ${open}, null)`);

        await migrateRest();
        const rows = await db
          .select({
            challengeId: challengeParticipants.challengeId,
            status: challengeParticipants.rewardStatus,
            decidedAt: challengeParticipants.rewardDecidedAt,
          })
          .from(challengeParticipants)
          .where(inArray(challengeParticipants.challengeId, [done, open]))
          .orderBy(challengeParticipants.challengeId);
        expect(rows).toEqual([
          { challengeId: done, status: "pending", decidedAt: null },
          { challengeId: open, status: null, decidedAt: null },
        ]);
        // The CHECK: only the three statuses, a claim on every completed participation and on no other.
        const row = (challengeId: number) => eq(challengeParticipants.challengeId, challengeId);
        const refused = [
          () => db.update(challengeParticipants).set({ rewardStatus: "maybe" }).where(row(done)),
          () => db.update(challengeParticipants).set({ rewardStatus: null }).where(row(done)),
          () => db.update(challengeParticipants).set({ completedAt: new Date() }).where(row(open)),
          () => db.update(challengeParticipants).set({ rewardStatus: "pending" }).where(row(open)),
        ];
        for (const statement of refused) {
          // Drizzle wraps the driver's error ("Failed query: ..."); the constraint's name is on its cause.
          const error: unknown = await Promise.resolve()
            .then(statement)
            .then(
              () => null,
              (e: unknown) => e,
            );
          const cause = (error as { cause?: { constraint?: string } } | null)?.cause;
          expect(cause?.constraint, String(error)).toBe("challenge_participants_reward_status_check");
        }
        expect(await db.select().from(challenges)).toHaveLength(2);
      } finally {
        await close();
      }
    },
    MIGRATION_TEST_TIMEOUT_MS,
  );
});
