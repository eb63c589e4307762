/**
 * Every place that checks a signed-in person's password again counts against the account's one
 * failed-password allowance, 8 per 15 minutes, shared by every process on the database and by sign-in
 * (docs/decisions/613-one-way-into-a-session.md). Two app instances on one database, the default allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../server/http/rate-limit";
import { newTotpSecret, seal, totpCode } from "../../server/modules/auth/two-factor";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { buildUser, DEFAULT_PASSWORD, signIn, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { createTestApp, type TestApp } from "../support/test-app";

const ALLOWANCE = DEFAULT_RATE_LIMITS.loginPerAccount;
const TOTP_KEY = Buffer.from("0f".repeat(32), "hex");
let now = Date.UTC(2026, 10, 27, 10, 0, 10);

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  const deps = {
    rateLimits: { loginPerAccount: ALLOWANCE, loginPerIp: 10_000 },
    services: { clock: () => new Date(now) },
  };
  a = await createTestApp({ database, deps });
  b = await createTestApp({ database, deps });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** The same browser session on the other instance. */
function sameSessionOn(target: TestApp, from: HttpClient): HttpClient {
  const c = target.client();
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

const active = async (id: number) =>
  (await database.pool.query<{ is_active: boolean }>("select is_active from users where id = $1", [id])).rows[0]
    .is_active;

describe("re-checking a password", () => {
  it(`refuses account deletion after ${ALLOWANCE} wrong passwords over two processes, the right one too`, async () => {
    const victim = await buildUser(a);
    const onA = await signIn(a, victim);
    const onB = sameSessionOn(b, onA);
    const statuses: number[] = [];
    for (let i = 0; i < ALLOWANCE + 2; i++) {
      const c = i % 2 ? onB : onA;
      statuses.push((await c.post("/api/account/delete", { confirm: victim.username, password: `guess-${i}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(ALLOWANCE).fill(400), 429, 429]);
    const right = await onA.post("/api/account/delete", { confirm: victim.username, password: DEFAULT_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      message: "Too many wrong passwords for this account. Please wait 15 minutes and try again.",
      code: "rate_limited",
    });
    expect(await active(victim.id)).toBe(true);
  });

  it("lets a burst of parallel guesses check no more passwords than the allowance", async () => {
    const victim = await buildUser(a);
    const onA = await signIn(a, victim);
    const onB = sameSessionOn(b, onA);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        (i % 2 ? onB : onA).post("/api/account/delete", { confirm: victim.username, password: `burst-${i}` }),
      ),
    );
    const count = (status: number) => answers.filter((r) => r.status === status).length;
    expect({ checked: count(400), refused: count(429) }).toEqual({ checked: ALLOWANCE, refused: 25 - ALLOWANCE });
  });

  it("counts deletion, password, email, two-factor and provider checks and sign-in against one allowance", async () => {
    const secret = newTotpSecret();
    const victim = await buildUser(a, {
      email: `recheck-${uniqueSuffix()}@example.test`,
      googleId: `g-recheck-${uniqueSuffix()}`,
      totpSecret: seal(TOTP_KEY, secret),
      totpEnabledAt: new Date(),
    });
    const onA = a.client();
    await onA.post("/api/auth/login", { emailOrUsername: victim.email, password: DEFAULT_PASSWORD });
    now += 30_000;
    expect((await onA.post("/api/auth/2fa", { code: totpCode(secret, now) })).status).toBe(200);
    const onB = sameSessionOn(b, onA);
    const wrongCode = totpCode(secret, now + 10 * 60_000);
    const tries: [HttpClient, string, string, Record<string, string>][] = [
      [onA, "POST", "/api/account/delete", { confirm: victim.username!, password: "nope-1" }],
      [
        onB,
        "POST",
        "/api/account/password",
        { currentPassword: "nope-2", newPassword: "x-pass-2", confirmPassword: "x-pass-2" },
      ],
      [onA, "POST", "/api/account/email", { email: `new-${uniqueSuffix()}@example.test`, currentPassword: "nope-3" }],
      [onB, "POST", "/api/account/providers/google/unlink", { currentPassword: "nope-4" }],
      [onA, "POST", "/api/account/2fa/disable", { code: wrongCode }],
      [onB, "POST", "/api/account/delete", { confirm: victim.username!, password: "nope-6" }],
      [
        onA,
        "POST",
        "/api/account/password",
        { currentPassword: "nope-7", newPassword: "x-pass-7", confirmPassword: "x-pass-7" },
      ],
      [onB, "POST", "/api/account/email", { email: `new-${uniqueSuffix()}@example.test`, currentPassword: "nope-8" }],
    ];
    expect(tries).toHaveLength(ALLOWANCE);
    const statuses = [];
    for (const [c, method, path, body] of tries) statuses.push((await c.request(method, path, body)).status);
    expect(statuses).toEqual(Array<number>(ALLOWANCE).fill(400));
    // The allowance is spent: every re-check is refused, the right password too, and so is sign-in.
    const after = await Promise.all([
      onA.post("/api/account/delete", { confirm: victim.username!, password: DEFAULT_PASSWORD }),
      onB.post("/api/account/password", {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: "x-pass-9",
        confirmPassword: "x-pass-9",
      }),
      onA.post("/api/account/providers/google/unlink", { currentPassword: DEFAULT_PASSWORD }),
      b.client().post("/api/auth/login", { emailOrUsername: victim.email, password: DEFAULT_PASSWORD }),
    ]);
    expect(after.map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(after.every((r) => r.body.code === "rate_limited")).toBe(true);
    expect(await active(victim.id)).toBe(true);
  });

  it("gives the point back for a right password: a person who types it right is never held up", async () => {
    const user = await buildUser(a);
    const c = await signIn(a, user);
    for (let i = 0; i < ALLOWANCE + 1; i++) {
      const res = await c.post("/api/account/password", {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
        confirmPassword: DEFAULT_PASSWORD,
      });
      expect(res.status).toBe(200);
    }
  }, 90_000);
});
