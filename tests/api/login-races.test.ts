/**
 * Sign-in limits hold under parallel requests: an attempt is reserved before its password check, so a burst of
 * wrong passwords sent at once gets no more password checks than the allowance (docs/decisions/602-*.md).
 * The default allowances: 8 failed checks per account, 30 per address, in a 15-minute window.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, DEFAULT_PASSWORD, signIn, uniqueSuffix } from "../support/factories";
import { DEFAULT_RATE_LIMITS } from "../../server/http/rate-limit";

const { loginPerAccount, loginPerIp, signupPerIp, accountMailPerAccount } = DEFAULT_RATE_LIMITS;
// Bursts and dozens of password checks in a row: give a loaded machine room.
vi.setConfig({ testTimeout: 120_000 });
let app: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test signs in from its own address (X-Forwarded-For).
  app = await createTestApp({
    env: { TRUST_PROXY: "true" },
    deps: { rateLimits: DEFAULT_RATE_LIMITS },
  });
});
afterAll(async () => {
  await app?.close();
});

const login = (from: string, emailOrUsername: string, password: string) =>
  app.client({ "x-forwarded-for": from }).post("/api/auth/login", { emailOrUsername, password });

/**
 * Answers of a burst: 401 (a password check that failed), 429 (refused before any password work) and 503 (the
 * embedded database, one connection, can queue a burst past the pool's wait on a loaded machine).
 */
const tally = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  refused: statuses.filter((s) => s === 429).length,
  unavailable: statuses.filter((s) => s === 503).length,
});

/** Failed sign-ins one after another until the first refusal: how many more password checks were allowed. */
async function checksUntilRefused(send: (i: number) => Promise<{ status: number }>): Promise<number> {
  for (let i = 0; ; i++) {
    const { status } = await send(i);
    if (status === 429) return i;
    expect(status).toBe(401);
  }
}

describe("parallel sign-in attempts", () => {
  it(`give one account at most ${loginPerAccount} password checks, then refuse even the right password`, async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => login("203.0.113.10", user.email, "wrong-password")),
    );
    for (const res of results)
      if (res.status === 401) expect(res.body.message).toBe("Invalid email/username or password.");
    const { checked, refused, unavailable } = tally(results.map((r) => r.status));
    console.log(`25 parallel wrong passwords: ${checked} password checks (401), ${refused} refused (429)`);
    expect(checked + refused + unavailable).toBe(25);
    expect(checked).toBeLessThanOrEqual(loginPerAccount);
    // Whatever the database let through, the burst and the attempts after it had exactly the allowance.
    expect(checked + (await checksUntilRefused(() => login("203.0.113.10", user.email, "wrong-password")))).toBe(
      loginPerAccount,
    );

    const locked = await login("203.0.113.11", user.username!, DEFAULT_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("rate_limited");
  });

  it(`give one address at most ${loginPerIp} failed checks over many accounts`, async () => {
    const results = await Promise.all(
      Array.from({ length: 45 }, (_, i) => login("203.0.113.20", `nobody-${i}@example.test`, "wrong-password")),
    );
    const { checked, refused, unavailable } = tally(results.map((r) => r.status));
    console.log(`45 parallel failures from one address: ${checked} password checks (401), ${refused} refused (429)`);
    expect(checked + refused + unavailable).toBe(45);
    expect(checked).toBeLessThanOrEqual(loginPerIp);
    const more = await checksUntilRefused((i) => login("203.0.113.20", `later-${i}@example.test`, "wrong-password"));
    expect(checked + more).toBe(loginPerIp);
    // The address stays refused, whatever account it tries next; another address is not affected.
    const user = await buildUser(app);
    expect((await login("203.0.113.20", user.email, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await login("203.0.113.21", user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("count nothing for a successful sign-in, so parallel right passwords never lock the account or the address", async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      Array.from({ length: loginPerAccount + 4 }, () => login("203.0.113.30", user.email, DEFAULT_PASSWORD)),
    );
    // Reservations in flight may refuse some of the burst; none of them stays counted afterwards.
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    for (let i = 0; i < loginPerAccount - 1; i++)
      expect((await login("203.0.113.30", user.email, "wrong-password")).status).toBe(401);
    expect((await login("203.0.113.30", user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it("gives the address back its attempt when the account is the one locked", async () => {
    const user = await buildUser(app);
    for (let i = 0; i < loginPerAccount; i++)
      expect((await login("203.0.113.40", user.email, "wrong-password")).status).toBe(401);
    // Refused by the account's limit: no password check, so the address keeps its allowance.
    for (let i = 0; i < 5; i++) expect((await login("203.0.113.40", user.email, "wrong-password")).status).toBe(429);
    expect(await checksUntilRefused((i) => login("203.0.113.40", `other-${i}@example.test`, "wrong-password"))).toBe(
      loginPerIp - loginPerAccount,
    );
  });
});

describe("the other limits under parallel requests (each request counts in one atomic upsert)", () => {
  const allowed = (statuses: number[], ok: number) => {
    expect(statuses.every((s) => s === ok || s === 429 || s === 503)).toBe(true);
    return statuses.filter((s) => s === ok).length;
  };

  it(`create at most ${signupPerIp} accounts from one address`, async () => {
    const suffix = uniqueSuffix();
    const results = await Promise.all(
      Array.from({ length: signupPerIp + 10 }, (_, i) =>
        app.client({ "x-forwarded-for": "203.0.113.50" }).post("/api/auth/signup", {
          email: `burst-${suffix}-${i}@example.test`,
          firstName: "Burst",
          lastName: "Signup",
          password: DEFAULT_PASSWORD,
          confirmPassword: DEFAULT_PASSWORD,
        }),
      ),
    );
    const created = allowed(
      results.map((r) => r.status),
      201,
    );
    expect(created).toBeLessThanOrEqual(signupPerIp);
    expect(created).toBeGreaterThan(0);
  });

  it(`send at most ${accountMailPerAccount} reset mails for one address`, async () => {
    const user = await buildUser(app);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app
          .client({ "x-forwarded-for": `203.0.113.${60 + i}` })
          .post("/api/auth/forgot-password", { email: user.email }),
      ),
    );
    const sent = allowed(
      results.map((r) => r.status),
      200,
    );
    expect(sent).toBeLessThanOrEqual(accountMailPerAccount);
    expect(sent).toBeGreaterThan(0);
  });

  it(`send at most ${accountMailPerAccount} verification mails for one account`, async () => {
    const client = await signIn(app, await buildUser(app, { emailVerifiedAt: null }));
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post("/api/auth/resend-verification")));
    const sent = allowed(
      results.map((r) => r.status),
      200,
    );
    expect(sent).toBeLessThanOrEqual(accountMailPerAccount);
    expect(sent).toBeGreaterThan(0);
  });
});
