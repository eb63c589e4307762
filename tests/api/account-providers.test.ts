/**
 * The settings' provider rules against a fake OAuth provider (docs/guide/settings.md#sign-in-providers): linking
 * through the provider's sign-in, a fresh provider sign-in instead of a password, two-factor after a provider.
 */
import { describe, expect, it } from "vitest";
import { googleProfile, throughProvider, useOAuthTestApp } from "../support/oauth-app";
import { buildUser, signIn, uniqueSuffix } from "../support/factories";
import { totpCode } from "../../server/modules/auth/two-factor";

const oauth = useOAuthTestApp();

describe("a provider-only account", () => {
  it("sets a password without one right after a provider sign-in, gaining a second way in", async () => {
    const c = oauth.app.client();
    const profile = googleProfile();
    expect((await throughProvider(oauth.fake, c, "google", profile)).headers.get("location")).toBe("/");
    expect((await c.get("/api/account/security")).body).toMatchObject({ hasPassword: false, freshProvider: true });
    const res = await c.post("/api/account/password", {
      newPassword: "second-way-in",
      confirmPassword: "second-way-in",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Your password is set");
    const login = await oauth.app
      .client()
      .post("/api/auth/login", { emailOrUsername: profile.email, password: "second-way-in" });
    expect(login.status).toBe(200);
  });

  it("cannot unlink its only provider, even fresh", async () => {
    const c = oauth.app.client();
    await throughProvider(oauth.fake, c, "google", googleProfile());
    const res = await c.post("/api/account/providers/google/unlink", {});
    expect(res.status).toBe(409);
  });
});

describe("linking", () => {
  it("links Discord to the signed-in account through Discord's sign-in, without signing anyone else in", async () => {
    const user = await buildUser(oauth.app);
    const c = await signIn(oauth.app, user);
    const discord = {
      id: `d-${uniqueSuffix()}`,
      username: "linker",
      email: `l-${uniqueSuffix()}@d.test`,
      verified: true,
    };
    const back = await throughProvider(oauth.fake, c, "discord", discord, "/api/account/providers/discord/link");
    expect(back.headers.get("location")).toBe("/settings/providers?linked=discord");
    const me = (await c.get("/api/auth/user")).body;
    expect([me.id, me.hasDiscord, me.discordUsername]).toEqual([user.id, true, "linker"]);
    // Discord now opens this account.
    const other = oauth.app.client();
    await throughProvider(oauth.fake, other, "discord", discord);
    expect((await other.get("/api/auth/user")).body.id).toBe(user.id);
    // And it can be unlinked with the password, the password remaining.
    expect(
      (await c.post("/api/account/providers/discord/unlink", { currentPassword: "correct-horse-42" })).status,
    ).toBe(200);
  });

  it("refuses a provider account that already opens another account", async () => {
    const profile = googleProfile();
    await throughProvider(oauth.fake, oauth.app.client(), "google", profile);
    const c = await signIn(oauth.app, await buildUser(oauth.app));
    const back = await throughProvider(oauth.fake, c, "google", profile, "/api/account/providers/google/link");
    expect(back.headers.get("location")).toBe("/settings/providers?linkError=taken");
    expect((await c.get("/api/auth/user")).body.hasGoogle).toBe(false);
  });
});

describe("two-factor after a provider", () => {
  it("asks for the code after Google too", async () => {
    const c = oauth.app.client();
    const profile = googleProfile();
    await throughProvider(oauth.fake, c, "google", profile);
    const setup = await c.post("/api/account/2fa/setup");
    const secret = setup.body.secret as string;
    expect((await c.post("/api/account/2fa/enable", { code: totpCode(secret, Date.now()) })).status).toBe(200);

    const d = oauth.app.client();
    const back = await throughProvider(oauth.fake, d, "google", profile);
    expect(back.headers.get("location")).toBe("/?twoFactor=1");
    expect((await d.get("/api/auth/user")).status).toBe(401);
    const ok = await d.post("/api/auth/2fa", { code: totpCode(secret, Date.now() + 30_000) });
    expect(ok.status).toBe(200);
    // Signed in through Google: fresh enough to change things without a password.
    expect((await d.get("/api/account/security")).body.freshProvider).toBe(true);
  });
});
