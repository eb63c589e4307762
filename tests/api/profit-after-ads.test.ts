/**
 * Estimated fees, what the P&L cannot see and profit after ads over the real HTTP app and a real database
 * (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md, docs/decisions/1061-what-the-pnl-cannot-see.md,
 * docs/decisions/1062-profit-after-ads-metrics.md). Orders and ad expenses are inserted as the imports write them;
 * every figure below is worked out by hand in the comments.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { keepOrderTotals } from "../support/order-totals";
import type { HttpClient } from "../support/http-client";
import { feeRatesResponseSchema, pnlResponseSchema } from "../../shared/contracts/finance";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Order = {
  source: string;
  id: string;
  day: string;
  customer?: string;
  qty: number;
  price: string;
  cost: string | null;
  shipping?: string;
  discounts?: string;
  fees?: string;
};

async function insertOrder(userId: number, o: Order) {
  const made = await app.database.db.execute<{ id: number }>(sql`
    insert into orders (user_id, source, external_id, ordered_at, currency, customer_key, discounts, shipping, fees)
    values (${userId}, ${o.source}, ${o.id}, ${`${o.day}T12:00:00Z`}::timestamptz, 'USD', ${o.customer ?? null},
            ${o.discounts ?? "0"}, ${o.shipping ?? "0"}, ${o.fees ?? "0"})
    returning id`);
  await app.database.db.execute(sql`
    insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost)
    values (${made.rows[0].id}, ${userId}, ${`SKU-${o.id}`}, ${`Item ${o.id}`}, ${o.qty}, ${o.price}, ${o.cost})`);
}

async function insertExpense(
  userId: number,
  e: { day: string; category: string; amount: string; source?: string; platform?: string; campaign?: string },
) {
  await app.database.db.execute(sql`
    insert into expenses (user_id, spent_on, category, amount, currency, source, external_id, platform, campaign)
    values (${userId}, ${`${e.day}T00:00:00Z`}::timestamptz, ${e.category}, ${e.amount}, 'USD', ${e.source ?? null},
            ${e.source ? `${e.source}-${e.day}-${e.amount}` : null}, ${e.platform ?? null}, ${e.campaign ?? null})`);
}

async function pnl(client: HttpClient, from: string, to: string, groupBy = "month") {
  const res = await client.get(`/api/finance/pnl?from=${from}&to=${to}&groupBy=${groupBy}`);
  expect(res.status).toBe(200);
  return pnlResponseSchema.parse(res.body);
}

describe("profit after ads and estimated fees", () => {
  let me: { user: { id: number }; client: HttpClient };

  beforeAll(async () => {
    me = await signedInUser(app);
    const id = me.user.id;
    // August: one Shopify order with its real fee, by c3 (so c3 is not new in September).
    await insertOrder(id, {
      source: "shopify",
      id: "S0",
      day: "2026-08-15",
      customer: "c3",
      qty: 1,
      price: "10.00",
      cost: "2.00",
      fees: "1.00",
    });
    // September: two Etsy orders from the sold-items export (no fees), an Amazon order with its fee, a Shopify
    // order without fees by c1 again.
    await insertOrder(id, {
      source: "etsy",
      id: "E1",
      day: "2026-09-03",
      customer: "c1",
      qty: 2,
      price: "15.00",
      cost: "4.00",
      shipping: "5.00",
    });
    await insertOrder(id, {
      source: "etsy",
      id: "E2",
      day: "2026-09-10",
      customer: "c2",
      qty: 1,
      price: "20.00",
      cost: "6.00",
      shipping: "4.00",
      discounts: "2.00",
    });
    await insertOrder(id, {
      source: "amazon",
      id: "A1",
      day: "2026-09-12",
      customer: "c3",
      qty: 1,
      price: "50.00",
      cost: "20.00",
      fees: "7.50",
    });
    await insertOrder(id, {
      source: "shopify",
      id: "S1",
      day: "2026-09-20",
      customer: "c1",
      qty: 1,
      price: "40.00",
      cost: "10.00",
    });
    await keepOrderTotals(app.database.db, id);
    await insertExpense(id, {
      day: "2026-09-05",
      category: "ads",
      amount: "30.00",
      source: "meta",
      platform: "meta",
      campaign: "Autumn",
    });
    await insertExpense(id, {
      day: "2026-09-06",
      category: "ads",
      amount: "10.00",
      source: "etsy",
      platform: "etsy",
      campaign: "Etsy Ads",
    });
    await insertExpense(id, {
      day: "2026-09-07",
      category: "ads",
      amount: "20.00",
      platform: "google",
      campaign: "Search",
    });
    await insertExpense(id, { day: "2026-09-08", category: "software", amount: "15.00" });
  });

  it("estimates the fees of orders without them, adds ad spend and the metrics, by hand", async () => {
    const p = await pnl(me.client, "2026-09-01", "2026-09-30");
    // Etsy E1: 9.5% × (30 + 5) + 0.25 + 2 × 0.20 = 3.975; E2: 9.5% × (20 − 2 + 4) + 0.25 + 0.20 = 2.54;
    // Shopify S1: 2.9% × 40 + 0.30 = 1.46. Estimated 7.975, rounded once for the row: 7.98. Real: 7.50.
    const t = p.totals;
    expect(t).toMatchObject({
      orders: 4,
      grossSales: "140.00",
      discounts: "2.00",
      netSales: "138.00",
      shipping: "9.00",
      cogs: "44.00",
      fees: "15.48",
      expenses: "75.00",
      adSpend: "60.00",
      // 138 + 9 − 44 − 15.48 − 75
      netProfit: "12.52",
      margin: "9.1",
      estimated: ["fees"],
    });
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0]).toMatchObject({ key: "2026-09", fees: "15.48", adSpend: "60.00", estimated: ["fees"] });
    // MER 138 / 60 = 2.30; break-even 138 / (12.52 + 60) = 1.903; new customers c1 and c2 (c3 bought in August);
    // CAC 60 / 2.
    expect(p.metrics).toEqual({ mer: "2.30", breakEvenMer: "1.90", cac: "30.00", newCustomers: 2, reasons: {} });
    expect(p.rows[0].metrics).toEqual(p.metrics);
    expect(p.adPlatforms).toEqual([
      // Etsy sells and advertises: its orders' gross sales 30 + 20 beside its ads, 50 / 10.
      { platform: "etsy", label: "Etsy Ads", adSpend: "10.00", sales: "50.00", roas: "5.00" },
      { platform: "google", label: "Google Ads", adSpend: "20.00", sales: null, roas: null },
      { platform: "meta", label: "Meta (Facebook and Instagram)", adSpend: "30.00", sales: null, roas: null },
    ]);
    const gaps = p.warnings.filter((w) => w.code === "channel_gap");
    expect(gaps.map((w) => [w.channel, w.count, w.details])).toEqual([
      ["etsy", 2, ["2026-09"]],
      ["shopify", 1, ["2026-09"]],
    ]);
    expect(gaps[0].message).toMatch(/^Etsy postage is not in the sold-items export: import your Etsy statement\./);
    expect(gaps[0].message).toContain("$6.52");
    expect(gaps[0].period).toEqual({ from: "2026-09-01", to: "2026-09-30" });
    expect(gaps[1].message).toContain("$1.46");
    expect(p.warnings.some((w) => w.code === "margin_over_100")).toBe(false);
  });

  it("by channel: each source's estimate on its row, Etsy Ads on the Etsy row", async () => {
    const p = await pnl(me.client, "2026-09-01", "2026-09-30", "source");
    const row = (k: string) => p.rows.find((r) => r.key === k);
    // Etsy: 6.515 rounded once: 6.52; Etsy Ads 10.00 is an Etsy expense.
    expect(row("etsy")).toMatchObject({ fees: "6.52", estimated: ["fees"], adSpend: "10.00", metrics: null });
    expect(row("amazon")).toMatchObject({ fees: "7.50", estimated: [] });
    expect(row("shopify")).toMatchObject({ fees: "1.46", estimated: ["fees"] });
    expect(row("meta")).toMatchObject({ adSpend: "30.00" });
    expect(row("_expenses")).toMatchObject({ expenses: "35.00", adSpend: "20.00" });
    expect(p.totals.fees).toBe("15.48");
    expect(p.metrics.newCustomers).toBe(2);
  });

  it("by month over two months: a month without ads has no MER, with the reason", async () => {
    const p = await pnl(me.client, "2026-08-01", "2026-09-30");
    const aug = p.rows[0];
    // August: net sales 10, profit 10 − 2 − 1 = 7, no ads: break-even 10 / 7; c3 is new, CAC 0 / 1.
    expect(aug).toMatchObject({ key: "2026-08", netProfit: "7.00", adSpend: "0.00", estimated: [] });
    expect(aug.metrics).toMatchObject({ mer: null, breakEvenMer: "1.43", cac: "0.00", newCustomers: 1 });
    expect(aug.metrics?.reasons.mer).toMatch(/No ad spend/);
    expect(p.metrics.newCustomers).toBe(3);
  });

  it("a statement's real fees replace the estimates of the orders it covers", async () => {
    const id = me.user.id;
    await app.database.db.execute(sql`update orders set fees = 4.10 where user_id = ${id} and external_id = 'E1'`);
    await keepOrderTotals(app.database.db, id);
    let p = await pnl(me.client, "2026-09-01", "2026-09-30");
    // Real 7.50 + 4.10; estimated E2 2.54 + S1 1.46 = 4.00.
    expect(p.totals.fees).toBe("15.60");
    expect(p.warnings.find((w) => w.channel === "etsy")?.count).toBe(1);
    await app.database.db.execute(sql`update orders set fees = 2.60 where user_id = ${id} and external_id = 'E2'`);
    await keepOrderTotals(app.database.db, id);
    p = await pnl(me.client, "2026-09-01", "2026-09-30");
    // 7.50 + 4.10 + 2.60 real + 1.46 estimated.
    expect(p.totals.fees).toBe("15.66");
    expect(p.warnings.filter((w) => w.code === "channel_gap").map((w) => w.channel)).toEqual(["shopify"]);
    expect(p.totals.estimated).toEqual(["fees"]);
  });

  it("the person's own rate replaces the schedule's, and a reset brings it back", async () => {
    const rates = feeRatesResponseSchema.parse((await me.client.get("/api/finance/fee-rates")).body);
    const shopify = rates.channels.find((c) => c.channel === "shopify");
    expect(shopify?.used).toEqual({ optionId: "basic", own: false, percent: "2.9", perOrder: "0.30", perUnit: "0.00" });
    expect(shopify?.options.map((o) => o.id)).toEqual(["basic", "grow", "advanced"]);
    expect(shopify?.options[0].parts[0].source.url).toMatch(/^https:\/\/www\.shopify\.com\//);
    const etsy = rates.channels.find((c) => c.channel === "etsy");
    expect(etsy?.used).toMatchObject({ percent: "9.5", perOrder: "0.25", perUnit: "0.20" });

    const put = await me.client.put("/api/finance/fee-rates/shopify", {
      optionId: "advanced",
      percent: "2.5",
      perOrder: "0.30",
      perUnit: "0",
    });
    expect(put.status).toBe(200);
    expect(feeRatesResponseSchema.parse(put.body).channels.find((c) => c.channel === "shopify")?.used).toEqual({
      optionId: "advanced",
      own: true,
      percent: "2.5",
      perOrder: "0.30",
      perUnit: "0.00",
    });
    // S1: 2.5% × 40 + 0.30 = 1.30, so 7.50 + 4.10 + 2.60 + 1.30.
    expect((await pnl(me.client, "2026-09-01", "2026-09-30")).totals.fees).toBe("15.50");

    const bad = await me.client.put("/api/finance/fee-rates/shopify", { percent: "120", perOrder: "x", perUnit: "0" });
    expect(bad.status).toBe(400);
    const paths = (bad.body.details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(["perOrder", "percent"]);
    expect(
      (await me.client.put("/api/finance/fee-rates/ebay", { percent: "1", perOrder: "0", perUnit: "0" })).status,
    ).toBe(400);
    const option = await me.client.put("/api/finance/fee-rates/etsy", {
      optionId: "gold",
      percent: "1",
      perOrder: "0",
      perUnit: "0",
    });
    expect(option.status).toBe(400);

    expect((await me.client.delete("/api/finance/fee-rates/shopify")).status).toBe(204);
    expect((await me.client.delete("/api/finance/fee-rates/shopify")).status).toBe(404);
    expect((await pnl(me.client, "2026-09-01", "2026-09-30")).totals.fees).toBe("15.66");
  });

  it("another person sees none of it", async () => {
    const other = await signedInUser(app);
    const p = await pnl(other.client, "2026-09-01", "2026-09-30");
    expect(p.totals).toMatchObject({ orders: 0, fees: "0.00", adSpend: "0.00", estimated: [] });
    expect(p.metrics.mer).toBeNull();
    expect(p.metrics.cac).toBeNull();
    expect(p.metrics.reasons.cac).toMatch(/No new customers/);
    expect(p.adPlatforms).toEqual([]);
    expect((await other.client.get("/api/finance/fee-rates")).body.channels[1].used.own).toBe(false);
  });
});

describe("a margin above 100% says why", () => {
  it("names the shipping counted as income, the credit and the missing cost", async () => {
    const { user, client } = await signedInUser(app);
    // The candle maker: $69.60 of sales, $9.00 shipping charged, no cost known, a $5.00 credit.
    await insertOrder(user.id, {
      source: "etsy",
      id: "C1",
      day: "2026-09-14",
      customer: "k",
      qty: 1,
      price: "69.60",
      cost: null,
      shipping: "9.00",
    });
    await keepOrderTotals(app.database.db, user.id);
    await insertExpense(user.id, { day: "2026-09-15", category: "other", amount: "-5.00" });
    const p = await pnl(client, "2026-09-01", "2026-09-30");
    // Estimated Etsy fee 9.5% × 78.60 + 0.25 + 0.20 = 7.917 → 7.92; profit 69.60 + 9 − 7.92 + 5 = 75.68; 108.7%.
    expect(p.totals).toMatchObject({ netSales: "69.60", fees: "7.92", netProfit: "75.68", margin: "108.7" });
    const w = p.warnings.find((x) => x.code === "margin_over_100");
    expect(w?.details).toEqual(["September 2026", "Total"]);
    expect(w?.message).toContain("customers paid $9.00 for shipping");
    expect(w?.message).toContain("a credit of $5.00");
    expect(w?.message).toContain("1 product line has no known cost");
    // Before ads it loses nothing, yet with no ads: no MER; c is new: CAC 0.
    expect(p.metrics).toMatchObject({ mer: null, breakEvenMer: "0.92", cac: "0.00", newCustomers: 1 });
  });

  it("break-even MER is null with the reason when profit before ads is a loss", async () => {
    const { user, client } = await signedInUser(app);
    await insertOrder(user.id, {
      source: "amazon",
      id: "L1",
      day: "2026-09-14",
      qty: 1,
      price: "10.00",
      cost: "30.00",
      fees: "1.50",
    });
    await keepOrderTotals(app.database.db, user.id);
    await insertExpense(user.id, {
      day: "2026-09-15",
      category: "ads",
      amount: "5.00",
      platform: "tiktok",
      source: "tiktok",
    });
    const p = await pnl(client, "2026-09-01", "2026-09-30");
    // Net profit 10 − 30 − 1.50 − 5 = −26.50; before ads −21.50.
    expect(p.totals.netProfit).toBe("-26.50");
    expect(p.metrics).toMatchObject({ mer: "2.00", breakEvenMer: null, cac: null, newCustomers: 0 });
    expect(p.metrics.reasons.breakEvenMer).toMatch(/already lose money/);
    // TikTok advertises and sells, but nothing was sold through TikTok Shop here.
    expect(p.adPlatforms).toEqual([{ platform: "tiktok", label: "TikTok", adSpend: "5.00", sales: null, roas: null }]);
  });
});
