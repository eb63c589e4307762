/**
 * Shops that sync themselves over the real HTTP app, job queue and database, against fakes of Stripe's balance
 * transactions and Shopify's Admin GraphQL API (docs/decisions/1070-shop-connections.md,
 * docs/decisions/1072-sync-job-and-cursor.md): a key is checked before it is kept and never answered or logged;
 * a sync pulls every page and stores the orders; a second sync, a file after a sync and a sync after a file add
 * nothing; Shopify's throttling and Stripe's 429s are waited out; another person's connection is a 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { captureLogs } from "../support/log-capture";
import { FakeShopify } from "../support/fake-shopify";
import { FakeStripeBalance } from "../support/fake-stripe-balance";
import type { HttpClient } from "../support/http-client";
import { upload, waitForImport } from "./imports-support";
import { SYNC_JOB, queueDueSyncs, syncJobKey } from "../../server/modules/connections/connections.job";
import { createConnectionsRepository } from "../../server/modules/connections/connections.repository";

const logs = captureLogs("debug");
const stripe = new FakeStripeBalance();
const shopify = new FakeShopify();
let app: TestApp;
const STRIPE_KEY = "rk_test_51SyncKeyAAAA";
const pro = { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) };
/** Every answer's text, to look for a key in any of them. */
const answers: string[] = [];
/** The message a 400 puts beside `field`. */
const besideField = (body: any, field: string): string =>
  (body.details as { path: string; message: string }[]).find((d) => d.path === field)?.message ?? "";

beforeAll(async () => {
  await stripe.start();
  await shopify.start();
  stripe.keys.add(STRIPE_KEY);
  stripe.keysWithoutPermission.add("rk_test_51NoBalanceRead");
  app = await createTestApp({
    env: { STRIPE_API_URL: stripe.url, SHOPIFY_API_BASE_URL: shopify.url },
    logger: logs.logger,
    deps: { jobOptions: { pollingIntervalSeconds: 0.5 } },
  });
});
afterAll(async () => {
  await app?.close();
  await stripe.close();
  await shopify.close();
});

async function call(client: HttpClient, method: "get" | "post" | "delete", path: string, body?: unknown) {
  const res = method === "post" ? await client.post(path, body) : await client[method](path);
  answers.push(res.text);
  return res;
}

/** Waits until the connection's sync has ended (idle or failed) after `since`. */
async function synced(client: HttpClient, id: number, since = 0, timeoutMs = 60_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(client, "get", "/api/connections");
    const c = res.body.connections.find((x: any) => x.id === id);
    if (c && (c.status === "idle" || c.status === "failed") && c.lastSyncedAt && Date.parse(c.lastSyncedAt) > since)
      return c;
    if (c?.status === "failed") return c;
    if (Date.now() > deadline) throw new Error(`connection ${id} still ${c?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ordersOf = async (userId: number, source: string) =>
  (
    await app.ctx.db.execute<{
      external_id: string;
      refunds: string;
      fees: string;
      ordered_at: Date;
      import_id: number | null;
    }>(
      sql`select external_id, refunds::text, fees::text, ordered_at, import_id from orders where user_id = ${userId} and source = ${source} order by external_id`,
    )
  ).rows;

/** 45 orders of one or two lines, updated one minute apart (three pages of 20). */
function seedShop() {
  for (let i = 1; i <= 45; i++) {
    const minute = String(i % 60).padStart(2, "0");
    shopify.addOrder({
      name: `#${1000 + i}`,
      email: `buyer${i}@example.com`,
      createdAt: `2026-10-05T${String(10 + Math.floor(i / 60)).padStart(2, "0")}:${minute}:00Z`,
      shipping: "4.95",
      tax: "1.20",
      displayFinancialStatus: i === 7 ? "PARTIALLY_REFUNDED" : "PAID",
      refunded: i === 7 ? "5.00" : "0.00",
      lines: [
        { name: "Lavender Soy Candle", sku: "CANDLE-LAV", quantity: 2, price: "12.00" },
        ...(i % 2 ? [{ name: "Stoneware Mug", sku: null, quantity: 1, price: "18.00" }] : []),
      ],
    });
  }
}

