/**
 * Every link the server hands out starts with APP_URL, whatever Host, X-Forwarded-Host or Origin a request
 * names (docs/decisions/612-links-from-app-url-only.md): reset and verification mails, OAuth callbacks, the
 * Stripe portal's return address, share links. The app runs with APP_URL unset, so it uses the development
 * default http://localhost:PORT, and behind a trusted proxy, so forwarded headers would count if anything read
 * them. Requests go through node:http, because fetch always sends the real Host.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../shared/schema";
import { parseEnv } from "../../server/env";
import { createStripeGateway } from "../../server/modules/billing/stripe.client";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn, uniqueSuffix } from "../support/factories";
import { linkIn, startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { startFakeOAuth, type FakeOAuth } from "../support/fake-oauth";
import { FakeStripe } from "../support/fake-stripe";

const APP_URL = "http://localhost:5000";
/** What an attacker sends so that a link would point at their host. */
const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
  origin: "https://evil.example",
};

let smtp: FakeSmtp;
let oauth: FakeOAuth;
let stripe: FakeStripe;
let app: TestApp;
beforeAll(async () => {
  [smtp, oauth, stripe] = await Promise.all([startFakeSmtp(), startFakeOAuth(), new FakeStripe().start()]);
  const stripeEnv = {
    STRIPE_SECRET_KEY: stripe.apiKey,
    STRIPE_PRICE_ID: "price_pro_monthly",
    STRIPE_API_URL: stripe.url,
  };
  app = await createTestApp({
    env: {
      APP_URL: "",
      TRUST_PROXY: "true",
      SMTP_URL: smtp.url,
      MAIL_FROM: "HustleForge <hello@hustleforge.test>",
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      DISCORD_CLIENT_ID: "discord-client",
      DISCORD_CLIENT_SECRET: "discord-secret",
      ...stripeEnv,
    },
    deps: {
      oauthEndpoints: oauth.endpoints,
      services: { stripe: createStripeGateway(parseEnv({ NODE_ENV: "test", ...stripeEnv } as NodeJS.ProcessEnv)) },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([smtp?.close(), oauth?.close(), stripe?.close()]);
});

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: any };

/** A request to the app carrying the forged headers (and a session cookie when given). */
function forged(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) {
  const { hostname, port } = new URL(app.baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { ...FORGED };
  if (payload !== undefined)
    Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(payload) });
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: text && /json/.test(res.headers["content-type"] ?? "") ? JSON.parse(text) : text,
        }),
      );
    });
    req.on("error", reject);
    req.end(payload);
  });
}

const email = () => `links-${uniqueSuffix()}@example.test`;

it("uses http://localhost:PORT for APP_URL when it is unset outside production", () => {
  expect(app.env.APP_URL).toBe(APP_URL);
});

describe("account mail", () => {
  it("mails a reset link on APP_URL whatever Host, X-Forwarded-Host and Origin the request names", async () => {
    const user = await buildUser(app, { email: email() });
    const res = await forged("POST", "/api/auth/forgot-password", { body: { email: user.email } });
    expect(res.status).toBe(200);
    const mail = await smtp.waitForMail(user.email, { since: 0 });
    const { url, token } = linkIn(mail, "/reset-password");
    expect(url.origin).toBe(APP_URL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).not.toContain("evil.example");
  });

  it("mails verification links on APP_URL, at sign-up and when asked again", async () => {
    const address = email();
    const signup = await forged("POST", "/api/auth/signup", {
      body: {
        email: address,
        firstName: "Ver",
        lastName: "Ify",
        password: "links-pass-1",
        confirmPassword: "links-pass-1",
      },
    });
    expect(signup.status).toBe(201);
    const first = await smtp.waitForMail(address, { since: 0 });
    expect(linkIn(first, "/api/auth/verify-email").url.origin).toBe(APP_URL);

    const cookie = (signup.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const resend = await forged("POST", "/api/auth/resend-verification", { cookie });
    expect([resend.status, resend.body.sent]).toEqual([200, true]);
    const second = await smtp.waitForMail(address, { since: 1 });
    expect(linkIn(second, "/api/auth/verify-email").url.origin).toBe(APP_URL);
    expect(first.raw + second.raw).not.toContain("evil.example");
  });
});

it("sends Google and Discord back to a callback on APP_URL", async () => {
  for (const [provider, start] of [
    ["google", "/api/auth/google"],
    ["discord", "/api/auth/discord/login"],
  ]) {
    const res = await forged("GET", start);
    expect(res.status).toBe(302);
    const authorize = new URL(res.headers.location!);
    expect(authorize.pathname).toBe(`/${provider}/authorize`);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/${provider}/callback`);
  }
});

it("gives Stripe's customer portal a return address on APP_URL", async () => {
  const user = await buildUser(app);
  const customer = `cus_links_${uniqueSuffix()}`;
  stripe.customers.set(customer, { id: customer, object: "customer", metadata: { userId: String(user.id) } });
  await app.database.db.update(users).set({ stripeCustomerId: customer }).where(eq(users.id, user.id));
  const { cookieHeader } = await signIn(app, user);

  const res = await forged("POST", "/api/billing/portal", { cookie: cookieHeader });
  expect(res.status).toBe(200);
  expect(stripe.portalSessionsWith.at(-1)).toMatchObject({ customer, return_url: `${APP_URL}/checkout` });
});

it("hands out share links on APP_URL", async () => {
  const { cookieHeader: cookie } = await signIn(app, await buildUser(app));
  const validation = await forged("POST", "/api/validate-idea", {
    cookie,
    body: { product: "Plant swap app", description: "Neighbours swap cuttings; $4 a month." },
  });
  expect(validation.status).toBe(200);
  const share = await forged("POST", "/api/shares", {
    cookie,
    body: { kind: "quick_validation", id: validation.body.generation.id },
  });
  expect(share.status).toBe(201);
  expect(share.body.share.url).toBe(`${APP_URL}/s/${share.body.share.token}`);
  const list = await forged("GET", "/api/shares", { cookie });
  expect(list.body.shares.map((s: { url: string }) => new URL(s.url).origin)).toEqual([APP_URL]);
});
