/** Cross-origin writes, headers, body limits, error bodies, rate limits. */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, useTestApp } from "../support/test-app";
import { buildUser, DEFAULT_PASSWORD, signIn } from "../support/factories";
import { errorHandler } from "../../server/http/error-handler";
import { SESSION_COOKIE } from "../../server/modules/auth/session";

const app = useTestApp();

describe("cross-origin writes", () => {
  it("refuses a signed-in write whose Origin is another site, and changes nothing", async () => {
    const user = await buildUser(app, { hasCompletedOnboarding: false });
    const c = await signIn(app, user);
    const res = await c.post("/api/auth/update-plan", { plan: "free" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("forbidden");
    expect((await c.get("/api/auth/user")).body.hasCompletedOnboarding).toBe("false");
  });

  it("refuses a write a browser marks cross-site", async () => {
    const c = await signIn(app, await buildUser(app));
    const res = await c.post("/api/auth/logout", {}, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect((await c.get("/api/auth/user")).status).toBe(200);
  });

  it("accepts a same-origin write", async () => {
    const c = await signIn(app, await buildUser(app));
    const host = new URL(app.baseUrl).host;
    const res = await c.post(
      "/api/auth/update-plan",
      { plan: "free" },
      { origin: `http://${host}`, "sec-fetch-site": "same-origin" },
    );
    expect(res.status).toBe(200);
  });
});

describe("requests and errors", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await app.client().get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "API route not found", code: "not_found" });
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await app.client().post("/api/auth/login", { emailOrUsername: "x".repeat(200_000), password: "y" });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
  });

  it("answers malformed JSON with a 400", async () => {
    const res = await app.client().post("/api/auth/login", "{not json");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_error");
  });

  it("hides an unexpected error behind a generic 500 with a request id", async () => {
    const tiny = express();
    tiny.use((req, res, next) => {
      req.id = "req-123";
      next();
    });
    tiny.get("/boom", () => {
      throw new Error('relation "users" does not exist: SELECT password FROM users');
    });
    tiny.use(errorHandler);
    const server = tiny.listen(0);
    const port = (server.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/boom`);
    const body = await res.json();
    server.close();
    expect(res.status).toBe(500);
    expect(body).toEqual({ message: "Internal server error", code: "internal_error", requestId: "req-123" });
  });

  it("sends a request id and no x-powered-by", async () => {
    const res = await app.client().get("/api/health");
    expect(res.headers.get("x-request-id")).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("production headers and cookies", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it("sends helmet headers with a Content-Security-Policy", async () => {
    const res = await prod.client().get("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("marks the cookie Secure behind a TLS proxy, and not on plain http", async () => {
    const user = await buildUser(prod);
    const login = (headers: Record<string, string>) =>
      fetch(`${prod.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ emailOrUsername: user.email, password: DEFAULT_PASSWORD }),
      });
    const viaTls = (await login({ "x-forwarded-proto": "https" })).headers
      .getSetCookie()
      .find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(viaTls).toMatch(/; Secure/i);
    const plain = (await login({})).headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE))!;
    expect(plain).not.toMatch(/; Secure/i);
  });
});

describe("rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      deps: { rateLimits: { loginPerIp: 6, loginPerAccount: 3, signupPerIp: 2, aiPerMinute: 30 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("stops repeated failed sign-ins to one account with a 429", async () => {
    const user = await buildUser(limited);
    const c = limited.client();
    for (let i = 0; i < 3; i++)
      expect((await c.post("/api/auth/login", { emailOrUsername: user.email, password: "wrong-one" })).status).toBe(
        401,
      );
    const blocked = await c.post("/api/auth/login", { emailOrUsername: user.email, password: DEFAULT_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: "rate_limited",
      message: "Too many sign-in attempts. Please wait 15 minutes and try again.",
    });
  });

  it("stops repeated failed sign-ins from one address across accounts", async () => {
    const c = limited.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await c.post("/api/auth/login", { emailOrUsername: `ghost${i}@example.test`, password: "nope-nope" })).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits sign-ups per address", async () => {
    const c = limited.client();
    const body = (n: number) => ({
      email: `burst${n}@example.test`,
      firstName: "A",
      lastName: "B",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect((await c.post("/api/auth/signup", body(1))).status).toBe(201);
    expect((await c.post("/api/auth/signup", body(2))).status).toBe(201);
    expect((await c.post("/api/auth/signup", body(3))).status).toBe(429);
  });
});

describe("whole-origin check, caching and HSTS", () => {
  it("refuses a write whose Origin has the right host but another scheme or port", async () => {
    const c = await signIn(app, await buildUser(app, { hasCompletedOnboarding: false }));
    const url = new URL(app.baseUrl);
    const https = await c.post("/api/auth/update-plan", { plan: "free" }, { origin: `https://${url.host}` });
    expect(https.status).toBe(403);
    const otherPort = await c.post(
      "/api/auth/update-plan",
      { plan: "free" },
      { origin: `http://${url.hostname}:${Number(url.port) + 1}` },
    );
    expect(otherPort.status).toBe(403);
    expect((await c.get("/api/auth/user")).body.hasCompletedOnboarding).toBe("false");
    expect((await c.post("/api/auth/update-plan", { plan: "free" }, { origin: `http://${url.host}` })).status).toBe(
      200,
    );
  });

  it("marks signed-in JSON answers Cache-Control: no-store", async () => {
    const c = await signIn(app, await buildUser(app));
    for (const path of ["/api/auth/user", "/api/generations?tool=niche-discovery", "/api/product-ideas"]) {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses ids that are not integers: true or [5] is a 400, not id 1 or 5", async () => {
    const admin = await signIn(app, await buildUser(app, { isAdmin: true }));
    const target = await buildUser(app);
    for (const userId of [true, [target.id], "1e0", " 1", 1.5, "0x1"]) {
      const res = await admin.post("/api/admin/upgrade-user", { userId, targetPlan: "pro" });
      expect(res.status, JSON.stringify(userId)).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await admin.post("/api/admin/upgrade-user", { userId: String(target.id), targetPlan: "pro" })).status).toBe(
      200,
    );
    const pro = await signIn(app, await buildUser(app, { selectedPlan: "pro" }));
    for (const productIdeaId of [true, [1]]) {
      const res = await pro.post("/api/business-plans", { productIdeaId, budget: "$500 - $5,000" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Product idea is required");
    }
  });
});

describe("HSTS only over HTTPS", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it("sends Strict-Transport-Security on an HTTPS request and not on plain HTTP", async () => {
    const plain = await fetch(`${prod.baseUrl}/api/health`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const tls = await fetch(`${prod.baseUrl}/api/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("compares the origin a TLS proxy reports (https) with the Origin sent", async () => {
    const user = await buildUser(prod, { hasCompletedOnboarding: false });
    const login = await fetch(`${prod.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ emailOrUsername: user.email, password: DEFAULT_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0].split(";")[0];
    const host = new URL(prod.baseUrl).host;
    const write = (origin: string) =>
      fetch(`${prod.baseUrl}/api/auth/update-plan`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin, "x-forwarded-proto": "https" },
        body: JSON.stringify({ plan: "free" }),
      });
    expect((await write(`http://${host}`)).status).toBe(403);
    expect((await write(`https://${host}`)).status).toBe(200);
  });
});
