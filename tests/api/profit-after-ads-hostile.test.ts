/**
 * An attacker's pass over the routes of profit after ads: connections, fee rates, currency rates,
 * expenses and statement or ad imports. Odd types (arrays, objects, numbers where text is wanted), NUL bytes, 10 KB
 * strings, `$&`, unicode, ids that are not ids or are another person's, a forged Host header, a file over the upload
 * limit and twenty identical uploads at once: every answer is a refusal in words or a success, never a 500, and
 * nothing is written twice or for the wrong person.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeShopify } from "../support/fake-shopify";
import { FakeStripeBalance } from "../support/fake-stripe-balance";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { createTestApp, type TestApp } from "../support/test-app";
import { sampleFile, upload, waitForImport } from "./imports-support";

const stripe = new FakeStripeBalance();
const shopify = new FakeShopify();
let app: TestApp;
const STRIPE_KEY = "rk_test_51HostileKeyAAAA";
const pro = { selectedPlan: "pro" as const, proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) };

beforeAll(async () => {
  await stripe.start();
  await shopify.start();
  stripe.keys.add(STRIPE_KEY);
  app = await createTestApp({
    env: { STRIPE_API_URL: stripe.url, SHOPIFY_API_BASE_URL: shopify.url },
    deps: { jobOptions: { pollingIntervalSeconds: 0.5 } },
  });
});
afterAll(async () => {
  await app?.close();
  await stripe.close();
  await shopify.close();
});

const LONG = "x".repeat(10 * 1024);
/** Values a field meant for text or a number may be sent instead. */
const ODD: unknown[] = [
  ["a", "b"],
  { $gt: "" },
  { toString: "x" },
  12345,
  -1,
  1e308,
  true,
  null,
  "",
  "a\u0000b",
  LONG,
  "$&$1$`$'",
  "🕯️ Ωmega ﷽ \u202e",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' or 1=1 --",
];

