/**
 * The account settings (docs/guide/settings.md): profile and picture, email change by link, password change
 * signing other sessions out (on a second app instance too), sessions, providers, two-factor sign-in with a fixed
 * clock and recovery codes. Mail goes over SMTP to the fake SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { authTokens, recoveryCodes, users } from "../../shared/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { buildUser, DEFAULT_PASSWORD, signIn, uniqueSuffix } from "../support/factories";
import { linkIn, startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import type { HttpClient } from "../support/http-client";
import { totpCode } from "../../server/modules/auth/two-factor";

let smtp: FakeSmtp;
let database: TestDatabase;
let app: TestApp;
let second: TestApp;
/** The fixed clock two-factor codes are checked against; tests move it. */
let now = Date.UTC(2026, 10, 26, 12, 0, 10);
beforeAll(async () => {
  smtp = await startFakeSmtp();
  database = await createTestDatabase();
  const env = { SMTP_URL: smtp.url, ADMIN_EMAILS: "boss@example.test" };
  const services = { clock: () => new Date(now) };
  app = await createTestApp({ database, env, deps: { services } });
  second = await createTestApp({ database, env, deps: { services } });
});
afterAll(async () => {
  await app?.close();
  await second?.close();
  await database?.close();
  await smtp?.close();
});

const email = () => `set-${uniqueSuffix()}@example.test`;
function sameSessionOn(target: TestApp, from: HttpClient): HttpClient {
  const c = target.client();
  for (const [k, v] of from.cookies) c.cookies.set(k, v);
  return c;
}

describe("profile", () => {
  it("changes the name and the username with the sign-up rules; a taken username is refused beside its field", async () => {
    const other = await buildUser(app);
    const user = await buildUser(app);
    const c = await signIn(app, user);
    const res = await c.patch("/api/account/profile", {
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada_l" + uniqueSuffix(),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.firstName).toBe("Ada");
    expect((await c.get("/api/auth/user")).body.firstName).toBe("Ada");

    const taken = await c.patch("/api/account/profile", { username: other.username!.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body.details).toEqual([{ path: "username", message: "This username is already taken." }]);
    const short = await c.patch("/api/account/profile", { username: "ab" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Username must be at least 3 characters");
    expect((await c.patch("/api/account/profile", {})).status).toBe(400);
    expect((await c.patch("/api/account/profile", { isAdmin: true })).status).toBe(400);
  });

  it("takes a JPEG, PNG or WebP checked by content, resized to 256 px and served from our route", async () => {
    const c = await signIn(app, await buildUser(app));
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#4f46e5" } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append("picture", new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${app.baseUrl}/api/account/profile/picture`, {
        method: "POST",
        body: form,
        headers: { cookie: c.cookieHeader },
      });
    };
    const ok = await upload(png, "me.txt", "text/plain");
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { user: { profileImageUrl: string } };
    expect(body.user.profileImageUrl).toMatch(/^\/api\/account\/profile\/picture\?v=\d+$/);
    const served = await c.get(body.user.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(
      Buffer.from(
        await (
          await fetch(`${app.baseUrl}${body.user.profileImageUrl}`, { headers: { cookie: c.cookieHeader } })
        ).arrayBuffer(),
      ),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);

    const fake = await upload(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "me.png", "image/png");
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { details: unknown }).details).toEqual([
      { path: "picture", message: "Upload a JPEG, PNG or WebP image." },
    ]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(gif, "me.jpg", "image/jpeg")).status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(big, "big.png", "image/png")).status).toBe(413);
    // Only its owner sees it.
    const stranger = await signIn(app, await buildUser(app));
    expect((await stranger.get("/api/account/profile/picture")).status).toBe(404);
  });
});

