/**
 * The settings' provider rules against a fake OAuth provider (docs/guide/settings.md#sign-in-providers): linking
 * through the provider's sign-in, a fresh provider sign-in instead of a password, two-factor after a provider.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakeOAuth, type DiscordProfile, type FakeOAuth, type GoogleProfile } from "../support/fake-oauth";
import { buildUser, signIn, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { totpCode } from "../../server/modules/auth/two-factor";

let fake: FakeOAuth;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOAuth();
  app = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      DISCORD_CLIENT_ID: "discord-client",
      DISCORD_CLIENT_SECRET: "discord-secret",
    },
    deps: { oauthEndpoints: fake.endpoints },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** From the start address (a sign-in or a link) through the provider and back to the callback. */
async function throughProvider(
  c: HttpClient,
  provider: "google" | "discord",
  profile: GoogleProfile | DiscordProfile,
  startPath = provider === "google" ? "/api/auth/google" : "/api/auth/discord/login",
) {
  let res = await c.get(startPath);
  while (res.status === 302 && res.headers.get("location")!.startsWith("/api/"))
    res = await c.get(res.headers.get("location")!);
  const authorize = new URL(res.headers.get("location")!);
  const code = `code_${uniqueSuffix()}`;
  fake.issueCode(code, profile);
  return c.get(`/api/auth/${provider}/callback?code=${code}&state=${authorize.searchParams.get("state")}`);
}

const googleProfile = () => {
  const sub = `g-${uniqueSuffix()}`;
  return { sub, email: `${sub}@gmail.test`, email_verified: true, given_name: "Gia" };
};

describe("a provider-only account", () => {
  it("sets a password without one right after a provider sign-in, gaining a second way in", async () => {
    const c = app.client();
    const profile = googleProfile();
    expect((await throughProvider(c, "google", profile)).headers.get("location")).toBe("/");
    expect((await c.get("/api/account/security")).body).toMatchObject({ hasPassword: false, freshProvider: true });
    const res = await c.post("/api/account/password", {
      newPassword: "second-way-in",
      confirmPassword: "second-way-in",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Your password is set");
    const login = await app
      .client()
      .post("/api/auth/login", { emailOrUsername: profile.email, password: "second-way-in" });
    expect(login.status).toBe(200);
  });

  it("cannot unlink its only provider, even fresh", async () => {
    const c = app.client();
    await throughProvider(c, "google", googleProfile());
    const res = await c.post("/api/account/providers/google/unlink", {});
    expect(res.status).toBe(409);
  });
});

describe("linking", () => {
  it("links Discord to the signed-in account through Discord's sign-in, without signing anyone else in", async () => {
    const user = await buildUser(app);
    const c = await signIn(app, user);
    const discord = {
      id: `d-${uniqueSuffix()}`,
      username: "linker",
      email: `l-${uniqueSuffix()}@d.test`,
      verified: true,
    };
    const back = await throughProvider(c, "discord", discord, "/api/account/providers/discord/link");
    expect(back.headers.get("location")).toBe("/settings/providers?linked=discord");
    const me = (await c.get("/api/auth/user")).body;
    expect([me.id, me.hasDiscord, me.discordUsername]).toEqual([user.id, true, "linker"]);
    // Discord now opens this account.
    const other = app.client();
    await throughProvider(other, "discord", discord);
    expect((await other.get("/api/auth/user")).body.id).toBe(user.id);
    // And it can be unlinked with the password, the password remaining.
    expect(
      (await c.post("/api/account/providers/discord/unlink", { currentPassword: "correct-horse-42" })).status,
    ).toBe(200);
  });

  it("refuses a provider account that already opens another account", async () => {
    const profile = googleProfile();
    await throughProvider(app.client(), "google", profile);
    const c = await signIn(app, await buildUser(app));
    const back = await throughProvider(c, "google", profile, "/api/account/providers/google/link");
    expect(back.headers.get("location")).toBe("/settings/providers?linkError=taken");
    expect((await c.get("/api/auth/user")).body.hasGoogle).toBe(false);
  });
});

describe("two-factor after a provider", () => {
  it("asks for the code after Google too", async () => {
    const c = app.client();
    const profile = googleProfile();
    await throughProvider(c, "google", profile);
    const setup = await c.post("/api/account/2fa/setup");
    const secret = setup.body.secret as string;
    expect((await c.post("/api/account/2fa/enable", { code: totpCode(secret, Date.now()) })).status).toBe(200);

    const d = app.client();
    const back = await throughProvider(d, "google", profile);
    expect(back.headers.get("location")).toBe("/?twoFactor=1");
    expect((await d.get("/api/auth/user")).status).toBe(401);
    const ok = await d.post("/api/auth/2fa", { code: totpCode(secret, Date.now() + 30_000) });
    expect(ok.status).toBe(200);
    // Signed in through Google: fresh enough to change things without a password.
    expect((await d.get("/api/account/security")).body.freshProvider).toBe(true);
  });
});
