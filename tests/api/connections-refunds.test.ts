/**
 * Refunds after a sync: an order already stored, by a sync or by the shop's orders export, that the shop
 * refunds later is updated by the next sync (Shopify answers it again, updated, with its total refunded; Stripe's
 * refund names its charge, whose total refunded is read with it), its refunds in the P&L and the rollups; a sync run
 * again changes nothing more. Against the fakes of Shopify's Admin GraphQL API and Stripe's balance transactions.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeShopify } from "../support/fake-shopify";
import { FakeStripeBalance } from "../support/fake-stripe-balance";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { rollupsOffFromOrders } from "../support/order-totals";
import { createTestApp, type TestApp } from "../support/test-app";

const shopify = new FakeShopify();
const stripe = new FakeStripeBalance();
const STRIPE_KEY = "rk_test_51RefundsAfterSync";
let app: TestApp;
const pro = { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) } as const;

beforeAll(async () => {
  await shopify.start();
  await stripe.start();
  stripe.keys.add(STRIPE_KEY);
  app = await createTestApp({
    env: { SHOPIFY_API_BASE_URL: shopify.url, STRIPE_API_URL: stripe.url },
    deps: { jobOptions: { pollingIntervalSeconds: 0.5 } },
  });
});
afterAll(async () => {
  await app?.close();
  await shopify.close();
  await stripe.close();
});

async function sync(client: HttpClient, id: number) {
  const before = Date.now();
  if (id) expect((await client.post(`/api/connections/${id}/sync`)).status).toBe(202);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const c = (await client.get("/api/connections")).body.connections.find((x: { id: number }) => x.id === id);
    if (c && c.status === "idle" && Date.parse(c.lastSyncedAt) > before) return c;
    if (c?.status === "failed") throw new Error(c.lastError);
    if (Date.now() > deadline) throw new Error(`still ${c?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a refund after a sync", () => {
  it("updates the order already stored, once", async () => {
    for (let i = 1; i <= 3; i++)
      shopify.addOrder({
        name: `#R${i}`,
        email: `r${i}@example.com`,
        createdAt: `2026-10-0${i}T12:00:00Z`,
        lines: [{ name: "Lavender Soy Candle", sku: "CANDLE-LAV", quantity: 2, price: "12.00" }],
      });
    const { user, client } = await signedInUser(app, pro);
    const made = await client.post("/api/connections/shopify", {
      shopDomain: "refund-corner.myshopify.com",
      accessToken: shopify.token,
    });
    expect(made.status).toBe(201);
    const id = made.body.connection.id;
    // The first sync, queued by the connection itself.
    const deadline = Date.now() + 60_000;
    while ((await client.get("/api/connections")).body.connections[0].status !== "idle" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const refundsOf = async () =>
      (
        await app.ctx.db.execute<{ external_id: string; refunds: string }>(
          sql`select external_id, refunds::text from orders where user_id = ${user.id} and source = 'shopify' order by external_id`,
        )
      ).rows;
    expect(await refundsOf()).toEqual([
      { external_id: "#R1", refunds: "0.00" },
      { external_id: "#R2", refunds: "0.00" },
      { external_id: "#R3", refunds: "0.00" },
    ]);

    // The shop refunds 7.50 of #R2 a day later: Shopify answers it again, updated.
    const r2 = shopify.orders.find((o) => o.name === "#R2")!;
    Object.assign(r2, {
      refunded: "7.50",
      displayFinancialStatus: "PARTIALLY_REFUNDED",
      updatedAt: "2026-10-04T09:00:00Z",
    });
    await sync(client, id);
    expect(await refundsOf()).toEqual([
      { external_id: "#R1", refunds: "0.00" },
      { external_id: "#R2", refunds: "7.50" },
      { external_id: "#R3", refunds: "0.00" },
    ]);
    const pnl = await client.get("/api/finance/pnl?from=2026-10-01&to=2026-10-31&groupBy=month");
    expect(pnl.body.totals.refunds).toBe("7.50");
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);

    // Again: the total is set, not added.
    await sync(client, id);
    expect((await refundsOf()).find((o) => o.external_id === "#R2")).toEqual({ external_id: "#R2", refunds: "7.50" });
    // Refunded in full later: the new total.
    Object.assign(r2, { refunded: "24.00", displayFinancialStatus: "REFUNDED", updatedAt: "2026-10-06T09:00:00Z" });
    await sync(client, id);
    expect((await refundsOf()).find((o) => o.external_id === "#R2")).toEqual({ external_id: "#R2", refunds: "24.00" });
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });

  it("Stripe: a refund of a charge synced before updates its order, once", async () => {
    const t0 = Date.parse("2026-11-02T12:00:00Z") / 1000;
    const charges = [0, 1, 2].map((i) =>
      stripe.addCharge({ amount: 4500, fee: 161, created: t0 + i * 60, description: "Workshop seat" }),
    );
    const { user, client } = await signedInUser(app, pro);
    const made = await client.post("/api/connections/stripe", { apiKey: STRIPE_KEY });
    expect(made.status).toBe(201);
    const id = made.body.connection.id;
    const deadline = Date.now() + 60_000;
    while ((await client.get("/api/connections")).body.connections[0].status !== "idle" && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const refundsOf = async () =>
      (
        await app.ctx.db.execute<{ external_id: string; refunds: string }>(
          sql`select external_id, refunds::text from orders where user_id = ${user.id} and source = 'stripe' order by ordered_at`,
        )
      ).rows;
    const refundOf = async (charge: string) => (await refundsOf()).find((o) => o.external_id === charge)?.refunds;
    expect((await refundsOf()).map((o) => o.refunds)).toEqual(["0.00", "0.00", "0.00"]);

    // A day later the second charge is refunded in part: the next sync reads the refund, not its charge.
    stripe.addRefund(charges[1], 1500, t0 + 86_400);
    await sync(client, id);
    expect([await refundOf(charges[0]), await refundOf(charges[1]), await refundOf(charges[2])]).toEqual([
      "0.00",
      "15.00",
      "0.00",
    ]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
    // Again (the cursor's second is read again): the total is set, not added; then the rest refunded.
    await sync(client, id);
    expect(await refundOf(charges[1])).toBe("15.00");
    stripe.addRefund(charges[1], 3000, t0 + 2 * 86_400);
    await sync(client, id);
    expect(await refundOf(charges[1])).toBe("45.00");
    expect((await refundsOf()).length).toBe(3);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });
});