describe("email change", () => {
  async function requestChange(c: HttpClient, to: string, currentPassword = DEFAULT_PASSWORD) {
    return c.post("/api/account/email", { email: to, currentPassword });
  }

  it("needs the password, mails the new address a link and the old one a notice, changes only on the link, once", async () => {
    const user = await buildUser(app, { email: email() });
    const c = await signIn(app, user);
    const to = email();
    const wrong = await requestChange(c, to, "not-my-password");
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([{ path: "currentPassword", message: "Your current password is not right" }]);
    expect((await c.post("/api/account/email", { email: to })).status).toBe(400);

    const since = smtp.mailsTo(to).length;
    const res = await requestChange(c, to);
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail(to, { since });
    expect(mail.subject).toBe("Confirm your new email for HustleForge");
    const notice = await smtp.waitForMail(user.email, { since: 0 });
    expect(notice.subject).toBe("Your HustleForge email is about to change");
    expect((await c.get("/api/auth/user")).body.email).toBe(user.email);

    const { token } = linkIn(mail, "/api/account/email/confirm");
    const used = await app.client().get(`/api/account/email/confirm?token=${token}`);
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/settings?emailChanged=1");
    const me = (await c.get("/api/auth/user")).body;
    expect([me.email, me.emailVerified]).toEqual([to, true]);
    const again = await app.client().get(`/api/account/email/confirm?token=${token}`);
    expect(again.headers.get("location")).toBe("/settings?emailError=used");
  });

  it("refuses an expired link and a made-up one", async () => {
    const user = await buildUser(app, { email: email() });
    const c = await signIn(app, user);
    const to = email();
    await requestChange(c, to);
    const { token } = linkIn(await smtp.waitForMail(to, { since: 0 }), "/api/account/email/confirm");
    await app.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.userId, user.id));
    const res = await app.client().get(`/api/account/email/confirm?token=${token}`);
    expect(res.headers.get("location")).toBe("/settings?emailError=expired");
    expect((await c.get("/api/auth/user")).body.email).toBe(user.email);
    const bogus = await app.client().get(`/api/account/email/confirm?token=${"x".repeat(43)}`);
    expect(bogus.headers.get("location")).toBe("/settings?emailError=invalid");
  });

  it("makes an ADMIN_EMAILS address admin only once its link proved it; a taken address is refused", async () => {
    const user = await buildUser(app, { email: email() });
    const c = await signIn(app, user);
    const taken = await buildUser(app, { email: email() });
    const refused = await requestChange(c, taken.email.toUpperCase());
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].path).toBe("email");

    await app.database.db.delete(users).where(sql`lower(${users.email}) = 'boss@example.test'`);
    await requestChange(c, "boss@example.test");
    const mail = await smtp.waitForMail("boss@example.test", { since: 0 });
    expect((await c.get("/api/auth/user")).body.isAdmin).toBe("false");
    await app.client().get(`/api/account/email/confirm?token=${linkIn(mail, "/api/account/email/confirm").token}`);
    expect((await c.get("/api/auth/user")).body.isAdmin).toBe("true");
  });
});

