/**
 * The access walk (docs/decisions/821-one-access-policy.md): every route the app mounts declares an access from
 * the one policy, and every API route answers by it. Signed out: 401 unless public; a free user on a Pro route:
 * 403 pro_required; a non-admin on an admin route: 403; the Pro user or the admin gets past the gate (the answer
 * may be 400, 404 or 503, never 401, 403 or an internal error). The manifest's Pro tools are Pro routes, its free tools are not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteRecord } from "../../server/http/access-policy";
import { ACCESS_POLICY } from "../../server/http/access-policy";
import { TOOLS } from "../../shared/tools/manifest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";

let app: TestApp;
let free: HttpClient;
let pro: HttpClient;
let admin: HttpClient;
let api: RouteRecord[];

beforeAll(async () => {
  app = await createTestApp();
  api = app.routes.filter((r) => r.path.startsWith("/api/"));
  free = (await signedInUser(app)).client;
  pro = (await signedInUser(app, { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 86_400_000) }))
    .client;
  admin = (await signedInUser(app, { isAdmin: true })).client;
});
afterAll(async () => {
  await app?.close();
});

/** A callable path: ids become 1, tokens a well-formed unknown token, other params a plausible word. */
const concrete = (path: string) =>
  path
    .replace(/:token\b/g, "A".repeat(43))
    .replace(/:(\w*id|id\w*)\b/gi, "1")
    .replace(/:kind\b/g, "business_plan")
    .replace(/:(\w+)/g, "1");

/** Past the gate: any answer but 401, 403 or an internal error (503 payments_unavailable is a real answer). */
const passed = (status: number, code: unknown) => status !== 401 && status !== 403 && code !== "internal_error";

const call = (client: HttpClient, r: RouteRecord) =>
  client.request(r.method, concrete(r.path), r.method === "GET" || r.method === "DELETE" ? undefined : {});

/** Calls every route of `level` as `client`; returns the ones whose answer breaks `ok`. */
async function offenders(level: string, client: () => HttpClient, ok: (status: number, code: unknown) => boolean) {
  const out: string[] = [];
  for (const r of api.filter((x) => x.access?.level === level)) {
    const res = await call(client(), r);
    const code = typeof res.body === "object" && res.body ? (res.body as { code?: unknown }).code : undefined;
    if (!ok(res.status, code)) out.push(`${r.method} ${r.path} -> ${res.status} ${String(code)}`);
  }
  return out;
}

describe("every mounted route", () => {
  it("declares an access from the policy, and the app lists them all", () => {
    expect(app.routes.filter((r) => !r.access)).toEqual([]);
    for (const r of app.routes) expect(r.access?.level).toBe(ACCESS_POLICY[r.access!.action]);
    const counts = Object.fromEntries(
      ["public", "user", "pro", "admin"].map((l) => [l, app.routes.filter((r) => r.access?.level === l).length]),
    );
    // Printed for the report and the docs; the checks below are what matters.
    console.info(`routes: ${app.routes.length} (api ${api.length})`, counts);
    expect(app.routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["POST /api/stripe/webhook", "GET /s/:token", "GET /api/health", "GET /api/config"]),
    );
  });

  it("is refused at start when a route declares no access", async () => {
    await expect(
      createTestApp({
        database: app.database,
        deps: { frontend: (a) => a.get("/undeclared", (_req, res) => res.end()) },
      }),
    ).rejects.toThrow("Routes without a declared access: GET /undeclared");
  });

  it("takes the Pro gate of each AI tool from the manifest", () => {
    for (const tool of TOOLS.filter((t) => "endpoint" in t)) {
      const route = api.find((r) => r.method === "POST" && r.path === tool.endpoint);
      expect(route?.access, tool.id).toEqual({ action: tool.id, level: tool.plan === "pro" ? "pro" : "user" });
    }
  });

  it("keeps every route of the Pro areas and the admin console behind its gate", () => {
    const pro = /^\/api\/(partnerships|creator|sales-scripts|analytics)\//;
    expect(api.filter((r) => pro.test(r.path) && r.access?.level !== "pro")).toEqual([]);
    expect(api.filter((r) => r.path.startsWith("/api/admin/") && r.access?.level !== "admin")).toEqual([]);
  });
});

describe("the walk over every API route", () => {
  it("answers a signed-out caller 401 authentication_required on every route that is not public", async () => {
    const anon = () => app.client();
    const bad = [
      ...(await offenders("user", anon, (s, c) => s === 401 && c === "authentication_required")),
      ...(await offenders("pro", anon, (s, c) => s === 401 && c === "authentication_required")),
      ...(await offenders("admin", anon, (s, c) => s === 401 && c === "authentication_required")),
      ...(await offenders("public", anon, passed)),
    ];
    expect(bad).toEqual([]);
  });

  it("answers a free user 403 pro_required on every Pro route, and lets them through every signed-in one", async () => {
    const bad = [
      ...(await offenders(
        "pro",
        () => free,
        (s, c) => s === 403 && c === "pro_required",
      )),
      ...(await offenders("user", () => free, passed)),
    ];
    expect(bad).toEqual([]);
  });

  it("answers a non-admin 403 forbidden on every admin route", async () => {
    expect(
      await offenders(
        "admin",
        () => pro,
        (s, c) => s === 403 && c === "forbidden",
      ),
    ).toEqual([]);
  });

  it("lets the Pro user through every Pro route and the admin through every admin route", async () => {
    const bad = [...(await offenders("pro", () => pro, passed)), ...(await offenders("admin", () => admin, passed))];
    expect(bad).toEqual([]);
  });
});