/** The same orders as Shopify's orders export writes them (times in the shop's zone). */
function shopifyCsv(): string {
  const rows = [
    "Name,Email,Financial Status,Currency,Shipping,Taxes,Discount Amount,Refunded Amount,Created at,Cancelled at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku",
  ];
  for (const o of shopify.orders)
    o.lines.forEach((l, i) =>
      rows.push(
        i === 0
          ? `${o.name},${o.email},${o.displayFinancialStatus.toLowerCase()},USD,${o.shipping},${o.tax},${o.discounts},${o.refunded},2026-10-05 06:00:00 -0400,,${l.quantity},${l.name},${l.price},${l.sku ?? ""}`
          : `${o.name},${o.email},,,,,,,2026-10-05 06:00:00 -0400,,${l.quantity},${l.name},${l.price},${l.sku ?? ""}`,
      ),
    );
  return `${rows.join("\n")}\n`;
}

describe("connections", () => {
  it("is Pro: a free person is told so, on the server", async () => {
    const { client } = await signedInUser(app);
    const res = await call(client, "get", "/api/connections");
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("pro_required");
    expect((await call(client, "post", "/api/connections/stripe", { apiKey: STRIPE_KEY })).status).toBe(403);
  });

  it("refuses a shop address that is not a myshopify.com name beside its field, and fetches nothing", async () => {
    const { client } = await signedInUser(app, pro);
    const before = shopify.requests.length;
    for (const shopDomain of ["evil.example.com", "127.0.0.1", "shop.myshopify.com.evil.io", "a@b.myshopify.com", ""]) {
      const res = await call(client, "post", "/api/connections/shopify", { shopDomain, accessToken: shopify.token });
      expect(res.status, shopDomain).toBe(400);
      expect(besideField(res.body, "shopDomain")).toMatch(/myshopify\.com/);
    }
    const token = await call(client, "post", "/api/connections/shopify", {
      shopDomain: "candle-corner.myshopify.com",
      accessToken: "not-a-token",
    });
    expect(token.status).toBe(400);
    expect(besideField(token.body, "accessToken")).toMatch(/shpat_/);
    expect(shopify.requests.length).toBe(before);
  });

  it("checks a Stripe key with Stripe before keeping it, then syncs its charges and refunds as the report reads them", async () => {
    const { user, client } = await signedInUser(app, pro);
    const wrong = await call(client, "post", "/api/connections/stripe", { apiKey: "rk_test_51WrongKeyZZZZ" });
    expect(wrong.status).toBe(400);
    expect(besideField(wrong.body, "apiKey")).toMatch(/refused this key/);
    const noRead = await call(client, "post", "/api/connections/stripe", { apiKey: "rk_test_51NoBalanceRead" });
    expect(noRead.status).toBe(400);
    expect(besideField(noRead.body, "apiKey")).toMatch(/Read access to Balance transactions/);
    expect((await call(client, "get", "/api/connections")).body.connections).toEqual([]);

    const t0 = Date.parse("2026-11-01T12:00:00Z") / 1000;
    // 230 charges: three pages of 100; one refunded; a payout that is not a sale.
    const ids: string[] = [];
    for (let i = 0; i < 230; i++)
      ids.push(
        stripe.addCharge({
          amount: 4500,
          fee: 161,
          created: t0 + i * 60,
          description: "Workshop seat",
          email: `p${i}@example.com`,
        }),
      );
    stripe.addRefund(ids[3], 4500, t0 + 100_000);
    stripe.addPayout(100_000, t0 + 200_000);

    const res = await call(client, "post", "/api/connections/stripe", { apiKey: STRIPE_KEY });
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({ provider: "stripe", shopDomain: null, status: "queued" });
    const done = await synced(client, res.body.connection.id);
    expect(done).toMatchObject({ status: "idle", lastError: null, ordersAdded: 230 });
    const orders = await ordersOf(user.id, "stripe");
    expect(orders).toHaveLength(230);
    expect(orders.find((o) => o.external_id === ids[3])).toMatchObject({
      refunds: "45.00",
      fees: "1.61",
      import_id: null,
    });
    expect(stripe.requests.filter((r) => r.path === "/v1/balance_transactions").length).toBeGreaterThanOrEqual(4);

    // A 429 twice, then the next charge: waited out, and only the new charge is added from the cursor.
    stripe.rateLimitNext = 2;
    const later = stripe.addCharge({ amount: 2000, fee: 88, created: t0 + 300_000, description: "Gift card" });
    const before = Date.now();
    const again = await call(client, "post", `/api/connections/${res.body.connection.id}/sync`);
    expect(again.status).toBe(202);
    const second = await synced(client, res.body.connection.id, before);
    expect(second).toMatchObject({ status: "idle", lastError: null, ordersAdded: 231 });
    expect((await ordersOf(user.id, "stripe")).map((o) => o.external_id)).toContain(later);
    expect(stripe.rateLimitNext).toBe(0);
    expect(stripe.requests.at(-1)!.query).toContain(`created[gte]=${t0 + 200_000}`);

    // The report of the same account imported after the sync adds nothing.
    const header =
      "balance_transaction_id,created_utc,currency,gross,fee,reporting_category,source_id,charge_id,description,customer_email";
    const csv = [
      header,
      ...ids
        .slice(0, 5)
        .map(
          (id, i) =>
            `txn_csv${i},2026-11-01 12:0${i}:00,usd,45.00,1.61,charge,${id},${id},Workshop seat,p${i}@example.com`,
        ),
    ].join("\n");
    const started = await upload(client, `${csv}\n`);
    expect(await waitForImport(client, started.body.import.id)).toMatchObject({ status: "done", ordersAdded: 0 });
    expect(await ordersOf(user.id, "stripe")).toHaveLength(231);
  });

  it("syncs a Shopify shop page by page through its throttling, adds nothing the second time, and nothing a file adds again", async () => {
    seedShop();
    shopify.limits(1000, 5000);
    shopify.throttleNext = 2;
    const { user, client } = await signedInUser(app, pro);
    const res = await call(client, "post", "/api/connections/shopify", {
      shopDomain: "Candle-Corner.myshopify.com",
      accessToken: shopify.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({
      provider: "shopify",
      shopDomain: "candle-corner.myshopify.com",
      accountName: "Candle Corner",
    });
    const id = res.body.connection.id;
    const done = await synced(client, id);
    expect(done).toMatchObject({ status: "idle", lastError: null, ordersAdded: 45 });
    const throttled = shopify.queries.filter((q) => q.throttled).length;
    expect(throttled).toBeGreaterThanOrEqual(2);
    expect(shopify.queries.filter((q) => !q.throttled && q.variables.first === 20).length).toBe(3);
    const orders = await ordersOf(user.id, "shopify");
    expect(orders).toHaveLength(45);
    expect(orders.find((o) => o.external_id === "#1007")).toMatchObject({ refunds: "5.00", import_id: null });
    // The shop's own day: 10:07 UTC is 06:07 in New York, the same day the export writes.
    expect(new Date(orders[0].ordered_at).toISOString().slice(0, 10)).toBe("2026-10-05");

    // Again: from the cursor (updated_at:>=), nothing new.
    const before = Date.now();
    await call(client, "post", `/api/connections/${id}/sync`);
    expect(await synced(client, id, before)).toMatchObject({ status: "idle", ordersAdded: 45 });
    expect(String(shopify.queries.at(-1)!.variables.query)).toMatch(/^updated_at:>='2026-10-05T/);
    expect(await ordersOf(user.id, "shopify")).toHaveLength(45);

    // The shop's orders export afterwards: every order is already there.
    const file = await upload(client, shopifyCsv());
    expect(await waitForImport(client, file.body.import.id)).toMatchObject({ status: "done", ordersAdded: 0 });

    // Another person imports the export first, then connects the shop: the sync adds nothing.
    const other = await signedInUser(app, pro);
    const first = await upload(other.client, shopifyCsv());
    expect(await waitForImport(other.client, first.body.import.id)).toMatchObject({ status: "done", ordersAdded: 45 });
    const theirs = await call(other.client, "post", "/api/connections/shopify", {
      shopDomain: "candle-corner.myshopify.com",
      accessToken: shopify.token,
    });
    expect(await synced(other.client, theirs.body.connection.id)).toMatchObject({ status: "idle", ordersAdded: 0 });
    expect(await ordersOf(other.user.id, "shopify")).toHaveLength(45);

    // Nobody else sees, syncs or deletes it.
    const stranger = await signedInUser(app, pro);
    expect((await call(stranger.client, "get", "/api/connections")).body.connections).toEqual([]);
    expect((await call(stranger.client, "post", `/api/connections/${id}/sync`)).status).toBe(404);
    expect((await call(stranger.client, "delete", `/api/connections/${id}`)).status).toBe(404);

    // Disconnecting deletes the key; the orders stay.
    const sealed = await app.ctx.db.execute(sql`select secret_sealed from shop_connections where id = ${id}`);
    expect(sealed.rows).toHaveLength(1);
    expect((await call(client, "delete", `/api/connections/${id}`)).status).toBe(204);
    expect((await app.ctx.db.execute(sql`select 1 from shop_connections where id = ${id}`)).rows).toHaveLength(0);
    expect(await ordersOf(user.id, "shopify")).toHaveLength(45);
    expect((await call(client, "post", `/api/connections/${id}/sync`)).status).toBe(404);
  });

  it("a token Shopify refuses later fails the sync for good, saying so", async () => {
    const { client } = await signedInUser(app, pro);
    const res = await call(client, "post", "/api/connections/shopify", {
      shopDomain: "candle-corner.myshopify.com",
      accessToken: shopify.token,
    });
    const id = res.body.connection.id;
    await synced(client, id);
    const before = Date.now();
    shopify.token = "shpat_rolled0token";
    await call(client, "post", `/api/connections/${id}/sync`);
    const failed = await synced(client, id, before, 30_000);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/refused this access token/);
    shopify.token = "shpat_fake0token";
  });

  it("the schedule syncs a Pro person's shop last synced 3 hours ago or more, and not a free person's", async () => {
    const connect = async (client: HttpClient) => {
      const res = await call(client, "post", "/api/connections/shopify", {
        shopDomain: "candle-corner.myshopify.com",
        accessToken: shopify.token,
      });
      await synced(client, res.body.connection.id);
      return res.body.connection.id as number;
    };
    const paying = await signedInUser(app, pro);
    const lapsed = await signedInUser(app, pro);
    const due = await connect(paying.client);
    const notPro = await connect(lapsed.client);
    await app.ctx.db.execute(
      sql`update users set selected_plan = 'free', pro_subscription_end_date = null where id = ${lapsed.user.id}`,
    );
    await app.ctx.db.execute(
      sql`update shop_connections set last_synced_at = now() - interval '4 hours' where id in (${due}, ${notPro})`,
    );
    const before = Date.now();
    const queued = await queueDueSyncs(createConnectionsRepository(app.ctx.db), (connectionId) =>
      app.ctx.jobs.send(SYNC_JOB, { connectionId }, { singletonKey: syncJobKey(connectionId) }),
    );
    expect(queued).toBe(1);
    expect(await synced(paying.client, due, before)).toMatchObject({ status: "idle", lastError: null });
    const [left] = (
      await app.ctx.db.execute<{ status: string; fresh: boolean }>(
        sql`select status, last_synced_at > now() - interval '1 hour' as fresh from shop_connections where id = ${notPro}`,
      )
    ).rows;
    expect(left).toEqual({ status: "idle", fresh: false });
  });

  it("never answers, logs or stores a key in the clear", async () => {
    const keys = [STRIPE_KEY, "shpat_fake0token", "rk_test_51WrongKeyZZZZ", "rk_test_51NoBalanceRead"];
    const stored = await app.ctx.db.execute<{ s: string }>(sql`select secret_sealed as s from shop_connections`);
    expect(stored.rows.length).toBeGreaterThan(0);
    const everything = [...answers, ...logs.lines(), ...stored.rows.map((r) => r.s)].join("\n");
    for (const key of keys) expect(everything).not.toContain(key);
    expect(logs.lines().length).toBeGreaterThan(0);
  });
});
