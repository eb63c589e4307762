/**
 * The test app with Google and Discord configured against the fake OAuth provider, and a provider sign-in (or
 * link) from its start address through the provider and back to the callback, as a browser would go.
 */
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app";
import { startFakeOAuth, type DiscordProfile, type FakeOAuth, type GoogleProfile } from "./fake-oauth";
import { uniqueSuffix } from "./factories";
import type { HttpClient } from "./http-client";

/** Google and Discord configured, with the client ids and secrets the fake provider expects. */
export const OAUTH_PROVIDERS_ENV = {
  GOOGLE_CLIENT_ID: "google-client",
  GOOGLE_CLIENT_SECRET: "google-secret",
  DISCORD_CLIENT_ID: "discord-client",
  DISCORD_CLIENT_SECRET: "discord-secret",
};

export type OAuthTestApp = { readonly app: TestApp; readonly fake: FakeOAuth };

/** Starts the app and the fake provider before the file's tests and closes both after them. */
export function useOAuthTestApp(): OAuthTestApp {
  let app: TestApp | undefined;
  let fake: FakeOAuth | undefined;
  beforeAll(async () => {
    fake = await startFakeOAuth();
    app = await createTestApp({
      env: OAUTH_PROVIDERS_ENV,
      deps: { oauthEndpoints: fake.endpoints },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useOAuthTestApp: used before its beforeAll ran");
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get fake() {
      return started(fake);
    },
  };
}

/** The provider's sign-in (or a link, from `startPath`) through the fake provider and back to the callback. */
export async function throughProvider(
  fake: FakeOAuth,
  c: HttpClient,
  provider: "google" | "discord",
  profile: GoogleProfile | DiscordProfile,
  startPath = provider === "google" ? "/api/auth/google" : "/api/auth/discord/login",
) {
  let res = await c.get(startPath);
  for (let next = res.headers.get("location"); res.status === 302 && next?.startsWith("/api/");)
    [res, next] = await c.get(next).then((r) => [r, r.headers.get("location")] as const);
  const authorize = new URL(res.headers.get("location") ?? "");
  const code = `code_${uniqueSuffix()}`;
  fake.issueCode(code, profile);
  return c.get(`/api/auth/${provider}/callback?code=${code}&state=${authorize.searchParams.get("state")}`);
}

/** A Google account with a proven address. */
export const googleProfile = () => {
  const sub = `g-${uniqueSuffix()}`;
  return { sub, email: `${sub}@gmail.test`, email_verified: true, given_name: "Gia" };
};