describe("password and sessions", () => {
  it("changes the password with the current one, signs out every other session (on the second instance too) and mails", async () => {
    const user = await buildUser(app, { email: email() });
    const mine = await signIn(app, user);
    const phone = await signIn(second, user);
    const laptop = sameSessionOn(second, await signIn(app, user));
    expect((await phone.get("/api/auth/user")).status).toBe(200);

    const wrong = await mine.post("/api/account/password", {
      currentPassword: "nope-nope",
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe("currentPassword");
    const mismatch = await mine.post("/api/account/password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pasS",
    });
    expect(mismatch.body.details[0]).toEqual({ path: "confirmPassword", message: "Passwords don't match" });

    const ok = await mine.post("/api/account/password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toContain("2 other sessions were signed out");
    expect((await phone.get("/api/auth/user")).status).toBe(401);
    expect((await laptop.get("/api/auth/user")).status).toBe(401);
    expect((await sameSessionOn(second, mine).get("/api/auth/user")).status).toBe(200);
    expect((await mine.get("/api/auth/user")).status).toBe(200);
    expect((await smtp.waitForMail(user.email, { since: 0 })).subject).toBe("Your HustleForge password was changed");
    expect(
      (await app.client().post("/api/auth/login", { emailOrUsername: user.email, password: "brand-new-pass" })).status,
    ).toBe(200);
  });

  it("lists the sessions with device, browser and a shortened address, ends one, and ends all others", async () => {
    const user = await buildUser(app);
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const login = async (agent: string) => {
      const c = app.client({ "user-agent": agent });
      expect(
        (await c.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD })).status,
      ).toBe(200);
      return c;
    };
    const desk = await login(firefox);
    const phone = await login(iphone);
    const third = await login(firefox);
    const list = (await desk.get("/api/account/sessions")).body.sessions as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: "Linux PC", browser: "Firefox 131", ip: "127.0.x.x" });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneRow = list.find((s) => s.device === "iPhone");
    expect(phoneRow).toMatchObject({ browser: "Safari 17" });
    expect(JSON.stringify(list)).not.toContain(decodeURIComponent(desk.cookies.get("hf.sid") ?? "").slice(2, 20));

    // Another user's session id is a 404.
    const stranger = await signIn(app, await buildUser(app));
    expect((await stranger.delete(`/api/account/sessions/${phoneRow!.id}`)).status).toBe(404);
    expect((await stranger.delete("/api/account/sessions/nothex")).status).toBe(400);
    expect((await desk.delete(`/api/account/sessions/${phoneRow!.id}`)).status).toBe(204);
    expect((await phone.get("/api/auth/user")).status).toBe(401);

    const all = await desk.delete("/api/account/sessions");
    expect(all.body).toEqual({ ok: true, ended: 1 });
    expect((await sameSessionOn(second, third).get("/api/auth/user")).status).toBe(401);
    expect((await desk.get("/api/auth/user")).status).toBe(200);
  });
});

