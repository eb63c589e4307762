/** Google and Discord sign-in: full OAuth flows against a fake provider, the state check, linking rules. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeOAuth, type FakeOAuth, type GoogleProfile, type DiscordProfile } from "../support/fake-oauth";
import { buildUser, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { OAUTH_PROVIDERS_ENV } from "../support/oauth-app";

let fake: FakeOAuth;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeOAuth();
  app = await createTestApp({
    env: {
      ...OAUTH_PROVIDERS_ENV,
      ADMIN_EMAILS: "chief@example.test",
    },
    deps: { oauthEndpoints: fake.endpoints },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** Starts the flow, then comes back to the callback as the provider would, with the code and the state. */
async function signInWith(
  provider: "google" | "discord",
  profile: GoogleProfile | DiscordProfile,
  tamperState = false,
) {
  const c = app.client();
  const startPath = provider === "google" ? "/api/auth/google" : "/api/auth/discord/login";
  const start = await c.get(startPath);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.pathname).toBe(`/${provider}/authorize`);
  expect(authorize.searchParams.get("client_id")).toBe(`${provider}-client`);
  const state = authorize.searchParams.get("state")!;
  expect(state).toBeTruthy();
  const code = `code_${uniqueSuffix()}`;
  fake.issueCode(code, profile);
  const callback = await c.get(`/api/auth/${provider}/callback?code=${code}&state=${tamperState ? "forged" : state}`);
  return { c, callback };
}

const me = (c: HttpClient) => c.get("/api/auth/user");

describe("Google", () => {
  it("creates an account on first sign-in and finds it by provider id afterwards", async () => {
    const sub = `g-${uniqueSuffix()}`;
    const profile = { sub, email: `${sub}@gmail.test`, email_verified: true, given_name: "Gia", family_name: "Ng" };
    const first = await signInWith("google", profile);
    expect(first.callback.status).toBe(302);
    expect(first.callback.headers.get("location")).toBe("/");
    const user = (await me(first.c)).body;
    expect(user).toMatchObject({
      firstName: "Gia",
      lastName: "Ng",
      email: profile.email,
      hasGoogle: true,
      hasPassword: false,
    });

    const again = await signInWith("google", { ...profile, email: "changed@gmail.test" });
    expect((await me(again.c)).body.id).toBe(user.id);
  });

  it("links to an existing account only when Google says the email is verified", async () => {
    const existing = await buildUser(app, { emailVerifiedAt: new Date() });
    const unverified = await signInWith("google", {
      sub: `g-${uniqueSuffix()}`,
      email: existing.email,
      email_verified: false,
    });
    expect(unverified.callback.headers.get("location")).toMatch(/^\/\?authError=/);
    expect((await me(unverified.c)).status).toBe(401);

    const verified = await signInWith("google", {
      sub: `g-${uniqueSuffix()}`,
      email: existing.email.toUpperCase(),
      email_verified: true,
    });
    expect(verified.callback.headers.get("location")).toBe("/");
    const linked = (await me(verified.c)).body;
    expect(linked.id).toBe(existing.id);
    expect(linked.hasGoogle).toBe(true);
  });

  it("refuses a callback whose state does not match, and signs nobody in", async () => {
    const { c, callback } = await signInWith(
      "google",
      { sub: `g-${uniqueSuffix()}`, email: `x${uniqueSuffix()}@gmail.test`, email_verified: true },
      true,
    );
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/^\/\?authError=/);
    expect((await me(c)).status).toBe(401);
  });

  it("makes an ADMIN_EMAILS address an admin", async () => {
    const { c } = await signInWith("google", {
      sub: `g-${uniqueSuffix()}`,
      email: "chief@example.test",
      email_verified: true,
      given_name: "Chief",
    });
    expect((await me(c)).body.isAdmin).toBe("true");
  });
});

describe("Discord", () => {
  it("creates an account with the Discord username, then finds it by Discord id", async () => {
    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const profile = {
      id,
      username: `dx_${uniqueSuffix()}`,
      global_name: "Dex",
      email: `d${id}@discord.test`,
      verified: true,
      avatar: null,
    };
    const first = await signInWith("discord", profile);
    expect(first.callback.headers.get("location")).toBe("/");
    const user = (await me(first.c)).body;
    expect(user).toMatchObject({ firstName: "Dex", discordUsername: profile.username, hasDiscord: true });
    const again = await signInWith("discord", profile);
    expect((await me(again.c)).body.id).toBe(user.id);
  });

  it("does not link an unverified Discord email to an existing account", async () => {
    const existing = await buildUser(app);
    const { c, callback } = await signInWith("discord", {
      id: `9${Date.now()}`,
      username: "sneaky",
      email: existing.email,
      verified: false,
    });
    expect(callback.headers.get("location")).toMatch(/^\/\?authError=/);
    expect((await me(c)).status).toBe(401);
  });
});

describe("providers without credentials", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it.each([
    ["/api/auth/google", "google"],
    ["/api/auth/discord/login", "discord"],
  ])("%s leads back to the sign-in screen with a clear reason", async (path, provider) => {
    const res = await bare.client().get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/?authError=not_configured&provider=${provider}`);
    const config = await bare.client().get("/api/config");
    expect(config.body.providers).toEqual({ google: false, discord: false });
  });
});