const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** Every answer below 500 (a refusal or a success), with the request that got it named when not. */
async function noneFail(client: HttpClient, requests: [method: string, path: string, body?: unknown][]) {
  const failures: string[] = [];
  for (const [method, path, body] of requests) {
    const res = await client.request(method, path, body);
    if (res.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} -> ${res.status}`);
  }
  expect(failures).toEqual([]);
}

describe("the routes of profit after ads against odd input", () => {
  it("refuse odd bodies in words, never with a 500", async () => {
    const { client } = await signedInUser(app, pro);
    const requests: [string, string, unknown?][] = [];
    for (const v of ODD) {
      requests.push(["POST", "/api/connections/stripe", { apiKey: v }]);
      requests.push(["POST", "/api/connections/shopify", { shopDomain: v, accessToken: shopify.token }]);
      requests.push(["POST", "/api/connections/shopify", { shopDomain: "odd.myshopify.com", accessToken: v }]);
      requests.push(["PUT", "/api/finance/fee-rates/etsy", { percent: v, perOrder: "0.20", perUnit: "0.20" }]);
      requests.push(["PUT", "/api/finance/fee-rates/etsy", { percent: "6.5", perOrder: v, perUnit: v, option: v }]);
      requests.push(["PUT", "/api/finance/rates", { currency: v, month: "2026-01", rate: "1.2" }]);
      requests.push(["PUT", "/api/finance/rates", { currency: "GBP", month: v, rate: v }]);
      requests.push(["POST", "/api/expenses", { date: v, category: "ads", amount: "1.00" }]);
      requests.push(["POST", "/api/expenses", { date: "2026-01-01", category: v, amount: v, currency: v, note: v }]);
      requests.push(["POST", "/api/expenses", { date: "2026-01-01", category: "ads", amount: "1.00", note: v }]);
      requests.push([
        "PUT",
        "/api/finance/fee-rates/shopify",
        { percent: "2.9", perOrder: "0.30", perUnit: "0", option: v },
      ]);
      requests.push(["GET", `/api/finance/pnl?from=${encodeURIComponent(asText(v))}&to=2026-01-31&groupBy=month`]);
      requests.push(["GET", `/api/finance/pnl?from=2026-01-01&to=2026-01-31&groupBy=${encodeURIComponent(asText(v))}`]);
    }
    // Whole bodies that are not objects.
    for (const body of [[1, 2], "text", 42, null])
      for (const path of ["/api/connections/stripe", "/api/connections/shopify", "/api/expenses"])
        requests.push(["POST", path, body]);
    requests.push(["PUT", "/api/finance/fee-rates/etsy", [1, 2]]);
    await noneFail(client, requests);
  });

  it("take ids that are not ids, or another person's, as not found", async () => {
    const owner = await signedInUser(app, pro);
    const made = await owner.client.post("/api/connections/stripe", { apiKey: STRIPE_KEY });
    expect(made.status).toBe(201);
    const id = made.body.connection.id;
    const imported = await upload(owner.client, sampleFile("meta-ads-by-day.csv"), { fileName: "meta.csv" });
    const importId = imported.body.import.id;
    await waitForImport(owner.client, importId);
    const expense = await owner.client.post("/api/expenses", { date: "2026-01-02", category: "ads", amount: "3.00" });
    expect(expense.status).toBe(201);

    const { client } = await signedInUser(app, pro);
    const ids = ["abc", "-1", "0", "1.5", "99999999999999999999", "1e3", "%00", "%E2%82%AC", "1;drop table users"];
    const requests: [string, string, unknown?][] = [];
    for (const bad of ids) {
      requests.push(["POST", `/api/connections/${bad}/sync`]);
      requests.push(["DELETE", `/api/connections/${bad}`]);
      requests.push(["GET", `/api/imports/${bad}`]);
      requests.push(["DELETE", `/api/imports/${bad}`]);
      requests.push(["DELETE", `/api/expenses/${bad}`]);
      requests.push(["PUT", `/api/finance/fee-rates/${bad}`, { percent: "1", perOrder: "0", perUnit: "0" }]);
      requests.push(["DELETE", `/api/finance/fee-rates/${bad}`]);
      requests.push(["DELETE", `/api/finance/rates/${bad}/${bad}`]);
    }
    await noneFail(client, requests);
    // Another person's: 404, and still there for their owner.
    expect((await client.post(`/api/connections/${id}/sync`)).status).toBe(404);
    expect((await client.delete(`/api/connections/${id}`)).status).toBe(404);
    expect((await client.get(`/api/imports/${importId}`)).status).toBe(404);
    expect((await client.delete(`/api/imports/${importId}`)).status).toBe(404);
    expect((await client.delete(`/api/expenses/${expense.body.expense.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/imports/${importId}`)).status).toBe(200);
    expect((await owner.client.get("/api/connections")).body.connections).toHaveLength(1);
  });

  it("odd multipart fields, a file over the limit and a forged Host header", async () => {
    const { client } = await signedInUser(app, pro);
    const fields: Record<string, string>[] = [
      { source: "meta_ads\u0000" },
      { source: LONG },
      { source: "$&" },
      { mapping: "[1,2]" },
      { mapping: '{"date": {"$gt": ""}}' },
      { mapping: LONG },
      { mapping: "null" },
      { skipBadRows: "🕯️" },
    ];
    for (const f of fields) {
      const res = await upload(client, sampleFile("meta-ads-by-day.csv"), {
        fileName: "meta.csv",
        fields: f,
        dryRun: true,
      });
      expect({ f: Object.keys(f)[0], status: res.status < 500 }).toEqual({ f: Object.keys(f)[0], status: true });
    }
    // A file name of NUL bytes, unicode and 10 KB, previewed and imported.
    for (const fileName of ["a\u0000.csv", `${LONG}.csv`, "🕯️ $& Ωmega.csv"])
      for (const dryRun of [true, false]) {
        const res = await upload(client, sampleFile("meta-ads-by-day.csv"), { fileName, dryRun });
        const name = fileName.slice(0, 20);
        expect({ name, dryRun, ok: res.status < 500 }).toEqual({ name, dryRun, ok: true });
        if (res.status === 202) await waitForImport(client, res.body.import.id);
      }
    // Over 20 MB: refused in words before it is read whole.
    const big = Buffer.alloc(21 * 1024 * 1024, "2026-01-05,Campaign,1.00\n");
    const tooBig = await upload(client, Buffer.concat([Buffer.from("Day,Campaign name,Amount spent (USD)\n"), big]), {
      fileName: "big.csv",
    });
    expect(tooBig.status).toBe(413);
    // A 5 MB file of junk: read and refused in words, or imported; never a 500.
    const junk = Buffer.alloc(5 * 1024 * 1024 + 17, '\u0000$&,"\n');
    expect((await upload(client, junk, { fileName: "junk.csv", dryRun: true })).status).toBeLessThan(500);

    // A forged Host header: the answer is the same person's and names no forged address.
    const forged = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${client.baseUrl}/api/connections`,
        { headers: { cookie: client.cookieHeader, host: "evil.example.com", "x-forwarded-host": "evil.example.com" } },
        (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(forged.status).toBeLessThan(500);
    expect(forged.body).not.toContain("evil.example.com");
  });

  it("twenty identical uploads of one ad file at once add its spend once", async () => {
    const { user, client } = await signedInUser(app, pro);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => upload(client, sampleFile("tiktok-ads-by-day.csv"), { fileName: "tiktok.csv" })),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    for (const a of answers.filter((x) => x.status === 202)) await waitForImport(client, a.body.import.id);
    const spend = await app.ctx.db.execute<{ n: number; total: string }>(
      sql`select count(*)::int as n, sum(amount)::text as total from expenses where user_id = ${user.id} and category = 'ads'`,
    );
    const once = (await upload(client, sampleFile("tiktok-ads-by-day.csv"), { fileName: "tiktok.csv", dryRun: true }))
      .body;
    expect(once.duplicates).toBeGreaterThan(0);
    expect(spend.rows[0].n).toBe(once.expenses);
  });
});
