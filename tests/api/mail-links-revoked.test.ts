/**
 * Mailed links do not outlive the credentials they concern (docs/decisions/613-one-way-into-a-session.md,
 * docs/guide/accounts.md). A password change or reset, a confirmed email change and 'sign out everywhere' revoke every
 * unused reset, verification and email-change link of the account; a confirmed email change mails the old address an
 * undo link that works for 7 days, survives a password change by whoever changed the email, and puts the address
 * back with a new password, every session and link of the account ended. Every link comes from the mail, over SMTP to
 * the fake SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCode } from "../../server/modules/auth/two-factor";
import { buildUser, DEFAULT_PASSWORD, signIn, uniqueSuffix } from "../support/factories";
import { linkIn, startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../support/fake-smtp";
import type { HttpClient } from "../support/http-client";
import { createTestApp, type TestApp } from "../support/test-app";
import { waitFor } from "../support/wait";

let smtp: FakeSmtp;
let app: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const address = (who: string) => `${who}-${uniqueSuffix()}@example.test`;

/** The first mail to `to` with this subject among those after the first `since`. */
async function mailTitled(to: string, subject: string, since: number): Promise<ReceivedMail> {
  const found = await waitFor(
    async () =>
      smtp
        .mailsTo(to)
        .slice(since)
        .find((m) => m.subject === subject),
    (m) => m !== undefined,
  );
  if (!found) throw new Error(`no mail "${subject}" to ${to}`);
  return found;
}

/** A reset link mailed to `to` (forgot password). */
async function resetLink(to: string): Promise<string> {
  const since = smtp.mailsTo(to).length;
  expect((await app.client().post("/api/auth/forgot-password", { email: to })).status).toBe(200);
  return linkIn(await mailTitled(to, "Reset your HustleForge password", since), "/reset-password").token;
}

/** An email-change link mailed to `to`, asked for by the signed-in `c`. */
async function emailChangeLink(c: HttpClient, to: string, currentPassword = DEFAULT_PASSWORD): Promise<string> {
  const since = smtp.mailsTo(to).length;
  const res = await c.post("/api/account/email", { email: to, currentPassword });
  expect(res.status).toBe(200);
  return linkIn(await smtp.waitForMail(to, { since }), "/api/account/email/confirm").token;
}

const confirmEmail = async (token: string) =>
  (await app.client().get(`/api/account/email/confirm?token=${token}`)).headers.get("location");
const resetWith = (token: string, password = "brand-new-pass") =>
  app.client().post("/api/auth/reset-password", { token, password, confirmPassword: password });
const emailOf = async (id: number) =>
  (await app.database.pool.query<{ email: string }>("select email from users where id = $1", [id])).rows[0].email;
const changePassword = (c: HttpClient, from: string, to: string) =>
  c.post("/api/account/password", { currentPassword: from, newPassword: to, confirmPassword: to });

