/**
 * Accounts people can recover (docs/decisions/610): forgot/reset password, email verification, the limits on
 * account mail. Mail goes through nodemailer over real SMTP to a fake SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { authTokens } from "../../shared/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn, uniqueSuffix } from "../support/factories";
import { linkIn, startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import type { HttpClient } from "../support/http-client";

let smtp: FakeSmtp;
let app: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: "HustleForge <hello@hustleforge.test>" } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const NEUTRAL = {
  ok: true,
  message:
    "If an account uses that email, we've sent it a link to reset the password. The link works once, for one hour.",
};
const me = (c: HttpClient) => c.get("/api/auth/user");
const email = () => `acct-${uniqueSuffix()}@example.test`;

/** Asks for a reset link and returns the token from the mail. */
async function resetTokenFor(address: string): Promise<string> {
  const since = smtp.mailsTo(address).length;
  const res = await app.client().post("/api/auth/forgot-password", { email: address });
  expect(res.status).toBe(200);
  const mail = await smtp.waitForMail(address, { since });
  expect(mail.subject).toBe("Reset your HustleForge password");
  const { url, token } = linkIn(mail, "/reset-password");
  expect(url.origin).toBe(app.baseUrl);
  return token;
}

const reset = (token: string, password = "brand-new-pass", confirmPassword = password) =>
  app.client().post("/api/auth/reset-password", { token, password, confirmPassword });

describe("forgot password", () => {
  it("answers the same for an unknown address and a known one, and mails only the account", async () => {
    const user = await buildUser(app, { email: email() });
    const unknown = `nobody-${uniqueSuffix()}@example.test`;
    const a = await app.client().post("/api/auth/forgot-password", { email: unknown });
    const b = await app.client().post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(NEUTRAL);
    expect(b.body).toEqual(NEUTRAL);

    const mail = await smtp.waitForMail(user.email, { since: 0 });
    expect(mail.from).toBe("hello@hustleforge.test");
    expect(mail.text).toContain("one hour");
    // The known address got its mail; give a stray mail to the unknown one the same time to show up.
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it("stores only a SHA-256 of a 32-byte token, valid for one hour", async () => {
    const user = await buildUser(app, { email: email() });
    const token = await resetTokenFor(user.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await app.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].kind).toBe("reset_password");
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it("refuses a malformed address with the sign-up message, and sends nothing", async () => {
    const res = await app.client().post("/api/auth/forgot-password", { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message: "Please enter a valid email address" });
  });
});

describe("reset password", () => {
  it("sets the password once: the new one signs in, the old one and a second use do not", async () => {
    const user = await buildUser(app, { email: email() });
    const token = await resetTokenFor(user.email);
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: "Your password has been reset. Sign in with your new password." });

    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "brand-new-pass" })).status,
    ).toBe(200);
    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "correct-horse-42" }))
        .status,
    ).toBe(401);

    const again = await reset(token, "another-pass-1");
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "reset_link_used", message: expect.stringMatching(/already been used/) });
    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "another-pass-1" })).status,
    ).toBe(401);
  });

  it("expires after an hour", async () => {
    const user = await buildUser(app, { email: email() });
    const token = await resetTokenFor(user.email);
    // Move time: the link was issued an hour and a second ago.
    await app.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second', created_at = now() - interval '3601 seconds' where user_id = ${user.id}`,
    );
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "reset_link_expired", message: expect.stringMatching(/expired/) });
    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "brand-new-pass" })).status,
    ).toBe(401);
  });

  it("answers 400 for an unknown token and uses the sign-up password rules", async () => {
    const unknown = await reset("A".repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "reset_link_invalid", message: expect.stringMatching(/not valid/) });

    const user = await buildUser(app, { email: email() });
    const token = await resetTokenFor(user.email);
    const short = await reset(token, "abc");
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: "validation_error", message: "Password must be at least 6 characters" });
    const mismatch = await reset(token, "abcdef", "abcdeg");
    expect(mismatch.body).toMatchObject({
      message: "Passwords don't match",
      details: [{ path: "confirmPassword", message: "Passwords don't match" }],
    });
    // Refused input does not use the link up.
    expect((await reset(token)).status).toBe(200);
  });

  it("signs out every session of the account, at once, and ends the other reset links", async () => {
    const user = await buildUser(app, { email: email() });
    const laptop = await signIn(app, user);
    const phone = await signIn(app, user);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(phone)).status).toBe(200); // now in the session cache too

    const older = await resetTokenFor(user.email);
    const token = await resetTokenFor(user.email);
    expect((await reset(token)).status).toBe(200);

    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    const rows = await app.database.db.execute(
      sql`select count(*)::int as n from session where sess -> 'passport' ->> 'user' = ${String(user.id)}`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
    // Revoked with every other link of the account (docs/decisions/613-one-way-into-a-session.md): not valid any more.
    expect((await reset(older, "third-pass-3")).body.code).toBe("reset_link_invalid");
  });

  it("proves the address: the account counts as verified after a reset", async () => {
    const user = await buildUser(app, { email: email() });
    expect((await me(await signIn(app, user))).body.emailVerified).toBe(false);
    await reset(await resetTokenFor(user.email));
    const after = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: user.email, password: "brand-new-pass" });
    expect(after.body.emailVerified).toBe(true);
  });

  it("limits reset mails per address typed, known or not (429 with the error body)", async () => {
    const unknown = `limit-${uniqueSuffix()}@example.test`;
    for (let i = 0; i < 3; i++)
      expect((await app.client().post("/api/auth/forgot-password", { email: unknown })).status).toBe(200);
    const refused = await app.client().post("/api/auth/forgot-password", { email: unknown.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: expect.stringMatching(/Too many emails/) });
  });
});

