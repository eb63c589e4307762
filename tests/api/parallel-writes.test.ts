/**
 * Twenty identical requests at once, as a double-clicking person or a retrying script sends them, to the routes that
 * keep a person's settings and connections: no internal error, and nothing kept twice (one fee rate per channel, one
 * connection per shop, one Stripe account per person: docs/decisions/1075-one-stripe-connection.md).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { FakeShopify } from "../support/fake-shopify";
import { FakeStripeBalance } from "../support/fake-stripe-balance";

const stripe = new FakeStripeBalance();
const shopify = new FakeShopify();
let app: TestApp;
const STRIPE_KEY = "rk_test_51ParallelKeyAAAA";
const pro = { selectedPlan: "pro" as const, proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) };

beforeAll(async () => {
  await stripe.start();
  await shopify.start();
  stripe.keys.add(STRIPE_KEY);
  app = await createTestApp({ env: { STRIPE_API_URL: stripe.url, SHOPIFY_API_BASE_URL: shopify.url } });
});
afterAll(async () => {
  await app?.close();
  await stripe.close();
  await shopify.close();
});

const twenty = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, send));
const count = async (query: ReturnType<typeof sql>) =>
  Number((await app.ctx.db.execute<{ n: string }>(query)).rows[0].n);

describe("twenty identical requests at once", () => {
  it("keep one fee rate for the channel", async () => {
    const { user, client } = await signedInUser(app);
    const answers = await twenty(() =>
      client.put("/api/finance/fee-rates/etsy", { percent: "6.5", perOrder: "0.20", perUnit: "0.20" }),
    );
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(await count(sql`select count(*) as n from fee_overrides where user_id = ${user.id}`)).toBe(1);
    const list = await client.get("/api/finance/fee-rates");
    expect(list.status).toBe(200);
  });

  it("connect one Stripe account once", async () => {
    const { user, client } = await signedInUser(app, pro);
    const answers = await twenty(() => client.post("/api/connections/stripe", { apiKey: STRIPE_KEY }));
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 201 || a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(
        "A Stripe account is already connected. Disconnect it first to connect another.",
      );
    expect(await count(sql`select count(*) as n from shop_connections where user_id = ${user.id}`)).toBe(1);
  });

  it("connect one Shopify shop once, and queue one sync for twenty 'Sync now'", async () => {
    const { user, client } = await signedInUser(app, pro);
    const shop = { shopDomain: "parallel-candles.myshopify.com", accessToken: shopify.token };
    const answers = await twenty(() => client.post("/api/connections/shopify", shop));
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text}`)).toEqual([]);
    expect(await count(sql`select count(*) as n from shop_connections where user_id = ${user.id}`)).toBe(1);
    const [connection] = (await client.get("/api/connections")).body.connections;
    const syncs = await twenty(() => client.post(`/api/connections/${connection.id}/sync`));
    expect(syncs.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text}`)).toEqual([]);
  });
});
