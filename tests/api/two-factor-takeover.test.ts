/**
 * The two-factor code is never skipped, also while an account waits to be deleted
 * (docs/decisions/613-one-way-into-a-session.md). The takeover chain once found (password, cancel the deletion, change the
 * password) and the same through Google, against the fake OAuth provider; then the way that works: password, code,
 * the pending deletion, cancel.
 */
import { describe, expect, it } from "vitest";
import { newTotpSecret, seal, totpCode } from "../../server/modules/auth/two-factor";
import { buildUser, DEFAULT_PASSWORD, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { throughProvider, useOAuthTestApp } from "../support/oauth-app";
import { plantSession } from "../support/session-rows";
import type { TestApp } from "../support/test-app";

const oauth = useOAuthTestApp();
/** The test app's TOTP_ENCRYPTION_KEY (tests/support/test-app.ts). */
const TOTP_KEY = Buffer.from("0f".repeat(32), "hex");

/** The fixed clock codes are checked against; each code taken moves it on a step, so no code is a replay. */
let clockAt = Date.UTC(2026, 10, 27, 9, 0, 10);
const nextCode = (secret: string) => {
  clockAt += 30_000;
  oauth.app.ctx.services.clock = () => new Date(clockAt);
  return totpCode(secret, clockAt);
};

/** Carol: a password, Google linked, two-factor sign-in on. */
async function carolWithTwoFactor(app: TestApp) {
  const secret = newTotpSecret();
  const suffix = uniqueSuffix();
  const user = await buildUser(app, {
    email: `carol-${suffix}@example.test`,
    emailVerifiedAt: new Date(),
    googleId: `g-carol-${suffix}`,
    totpSecret: seal(TOTP_KEY, secret),
    totpEnabledAt: new Date(),
  });
  return { user, secret };
}

/** Carol signs in with her password and her code, and asks for her account to be deleted. */
async function carolAsksForDeletion() {
  const app = oauth.app;
  const carol = await carolWithTwoFactor(app);
  const c = app.client();
  const login = await c.post("/api/auth/login", { emailOrUsername: carol.user.email, password: DEFAULT_PASSWORD });
  expect(login.body).toEqual({ twoFactorRequired: true });
  expect((await c.post("/api/auth/2fa", { code: nextCode(carol.secret) })).status).toBe(200);
  const deletion = await c.post("/api/account/delete", { confirm: carol.user.username, password: DEFAULT_PASSWORD });
  expect(deletion.status).toBe(200);
  expect(deletion.body.pending).toBe(true);
  return carol;
}

const signedInAs = async (c: HttpClient) => {
  const me = await c.get("/api/auth/user");
  return me.status === 200 ? (me.body as { id: number }).id : null;
};
const pendingRows = async (userId: number) =>
  Number(
    (await oauth.app.database.pool.query("select count(*) as n from account_deletions where user_id = $1", [userId]))
      .rows[0].n,
  );

describe("an account with two-factor sign-in waiting to be deleted", () => {
  it("is not signed in by its password and 'cancel deletion' (the takeover chain)", async () => {
    const carol = await carolAsksForDeletion();
    const attacker = oauth.app.client();
    const login = await attacker.post("/api/auth/login", {
      emailOrUsername: carol.user.email,
      password: DEFAULT_PASSWORD,
    });
    // Nothing is pending for this browser, nothing can be cancelled, nobody is signed in.
    const pending = await attacker.get("/api/account/delete");
    const cancel = await attacker.post("/api/account/delete/cancel");
    const me = await signedInAs(attacker);
    const takeover = await attacker.post("/api/account/password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "attacker-pass-1",
      confirmPassword: "attacker-pass-1",
    });
    expect({ cancel: cancel.status, me, takeover: takeover.status }).toEqual({ cancel: 404, me: null, takeover: 401 });
    expect(cancel.body.code).toBe("not_found");
    expect(pending.body).toEqual({ pending: false, deleteAfter: null });
    expect(await pendingRows(carol.user.id)).toBe(1);
    // The password is right, so the code comes next, as for any account with two-factor sign-in.
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ twoFactorRequired: true });
  });

  it("is not signed in by Google and 'cancel deletion' either", async () => {
    const carol = await carolAsksForDeletion();
    const attacker = oauth.app.client();
    const back = await throughProvider(oauth.fake, attacker, "google", {
      sub: carol.user.googleId!,
      email: carol.user.email,
      email_verified: true,
    });
    expect(back.headers.get("location")).toBe("/?twoFactor=1");
    expect((await attacker.post("/api/account/delete/cancel")).status).toBe(404);
    expect(await signedInAs(attacker)).toBeNull();
    expect(await pendingRows(carol.user.id)).toBe(1);
  });

  it("shows the pending deletion only after the code, and then cancels it and signs in", async () => {
    const carol = await carolAsksForDeletion();
    const owner = oauth.app.client();
    await owner.post("/api/auth/login", { emailOrUsername: carol.user.username, password: DEFAULT_PASSWORD });
    const wrong = await owner.post("/api/auth/2fa", { code: totpCode(carol.secret, clockAt + 10 * 60_000) });
    expect(wrong.status).toBe(400);
    const code = await owner.post("/api/auth/2fa", { code: nextCode(carol.secret) });
    expect(code.status).toBe(401);
    expect(code.body.message).toBe(
      "This account is locked. If you asked to delete it, you can cancel the deletion now.",
    );
    expect(await signedInAs(owner)).toBeNull();
    expect((await owner.get("/api/account/delete")).body.pending).toBe(true);
    expect((await owner.post("/api/account/delete/cancel")).status).toBe(200);
    expect(await signedInAs(owner)).toBe(carol.user.id);
    expect(await pendingRows(carol.user.id)).toBe(0);
  });

  it("asks a session whose proof predates the code rule for the code before cancelling", async () => {
    const carol = await carolAsksForDeletion();
    // A proof written by the earlier code after the password alone: `locked` without `factors`.
    const c = await plantSession(oauth.app, { locked: { userId: carol.user.id, at: Date.now() } });
    const cancel = await c.post("/api/account/delete/cancel");
    expect(cancel.status).toBe(401);
    expect(await signedInAs(c)).toBeNull();
    expect(await pendingRows(carol.user.id)).toBe(1);
    // The session now waits for the code; with it, the deletion can be cancelled.
    expect((await c.post("/api/auth/2fa", { code: nextCode(carol.secret) })).status).toBe(401);
    expect((await c.post("/api/account/delete/cancel")).status).toBe(200);
    expect(await signedInAs(c)).toBe(carol.user.id);
  });

  it("keeps the answer of a wrong password for an account without two-factor sign-in, and cancels with the password", async () => {
    const app = oauth.app;
    const dave = await buildUser(app);
    const c = app.client();
    await c.post("/api/auth/login", { emailOrUsername: dave.email, password: DEFAULT_PASSWORD });
    expect(
      (await c.post("/api/account/delete", { confirm: dave.username, password: DEFAULT_PASSWORD })).body.pending,
    ).toBe(true);
    const again = app.client();
    const login = await again.post("/api/auth/login", { emailOrUsername: dave.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe("Invalid email/username or password.");
    expect((await again.get("/api/account/delete")).body.pending).toBe(true);
    expect((await again.post("/api/account/delete/cancel")).status).toBe(200);
    expect(await signedInAs(again)).toBe(dave.id);
  });
});
