/**
 * Two app instances on one database, as two server processes would be (docs/decisions/601): the sign-in and AI
 * limits count across both, and a logout or a plan change in one takes effect in the other at once.
 * Runs on the embedded database through its socket server, and on a server with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { buildUser, DEFAULT_PASSWORD, signIn } from "../support/factories";
import { HttpClient } from "../support/http-client";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema";

const limits = { loginPerIp: 1000, loginPerAccount: 6, signupPerIp: 1000, aiPerMinute: 5 };
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Neither instance sets SESSION_CACHE_MS: each takes the default for a database it does not own.
  a = await createTestApp({ database, deps: { rateLimits: limits } });
  b = await createTestApp({ database, deps: { rateLimits: limits } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** The same browser session talking to the other instance (a load balancer may send it anywhere). */
function sameSessionOn(app: TestApp, from: HttpClient): HttpClient {
  const c = app.client();
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

describe("limits counted in PostgreSQL", () => {
  it("locks an account after the allowance of failed sign-ins spread over both instances", async () => {
    const user = await buildUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push(
        (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "wrong-password" }))
          .status,
      );
    }
    const untilLock = statuses.indexOf(429);
    console.log(
      `failed sign-ins alternating between two instances until the lock: ${untilLock} (allowance ${limits.loginPerAccount}); statuses ${statuses.join(",")}`,
    );
    expect(untilLock).toBe(limits.loginPerAccount);
    expect(statuses.slice(untilLock).every((s) => s === 429)).toBe(true);
    // Both instances refuse even the right password now.
    expect(
      (await a.client().post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
    expect(
      (await b.client().post("/api/auth/login", { emailOrUsername: user.username, password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
  });

  it("gives parallel wrong passwords spread over both instances no more password checks than the allowance", async () => {
    const user = await buildUser(a);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b)
          .client()
          .post("/api/auth/login", { emailOrUsername: user.email, password: "wrong-password" }),
      ),
    );
    const statuses = results.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    console.log(`20 parallel wrong passwords over two instances: ${checked} password checks; statuses ${statuses}`);
    // 503: the embedded database (one connection per instance) may queue a burst past the pool's wait.
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    expect(checked).toBeLessThanOrEqual(limits.loginPerAccount);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(
      (await b.client().post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
  });

  it("counts AI generations a minute across both instances", async () => {
    const user = await buildUser(a, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
    });
    const onA = await signIn(a, user);
    const onB = sameSessionOn(b, onA);
    const body = { product: "A meal planner for night-shift nurses", description: "Weekly plans and shopping lists" };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await (i % 2 === 0 ? onA : onB).post("/api/validate-idea", body)).status);
    const untilLimit = statuses.indexOf(429);
    console.log(
      `AI requests alternating between two instances until 429: ${untilLimit} (limit ${limits.aiPerMinute}/min); statuses ${statuses.join(",")}`,
    );
    expect(statuses.slice(0, limits.aiPerMinute).every((s) => s === 200)).toBe(true);
    expect(untilLimit).toBe(limits.aiPerMinute);
  });
});

describe("sessions and plans seen by both instances at once", () => {
  it("rejects the cookie on B as soon as the user signs out on A", async () => {
    const onA = await signIn(a, await buildUser(a));
    const onB = sameSessionOn(b, onA);
    expect((await onB.get("/api/auth/user")).status).toBe(200);
    expect((await onA.get("/api/auth/user")).status).toBe(200);
    expect((await onA.post("/api/auth/logout")).status).toBe(200);
    expect((await onB.get("/api/auth/user")).status).toBe(401);
  });

  it("shows an admin's downgrade made on A on B at once", async () => {
    const member = await buildUser(a, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
    });
    const onB = await signIn(b, member);
    expect((await onB.get("/api/auth/user")).body.selectedPlan).toBe("pro");
    const admin = await signIn(a, await buildUser(a, { isAdmin: true }));
    expect((await admin.post("/api/admin/upgrade-user", { userId: member.id, targetPlan: "free" })).status).toBe(200);
    expect((await onB.get("/api/auth/user")).body.selectedPlan).toBe("free");
  });

  it("shows an account deactivated by another process as signed out at once", async () => {
    const member = await buildUser(a);
    const onB = await signIn(b, member);
    expect((await onB.get("/api/auth/user")).status).toBe(200);
    // Written by "another process": straight into the database, so no cache of this process is told.
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await onB.get("/api/auth/user")).status).toBe(401);
  });
});