describe("providers", () => {
  it("refuses unlinking the last way in, and unlinks one with the password", async () => {
    const both = await buildUser(app, { discordId: `d-${uniqueSuffix()}`, googleId: `g-${uniqueSuffix()}` });
    const bc = await signIn(app, both);
    const wrong = await bc.post("/api/account/providers/discord/unlink", { currentPassword: "wrong-one" });
    expect(wrong.status).toBe(400);
    const ok = await bc.post("/api/account/providers/discord/unlink", { currentPassword: DEFAULT_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.hasDiscord).toBe(false);
    expect((await bc.post("/api/account/providers/discord/unlink", { currentPassword: DEFAULT_PASSWORD })).status).toBe(
      404,
    );
    expect((await bc.post("/api/account/providers/github/unlink", {})).status).toBe(400);
  });

  it("refuses unlinking the only provider of an account without a password", async () => {
    const user = await buildUser(app, { googleId: `g-${uniqueSuffix()}` });
    const c = await signIn(app, user);
    await app.database.db.update(users).set({ password: null }).where(eq(users.id, user.id));
    app.ctx.users.forget(user.id);
    const res = await c.post("/api/account/providers/google/unlink", {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Google is your only way to sign in. Set a password or link another provider first.");
    // Setting a password needs a fresh provider sign-in, which this password session is not.
    const set = await c.post("/api/account/password", { newPassword: "a-new-pass", confirmPassword: "a-new-pass" });
    expect(set.status).toBe(403);
  });
});

describe("two-factor sign-in", () => {
  async function setUp(c: HttpClient): Promise<{ secret: string; codes: string[] }> {
    const wrongPassword = await c.post("/api/account/2fa/setup", { currentPassword: "not-it" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details[0].path).toBe("currentPassword");
    const setup = await c.post("/api/account/2fa/setup", { currentPassword: DEFAULT_PASSWORD });
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toContain("issuer=HustleForge");
    const secret = setup.body.secret as string;
    const wrongCode = await c.post("/api/account/2fa/enable", {
      code: "000000" === totpCode(secret, now) ? "111111" : "000000",
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.details[0].path).toBe("code");
    const enable = await c.post("/api/account/2fa/enable", { code: totpCode(secret, now) });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    return { secret, codes: enable.body.recoveryCodes };
  }

  it("stores the secret sealed and the recovery codes hashed", async () => {
    const user = await buildUser(app, { email: email() });
    const c = await signIn(app, user);
    now += 60_000;
    const { secret, codes } = await setUp(c);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpSecret!.split(".")).toHaveLength(3);
    const stored = await app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect((await smtp.waitForMail(user.email, { since: 0 })).subject).toBe(
      "Two-factor sign-in is on for your HustleForge account",
    );
  });

  it("asks for a code after the password; a code works once; the previous and next 30-s window only", async () => {
    const user = await buildUser(app);
    now += 10 * 60_000;
    const { secret } = await setUp(await signIn(app, user));
    now += 5 * 60_000;
    const login = async () => {
      const c = app.client();
      const res = await c.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ twoFactorRequired: true });
      expect((await c.get("/api/auth/user")).status).toBe(401);
      return c;
    };
    const c = await login();
    expect((await c.post("/api/auth/2fa", { code: totpCode(secret, now - 60_000) })).status).toBe(400);
    expect((await c.post("/api/auth/2fa", { code: totpCode(secret, now + 60_000) })).status).toBe(400);
    const prev = await c.post("/api/auth/2fa", { code: totpCode(secret, now - 30_000) });
    expect(prev.status).toBe(200);
    expect((await c.get("/api/auth/user")).body.id).toBe(user.id);

    const d = await login();
    // The same code again: refused, even on the second instance.
    const replay = await sameSessionOn(second, d).post("/api/auth/2fa", { code: totpCode(secret, now - 30_000) });
    expect(replay.status).toBe(400);
    expect((await d.post("/api/auth/2fa", { code: totpCode(secret, now) })).status).toBe(200);
    const e = await login();
    expect((await e.post("/api/auth/2fa", { code: totpCode(secret, now + 30_000) })).status).toBe(200);
    const f = await login();
    expect((await f.post("/api/auth/2fa", { code: totpCode(secret, now + 30_000) })).status).toBe(400);
    // Without the password step first, no code signs in.
    expect((await app.client().post("/api/auth/2fa", { code: totpCode(secret, now) })).status).toBe(401);
  });

  it("takes each recovery code once, and turns off only with a code", async () => {
    const user = await buildUser(app);
    now += 10 * 60_000;
    const c = await signIn(app, user);
    const { secret, codes } = await setUp(c);
    const login = async () => {
      const client = app.client();
      await client.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD });
      return client;
    };
    const a = await login();
    expect((await a.post("/api/auth/2fa", { code: codes[3].toUpperCase() })).status).toBe(200);
    const b = await login();
    expect((await b.post("/api/auth/2fa", { code: codes[3] })).status).toBe(400);
    expect((await a.get("/api/account/security")).body).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 9 });

    expect(
      (await a.post("/api/account/2fa/disable", { code: "123456" === totpCode(secret, now) ? "654321" : "123456" }))
        .status,
    ).toBe(400);
    now += 60_000;
    expect((await a.post("/api/account/2fa/disable", { code: totpCode(secret, now) })).status).toBe(200);
    const plain = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD });
    expect(plain.body.id).toBe(user.id);
  });

  it("counts wrong codes against the account's sign-in allowance", async () => {
    const limited = await createTestApp({
      database,
      deps: { services: { clock: () => new Date(now) }, rateLimits: { loginPerAccount: 3, loginPerIp: 1000 } },
    });
    try {
      const user = await buildUser(limited);
      now += 10 * 60_000;
      const { secret } = await setUp(await signIn(limited, user));
      const c = limited.client();
      await c.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD });
      const bad = totpCode(secret, now + 5 * 60_000);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await c.post("/api/auth/2fa", { code: bad })).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it("answers 503 in production without TOTP_ENCRYPTION_KEY", async () => {
    const prod = await createTestApp({
      database,
      env: {
        NODE_ENV: "production",
        TOTP_ENCRYPTION_KEY: "",
        SESSION_SECRET: "a-production-secret-of-some-length",
      },
    });
    try {
      const c = await signIn(prod, await buildUser(prod));
      const res = await c.post(
        "/api/account/2fa/setup",
        { currentPassword: DEFAULT_PASSWORD },
        { origin: prod.baseUrl },
      );
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Two-factor sign-in is not configured on this server.");
    } finally {
      await prod.close();
    }
  });
});