describe("mailed links end with the credentials they concern", () => {
  it("(a) an email-change link is refused after a password change, and after 'sign out everywhere'", async () => {
    const owner = await buildUser(app, { email: address("owner-a") });
    const c = await signIn(app, owner);
    const first = await emailChangeLink(c, address("attacker-a1"));
    expect((await changePassword(c, DEFAULT_PASSWORD, "owner-new-1")).status).toBe(200);
    expect(await confirmEmail(first)).toBe("/settings?emailError=invalid");
    const second = await emailChangeLink(c, address("attacker-a2"), "owner-new-1");
    expect((await c.delete("/api/account/sessions")).status).toBe(200);
    expect(await confirmEmail(second)).toBe("/settings?emailError=invalid");
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("(b) a reset link mailed to the old address is refused once an email change is confirmed", async () => {
    const owner = await buildUser(app, { email: address("owner-b") });
    const c = await signIn(app, owner);
    const oldReset = await resetLink(owner.email);
    const moved = address("moved-b");
    expect(await confirmEmail(await emailChangeLink(c, moved))).toBe("/settings?emailChanged=1");
    const res = await resetWith(oldReset);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("reset_link_invalid");
    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: moved, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });

  it("(c) a reset link is refused after a password change; a reset ends the other links", async () => {
    const owner = await buildUser(app, { email: address("owner-c") });
    const c = await signIn(app, owner);
    const before = await resetLink(owner.email);
    expect((await changePassword(c, DEFAULT_PASSWORD, "owner-new-c")).status).toBe(200);
    expect((await resetWith(before)).body.code).toBe("reset_link_invalid");

    const one = await resetLink(owner.email);
    const two = await resetLink(owner.email);
    const change = await emailChangeLink(c, address("elsewhere-c"), "owner-new-c");
    expect((await resetWith(one, "owner-reset-c")).status).toBe(200);
    expect((await resetWith(two)).body.code).toBe("reset_link_invalid");
    expect(await confirmEmail(change)).toBe("/settings?emailError=invalid");
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("mails the old address an undo link; it survives the new owner's password change and takes the account back", async () => {
    const owner = await buildUser(app, { email: address("owner-u"), emailVerifiedAt: new Date() });
    // Someone holding the owner's session and password moves the account to their own address.
    const attacker = await signIn(app, owner);
    const theirs = address("attacker-u");
    const since = smtp.mailsTo(owner.email).length;
    expect(await confirmEmail(await emailChangeLink(attacker, theirs))).toBe("/settings?emailChanged=1");
    const notice = await mailTitled(owner.email, "Your HustleForge email has changed", since);
    expect(notice.text).toContain(theirs);
    expect(notice.text).toContain("within 7 days");
    const undo = linkIn(notice, "/undo-email-change");
    expect(undo.url.origin).toBe(app.baseUrl);
    // They change the password and keep a reset link at their address: neither ends the undo link.
    expect((await changePassword(attacker, DEFAULT_PASSWORD, "attacker-pass")).status).toBe(200);
    const theirReset = await resetLink(theirs);
    // Opening the link changes nothing (a mail scanner may open it); the page's form posts it with a new password.
    expect(await emailOf(owner.id)).toBe(theirs);

    const back = await app.client().post("/api/account/email/undo", {
      token: undo.token,
      password: "owner-again-1",
      confirmPassword: "owner-again-1",
    });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(
      `Your email is ${owner.email} again and your new password is set. Every session was signed out: sign in again.`,
    );
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect((await attacker.get("/api/auth/user")).status).toBe(401);
    expect((await resetWith(theirReset)).body.code).toBe("reset_link_invalid");
    const again = await app.client().post("/api/account/email/undo", {
      token: undo.token,
      password: "attacker-pass-2",
      confirmPassword: "attacker-pass-2",
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("undo_link_used");
    const signedIn = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: owner.email, password: "owner-again-1" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.emailVerified).toBe(true);
    expect((await mailTitled(owner.email, "Your HustleForge email is back", since)).text).toContain("owner-u");
  });

  it("turns off a two-factor sign-in set up after the change, so the owner can sign in with the new password", async () => {
    const owner = await buildUser(app, { email: address("owner-t") });
    const attacker = await signIn(app, owner);
    const since = smtp.mailsTo(owner.email).length;
    expect(await confirmEmail(await emailChangeLink(attacker, address("attacker-t")))).toBe("/settings?emailChanged=1");
    const undo = linkIn(
      await mailTitled(owner.email, "Your HustleForge email has changed", since),
      "/undo-email-change",
    );
    const setup = await attacker.post("/api/account/2fa/setup", { currentPassword: DEFAULT_PASSWORD });
    expect(setup.status).toBe(200);
    const enable = await attacker.post("/api/account/2fa/enable", { code: totpCode(setup.body.secret, Date.now()) });
    expect(enable.status).toBe(200);

    const back = await app.client().post("/api/account/email/undo", {
      token: undo.token,
      password: "owner-again-t",
      confirmPassword: "owner-again-t",
    });
    expect(back.status).toBe(200);
    const login = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: owner.email, password: "owner-again-t" });
    expect(login.body.id).toBe(owner.id);
    const codes = await app.database.pool.query("select count(*)::int as n from recovery_codes where user_id = $1", [
      owner.id,
    ]);
    expect(codes.rows[0]).toEqual({ n: 0 });
  });

  it("refuses an undo link after 7 days, and one that was never mailed", async () => {
    const owner = await buildUser(app, { email: address("owner-x") });
    const c = await signIn(app, owner);
    const since = smtp.mailsTo(owner.email).length;
    expect(await confirmEmail(await emailChangeLink(c, address("moved-x")))).toBe("/settings?emailChanged=1");
    const undo = linkIn(
      await mailTitled(owner.email, "Your HustleForge email has changed", since),
      "/undo-email-change",
    );
    await app.database.pool.query(
      "update auth_tokens set expires_at = now() - interval '1 second' where user_id = $1 and kind = 'undo_email'",
      [owner.id],
    );
    const late = await app.client().post("/api/account/email/undo", {
      token: undo.token,
      password: "owner-late-1",
      confirmPassword: "owner-late-1",
    });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      message: "This link has expired (it works for 7 days after the change).",
      code: "undo_link_expired",
    });
    const unknown = await app.client().post("/api/account/email/undo", {
      token: "A".repeat(43),
      password: "owner-late-1",
      confirmPassword: "owner-late-1",
    });
    expect(unknown.body.code).toBe("undo_link_invalid");
  });
});