describe("email verification", () => {
  const signupBody = (address: string) => ({
    email: address,
    username: "",
    firstName: "Vee",
    lastName: "Ray",
    password: "secret1",
    confirmPassword: "secret1",
  });

  it("mails a link at sign-up; the link verifies once and redirects into the app", async () => {
    const address = email();
    const c = app.client();
    const created = await c.post("/api/auth/signup", signupBody(address));
    expect(created.status).toBe(201);
    expect(created.body.emailVerified).toBe(false);
    const mail = await smtp.waitForMail(address, { since: 0 });
    expect(mail.subject).toBe("Verify your email for HustleForge");
    expect(mail.text).toContain("Hi Vee,");
    const { url } = linkIn(mail, "/api/auth/verify-email");

    const visit = await app.client().get(url.pathname + url.search);
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("/?verified=1");
    expect((await me(c)).body.emailVerified).toBe(true);

    const again = await app.client().get(url.pathname + url.search);
    expect(again.headers.get("location")).toBe("/?verifyError=used");
  });

  it("sends bad, missing and expired links back with a code from the fixed list", async () => {
    expect((await app.client().get("/api/auth/verify-email?token=nope")).headers.get("location")).toBe(
      "/?verifyError=invalid",
    );
    expect((await app.client().get("/api/auth/verify-email")).headers.get("location")).toBe("/?verifyError=invalid");
    expect((await app.client().get("/api/auth/verify-email?token=%3Cscript%3E")).headers.get("location")).toBe(
      "/?verifyError=invalid",
    );

    const address = email();
    const c = app.client();
    await c.post("/api/auth/signup", signupBody(address));
    const { url } = linkIn(await smtp.waitForMail(address, { since: 0 }), "/api/auth/verify-email");
    await app.database.db.execute(
      sql`update auth_tokens set expires_at = now() - interval '1 second' where email = ${address}`,
    );
    expect((await app.client().get(url.pathname + url.search)).headers.get("location")).toBe("/?verifyError=expired");
    expect((await me(c)).body.emailVerified).toBe(false);
  });

  it("does not verify an address the account no longer has", async () => {
    const address = email();
    const c = app.client();
    const created = await c.post("/api/auth/signup", signupBody(address));
    const { url } = linkIn(await smtp.waitForMail(address, { since: 0 }), "/api/auth/verify-email");
    await app.database.db.execute(sql`update users set email = ${`moved-${address}`} where id = ${created.body.id}`);
    expect((await app.client().get(url.pathname + url.search)).headers.get("location")).toBe("/?verifyError=invalid");
    const row = await app.database.db.execute(sql`select email_verified_at from users where id = ${created.body.id}`);
    expect(row.rows[0]).toEqual({ email_verified_at: null });
  });

  it("resends to a signed-in account, then limits it (429); anonymous callers get 401", async () => {
    expect((await app.client().post("/api/auth/resend-verification")).status).toBe(401);
    const user = await buildUser(app, { email: email() });
    const c = await signIn(app, user);
    for (let i = 1; i <= 3; i++) {
      const res = await c.post("/api/auth/resend-verification");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sent: true, message: `We've sent a new verification link to ${user.email}.` });
      await smtp.waitForMail(user.email, { since: i - 1 });
    }
    const refused = await c.post("/api/auth/resend-verification");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "rate_limited", message: expect.stringMatching(/Too many emails/) });
    expect(smtp.mailsTo(user.email)).toHaveLength(3);
  });

  it("does not mail an account that is already verified", async () => {
    const user = await buildUser(app, { email: email(), emailVerifiedAt: new Date() });
    const res = await (await signIn(app, user)).post("/api/auth/resend-verification");
    expect(res.body).toMatchObject({ sent: false, message: "Your email is already verified." });
  });
});
