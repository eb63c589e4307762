/**
 * The odd-input walk: every API route that takes a body, and every route with a parameter, is called by a signed-in
 * Pro admin with input no form would send (the wrong JSON type, a NUL byte, a 20,000-character string, `$&` and
 * other replacement patterns, an operator object where text belongs, a prototype key, ids that are not ids). Each
 * answer is a 4xx or a real answer with the API's error shape, never a 500 (docs/product-rules.md#api-contract).
 * Routes added later are walked too: nothing here names a route.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteRecord } from "../../server/http/access-policy";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";

let app: TestApp;
let client: HttpClient;
let routes: RouteRecord[];

/** Routes that end the caller's session or account: walking them would sign the walker out. */
const ENDS_THE_WALKER = /logout|\/account\/delete|\/account$|sign-out|sessions/;

beforeAll(async () => {
  app = await createTestApp();
  routes = app.routes.filter((r) => r.path.startsWith("/api/") && !ENDS_THE_WALKER.test(r.path));
  client = (
    await signedInUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000),
      isAdmin: true,
    })
  ).client;
});
afterAll(async () => {
  await app?.close();
});

const LONG = "x".repeat(20_000);
/** A value of every odd kind, for any field name a route may read. */
const oddValues: unknown[] = [
  "a\u0000b",
  LONG,
  "$& $1 $` $' ${x}",
  { $gt: "" },
  ["one", 2, null],
  -1,
  1e308,
  "9999999999999999999999",
  "1 OR 1=1; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "🙂".repeat(300),
  "../../etc/passwd",
  "evil.example/@shop.myshopify.com",
];
/** Field names the routes read, each filled with one odd value; the rest of a body is left out. */
const FIELDS = [
  "id",
  "name",
  "title",
  "email",
  "password",
  "amount",
  "currency",
  "channel",
  "apiKey",
  "shopDomain",
  "accessToken",
  "rate",
  "percent",
  "fixed",
  "date",
  "from",
  "to",
  "format",
  "message",
  "content",
  "plan",
  "quantity",
  "price",
  "budget",
  "skills",
  "lines",
  "mapping",
];

const bodies: unknown[] = [
  [],
  "not json",
  42,
  null,
  true,
  JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'),
  ...oddValues.map((v) => Object.fromEntries(FIELDS.map((f) => [f, v]))),
];

/** A callable path: each parameter filled with `value`. */
const filled = (path: string, value: string) => path.replace(/:\w+/g, value);
const ODD_PARAMS = ["-1", "1e3", "0x10", "9999999999999999999999", "%00", "abc", "%E0%A4%A", "1%20OR%201=1", "$&"];

type Result = { call: string; status: number; code: unknown };
const failures = (results: Result[]) =>
  results.filter((r) => r.status >= 500 && r.status !== 503).map((r) => `${r.call} -> ${r.status} ${String(r.code)}`);
const codeOf = (body: unknown) => (typeof body === "object" && body ? (body as { code?: unknown }).code : undefined);

describe("the odd-input walk", () => {
  it("answers every odd body to every route that takes one without an internal error", async () => {
    const results: Result[] = [];
    for (const r of routes.filter((x) => ["POST", "PUT", "PATCH"].includes(x.method))) {
      const path = filled(r.path, "1");
      for (const body of bodies) {
        const res =
          typeof body === "string"
            ? await client.request(r.method, path, body)
            : await client.request(r.method, path, JSON.stringify(body));
        results.push({
          call: `${r.method} ${path} ${JSON.stringify(body).slice(0, 40)}`,
          ...res,
          code: codeOf(res.body),
        });
        expect(res.status, `${r.method} ${path}`).not.toBe(401);
      }
    }
    expect(results.length).toBeGreaterThan(100);
    expect(failures(results)).toEqual([]);
    // An internal error is never the answer, not even a 503 dressed as one.
    expect(results.filter((r) => r.code === "internal_error").map((r) => r.call)).toEqual([]);
  }, 600_000);

  it("answers every odd parameter of every route without an internal error", async () => {
    const results: Result[] = [];
    for (const r of routes.filter((x) => x.path.includes(":")))
      for (const value of ODD_PARAMS) {
        const path = filled(r.path, value);
        const res = await client.request(r.method, path, r.method === "GET" || r.method === "DELETE" ? undefined : {});
        results.push({ call: `${r.method} ${path}`, status: res.status, code: codeOf(res.body) });
      }
    expect(results.length).toBeGreaterThan(100);
    expect(failures(results)).toEqual([]);
    expect(results.filter((r) => r.code === "internal_error").map((r) => r.call)).toEqual([]);
  }, 600_000);

  it("answers odd query strings to every GET route without an internal error", async () => {
    const results: Result[] = [];
    const queries = [
      "?page=-1&pageSize=1e9&sort=__proto__",
      "?from=2026-02-30&to=0000-00-00&period=%00",
      "?q=%25%25%25&status[]=a&status[]=b",
      `?q=${"a".repeat(5000)}`,
      "?currency=$&&tool=../../",
    ];
    for (const r of routes.filter((x) => x.method === "GET"))
      for (const q of queries) {
        const path = filled(r.path, "1") + q;
        const res = await client.get(path);
        results.push({ call: `GET ${path.slice(0, 80)}`, status: res.status, code: codeOf(res.body) });
      }
    expect(failures(results)).toEqual([]);
    expect(results.filter((r) => r.code === "internal_error").map((r) => r.call)).toEqual([]);
  }, 600_000);
});
