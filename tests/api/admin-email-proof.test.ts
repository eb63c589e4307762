/**
 * ADMIN_EMAILS needs a proven address (docs/decisions/611): a provider-verified email or a local account whose
 * email was verified. An unverified provider email never blocks its real owner from signing up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeOAuth, type FakeOAuth, type GoogleProfile, type DiscordProfile } from "../support/fake-oauth";
import { linkIn, startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { buildUser, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { OAUTH_PROVIDERS_ENV } from "../support/oauth-app";

let fake: FakeOAuth;
let smtp: FakeSmtp;
let app: TestApp;
const LISTED = [
  "chief@example.test",
  "owner@example.test",
  "boss@example.test",
  "lead@example.test",
  "ops@example.test",
];

beforeAll(async () => {
  [fake, smtp] = await Promise.all([startFakeOAuth(), startFakeSmtp()]);
  app = await createTestApp({
    env: {
      ...OAUTH_PROVIDERS_ENV,
      ADMIN_EMAILS: LISTED.join(","),
      SMTP_URL: smtp.url,
    },
    deps: { oauthEndpoints: fake.endpoints },
  });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([fake?.close(), smtp?.close()]);
});

async function signInWith(provider: "google" | "discord", profile: GoogleProfile | DiscordProfile) {
  const c = app.client();
  const start = await c.get(provider === "google" ? "/api/auth/google" : "/api/auth/discord/login");
  const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
  const code = `code_${uniqueSuffix()}`;
  fake.issueCode(code, profile);
  const callback = await c.get(`/api/auth/${provider}/callback?code=${code}&state=${state}`);
  return { c, location: callback.headers.get("location") };
}

const me = (c: HttpClient) => c.get("/api/auth/user");
const signupBody = (email: string) => ({
  email,
  username: "",
  firstName: "Real",
  lastName: "Owner",
  password: "secret1",
  confirmPassword: "secret1",
});

async function followVerification(address: string) {
  const { url } = linkIn(await smtp.waitForMail(address, { since: 0 }), "/api/auth/verify-email");
  return app.client().get(url.pathname + url.search);
}

describe("password accounts", () => {
  it("a listed email is not admin at sign-up or sign-in, only once its address is verified", async () => {
    const c = app.client();
    const created = await c.post("/api/auth/signup", signupBody("Boss@Example.test"));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isAdmin: "false", emailVerified: false });
    const again = app.client();
    expect(
      (await again.post("/api/auth/login", { emailOrUsername: "boss@example.test", password: "secret1" })).body.isAdmin,
    ).toBe("false");
    expect((await c.get("/api/admin/stats")).status).toBe(403);

    expect((await followVerification("boss@example.test")).headers.get("location")).toBe("/?verified=1");
    expect((await me(c)).body).toMatchObject({ isAdmin: "true", emailVerified: true });
    expect((await c.get("/api/admin/stats")).status).toBe(200);
  });

  it("a verified account whose listed email was never proven before becomes admin at its next sign-in", async () => {
    const user = await buildUser(app, { email: "lead@example.test", emailVerifiedAt: new Date() });
    const res = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: user.email, password: "correct-horse-42" });
    expect(res.body.isAdmin).toBe("true");
  });
});

describe("provider accounts", () => {
  it("a provider-verified listed email is admin", async () => {
    const { c } = await signInWith("google", {
      sub: `g-${uniqueSuffix()}`,
      email: "chief@example.test",
      email_verified: true,
      given_name: "Chief",
    });
    expect((await me(c)).body).toMatchObject({ isAdmin: "true", emailVerified: true });
  });

  it("an unverified provider email is not admin, and the real owner can still sign up and prove it", async () => {
    const squatterId = `${Date.now()}1`;
    const squatter = await signInWith("discord", {
      id: squatterId,
      username: `sq_${uniqueSuffix()}`,
      email: "owner@example.test",
      verified: false,
    });
    expect(squatter.location).toBe("/");
    const squatterUser = (await me(squatter.c)).body;
    expect(squatterUser).toMatchObject({ isAdmin: "false", emailVerified: false });

    // The real owner signs up with a password: the address is theirs, the unproven holder lets go of it.
    const owner = app.client();
    const created = await owner.post("/api/auth/signup", signupBody("owner@example.test"));
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe(squatterUser.id);
    expect(created.body.isAdmin).toBe("false");
    expect((await followVerification("owner@example.test")).headers.get("location")).toBe("/?verified=1");
    expect((await me(owner)).body).toMatchObject({ email: "owner@example.test", isAdmin: "true", emailVerified: true });

    // The Discord account still signs in, as itself, without the address and without admin rights.
    const back = await signInWith("discord", {
      id: squatterId,
      username: "sq",
      email: "owner@example.test",
      verified: false,
    });
    const after = (await me(back.c)).body;
    expect(after).toMatchObject({ id: squatterUser.id, isAdmin: "false", emailVerified: false });
    expect(after.email).not.toBe("owner@example.test");
    expect((await back.c.get("/api/admin/stats")).status).toBe(403);
  });

  it("a provider that later proves the address gets its own account, not the unproven holder's", async () => {
    const squatter = await signInWith("discord", {
      id: `${Date.now()}2`,
      username: `sq_${uniqueSuffix()}`,
      email: "ops@example.test",
      verified: false,
    });
    const squatterId = (await me(squatter.c)).body.id;
    const real = await signInWith("google", {
      sub: `g-${uniqueSuffix()}`,
      email: "ops@example.test",
      email_verified: true,
    });
    expect(real.location).toBe("/");
    const realUser = (await me(real.c)).body;
    expect(realUser).toMatchObject({ email: "ops@example.test", isAdmin: "true", emailVerified: true });
    expect(realUser.id).not.toBe(squatterId);
  });

  it("a verified provider email is not linked into a password account whose address nobody proved", async () => {
    const unproven = await buildUser(app, { email: `planted-${uniqueSuffix()}@example.test` });
    const res = await signInWith("google", { sub: `g-${uniqueSuffix()}`, email: unproven.email, email_verified: true });
    expect(res.location).toMatch(/^\/\?authError=/);
    expect((await me(res.c)).status).toBe(401);
  });
});
