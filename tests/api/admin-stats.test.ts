/** Admin stats at each rule's boundary, access rules, and the exact keys of a user row. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import { eq } from "drizzle-orm";
import { DAY_MS, HOUR_MS } from "../../shared/domain/activity";
import { adminStatsSchema } from "../../shared/contracts/admin";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn, signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";

// The admin rules read this pinned clock, so each boundary can be hit to the millisecond.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const OLD = at(-90 * DAY_MS);

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await createTestApp({ deps: { services: { clock: () => NOW } } });
  // Signing in stamps the admin's lastActiveAt with the real time (about NOW): active and active today.
  const adminUser = await buildUser(app, { isAdmin: true, createdAt: OLD });
  admin = await signIn(app, adminUser);

  const seed = (o: Parameters<typeof buildUser>[1]) => buildUser(app, { createdAt: OLD, ...o });
  // Sign-up time around the 24-hour window of 'new today'.
  await seed({ createdAt: at(-24 * HOUR_MS + 1) }); // new
  await seed({ createdAt: at(-24 * HOUR_MS) }); // not new: exactly 24 h
  // Last-active time around the 24 h and 168 h windows.
  await seed({ lastActiveAt: at(-24 * HOUR_MS + 1) }); // active, active today
  await seed({ lastActiveAt: at(-24 * HOUR_MS) }); // active, not today
  await seed({ lastActiveAt: at(-168 * HOUR_MS + 1) }); // active
  await seed({ lastActiveAt: at(-168 * HOUR_MS) }); // not active: exactly 168 h
  // Plans around the end date (effective Pro: 'pro' with no end date or one strictly in the future).
  await seed({ selectedPlan: "pro", proSubscriptionEndDate: null }); // pro
  await seed({ selectedPlan: "pro", proSubscriptionEndDate: at(1) }); // pro
  await seed({ selectedPlan: "pro", proSubscriptionEndDate: at(0) }); // free: ends now
  await seed({ selectedPlan: "pro", proSubscriptionEndDate: at(-DAY_MS) }); // free: expired
  await seed({ selectedPlan: "free", proSubscriptionEndDate: at(10 * DAY_MS) }); // free: a stale end date on a free plan
});
afterAll(async () => app?.close());

describe("GET /api/admin/stats", () => {
  it("counts each rule exactly at its boundary", async () => {
    const res = await admin.get("/api/admin/stats");
    expect(res.status).toBe(200);
    expect(adminStatsSchema.parse(res.body)).toEqual({
      totalUsers: 12,
      newUsersToday: 1,
      activeUsers: 4, // the admin + 3 seeded within 168 h
      activeUsersToday: 2, // the admin + 1 seeded within 24 h
      proUsers: 2,
      freeUsers: 10,
    });
  });

  it("agrees with the filter counts of the user list", async () => {
    const stats = (await admin.get("/api/admin/stats")).body;
    const list = await admin.get("/api/admin/users");
    expect(list.body.counts).toEqual({
      all: stats.totalUsers,
      active: stats.activeUsers,
      pro: stats.proUsers,
      free: stats.freeUsers,
    });
    for (const filter of ["active", "pro", "free"] as const) {
      const res = await admin.get(`/api/admin/users?filter=${filter}&pageSize=100`);
      expect(res.body.total).toBe(list.body.counts[filter]);
      expect(res.body.users).toHaveLength(list.body.counts[filter]);
    }
  });
});

describe("access", () => {
  const calls = [
    (c: HttpClient) => c.get("/api/admin/stats"),
    (c: HttpClient) => c.get("/api/admin/users"),
    (c: HttpClient) => c.post("/api/admin/upgrade-user", { userId: 1, targetPlan: "pro" }),
  ];

  it("answers 403 to signed-in users who are not admins", async () => {
    const { client } = await signedInUser(app);
    for (const call of calls) {
      const res = await call(client);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("forbidden");
    }
  });

  it("reads admin status from the database on every request", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.get("/api/admin/stats")).status).toBe(403);
    await app.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    expect((await client.get("/api/admin/stats")).status).toBe(200);
    await app.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await client.get("/api/admin/stats")).status).toBe(403);
  });
});

describe("a user row", () => {
  it("holds only what the table shows", async () => {
    const target = await buildUser(app, {
      firstName: "Row",
      lastName: "Keys",
      selectedPlan: "pro",
      proSubscriptionEndDate: at(5 * DAY_MS),
      stripeCustomerId: "cus_secret",
      stripeSubscriptionId: "sub_secret",
      googleId: "google-secret",
      loginCount: 7,
      totalIdeasGenerated: 4,
      totalLogosCreated: 1,
    });
    const res = await admin.get(`/api/admin/users?search=${encodeURIComponent(target.email)}`);
    expect(res.body.users).toHaveLength(1);
    const row = res.body.users[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        "aiGenerations",
        "createdAt",
        "effectivePlan",
        "email",
        "firstName",
        "id",
        "isAdmin",
        "lastActiveAt",
        "lastName",
        "loginCount",
        "proSubscriptionEndDate",
        "selectedPlan",
        "totalIdeasGenerated",
        "totalLogosCreated",
        "username",
      ].sort(),
    );
    expect(row).toMatchObject({
      id: target.id,
      email: target.email,
      selectedPlan: "pro",
      effectivePlan: "pro",
      proSubscriptionEndDate: at(5 * DAY_MS).toISOString(),
      isAdmin: "false",
      loginCount: 7,
      totalIdeasGenerated: 4,
      totalLogosCreated: 1,
      aiGenerations: 0,
    });
    expect(res.text).not.toContain("secret");
    expect(res.text).not.toContain(target.password!);
  });

  it("shows an expired Pro plan as Pro on record but Free in force", async () => {
    const target = await buildUser(app, { selectedPlan: "pro", proSubscriptionEndDate: at(-DAY_MS) });
    const row = (await admin.get(`/api/admin/users?search=${target.username}`)).body.users[0];
    expect(row).toMatchObject({
      selectedPlan: "pro",
      effectivePlan: "free",
      proSubscriptionEndDate: at(-DAY_MS).toISOString(),
    });
  });
});

describe("the total", () => {
  it("follows sign-ups, bulk inserts and deletions exactly (kept by triggers, not recounted)", async () => {
    const before = (await admin.get("/api/admin/stats")).body.totalUsers;
    const signup = await app.client().post("/api/auth/signup", {
      email: "total-check@example.test",
      firstName: "To",
      lastName: "Tal",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(signup.status).toBe(201);
    await app.database.pool.query(
      "insert into users (email, created_at) select 'bulk' || g || '@example.test', $1 from generate_series(1, 25) g",
      [OLD],
    );
    expect((await admin.get("/api/admin/stats")).body.totalUsers).toBe(before + 26);
    await app.database.pool.query(
      "delete from users where email like 'bulk%@example.test' or email = 'total-check@example.test'",
    );
    const after = (await admin.get("/api/admin/stats")).body;
    expect(after.totalUsers).toBe(before);
    expect(after.totalUsers).toBe((await admin.get("/api/admin/users")).body.counts.all);
    const { rows } = await app.database.pool.query("select count(*)::int as n from users");
    expect(after.totalUsers).toBe(rows[0].n);
  });
});
