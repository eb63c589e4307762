/**
 * The per-account sign-in limit keys on the account, not the spelling, and counts only failed password checks;
 * a limited account is refused before any password work (docs/decisions/600), shown by a stored hash that cannot be checked.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, DEFAULT_PASSWORD } from "../support/factories";
import * as password from "../../server/modules/auth/password";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    deps: { rateLimits: { loginPerIp: 100, loginPerAccount: 4, signupPerIp: 100, aiPerMinute: 100 } },
  });
});
afterAll(async () => {
  await app?.close();
});

const login = (emailOrUsername: unknown, pass: unknown) =>
  app.client().post("/api/auth/login", { emailOrUsername, password: pass });

it("gives the username and the email of one account one allowance", async () => {
  const user = await buildUser(app);
  const statuses: number[] = [];
  for (const name of [user.username, user.email, user.username!.toUpperCase(), ` ${user.email.toUpperCase()} `])
    statuses.push((await login(name, "wrong-password")).status);
  expect(statuses).toEqual([401, 401, 401, 401]);
  // The fifth try is refused whatever the spelling, even with the right password.
  const locked = await login(user.username, DEFAULT_PASSWORD);
  expect(locked.status).toBe(429);
  expect(locked.body.code).toBe("rate_limited");
  expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(429);
});

it("does not count requests refused before the password check (400)", async () => {
  const user = await buildUser(app);
  for (let i = 0; i < 10; i++) {
    expect((await login(user.email, "")).status).toBe(400);
    expect((await login(user.email, 12345)).status).toBe(400);
  }
  expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
});

it("answers a locked account before any password work", async () => {
  const user = await buildUser(app);
  for (let i = 0; i < 4; i++) expect((await login(user.email, "wrong-password")).status).toBe(401);
  // Now store a hash no one can check: scrypt refuses a cost of 3 (not a power of two), so a refusal that looked at
  // the password at all would fail with an error instead of the limit's 429.
  const uncheckable = `scrypt$3$8$1$${Buffer.alloc(16, 7).toString("base64")}$${Buffer.alloc(64, 1).toString("base64")}`;
  await expect(password.verifyPassword("wrong-password", uncheckable)).rejects.toThrow();
  await app.database.db.update(users).set({ password: uncheckable }).where(eq(users.id, user.id));
  for (const attempt of ["wrong-password", DEFAULT_PASSWORD]) {
    const res = await login(user.email, attempt);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("rate_limited");
  }
});

it("a successful sign-in clears the account's failed count", async () => {
  const user = await buildUser(app);
  for (let i = 0; i < 3; i++) expect((await login(user.email, "wrong-password")).status).toBe(401);
  expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
  for (let i = 0; i < 3; i++) expect((await login(user.email, "wrong-password")).status).toBe(401);
  expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
});
