/**
 * The profit-and-loss over the real HTTP app and a real database (docs/guide/profit-and-loss.md): figures worked
 * out by hand from typed-in sales (through the inventory tracker's API) and imported-like orders (inserted
 * directly), in the home currency through the person's rates; warnings for missing costs, missing rates and
 * cancelled orders; expenses, settings and profit per hour; CSV; another person's data never shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { keepOrderTotals, ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import type { HttpClient } from "../support/http-client";
import { pnlResponseSchema } from "../../shared/contracts/finance";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Line = {
  sku?: string | null;
  name: string;
  quantity: number;
  unitPrice: string;
  unitCost?: string | null;
  service?: boolean;
};
type Order = {
  source: string;
  externalId: string;
  day: string;
  currency?: string;
  discounts?: string;
  shipping?: string;
  taxes?: string;
  refunds?: string;
  fees?: string;
  cancelled?: boolean;
  lines: Line[];
};

/** Inserts an imported-like order with its lines, as the imports will. */
async function insertOrder(userId: number, o: Order) {
  const made = await app.database.db.execute<{ id: number }>(sql`
    insert into orders (user_id, source, external_id, ordered_at, currency, discounts, shipping, taxes, refunds, fees, cancelled)
    values (${userId}, ${o.source}, ${o.externalId}, ${`${o.day}T00:00:00Z`}::timestamptz, ${o.currency ?? "USD"},
            ${o.discounts ?? "0"}, ${o.shipping ?? "0"}, ${o.taxes ?? "0"}, ${o.refunds ?? "0"}, ${o.fees ?? "0"},
            ${o.cancelled ?? false})
    returning id`);
  const id = made.rows[0].id;
  for (const l of o.lines)
    await app.database.db.execute(sql`
      insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost, service)
      values (${id}, ${userId}, ${l.sku ?? null}, ${l.name}, ${l.quantity}, ${l.unitPrice}, ${l.unitCost ?? null}, ${l.service ?? false})`);
  await keepOrderTotals(app.database.db, userId);
}

/** The same book for anyone: a typed-in sale, imported orders in March and April 2026, and orders to leave out. */
async function fillBook(userId: number, client: HttpClient) {
  const item = (
    await client.post("/api/inventory", {
      productName: "Lamp",
      sku: "LAMP-1",
      quantity: 10,
      costPrice: "4.10",
      sellPrice: "19.99",
      category: "home",
    })
  ).body.item;
  const sold = await client.post(`/api/inventory/${item.id}/sales`, {
    quantity: 2,
    orderDate: "2026-03-05",
    platform: "Craft fair",
  });
  expect(sold.status).toBe(201);
  await insertOrder(userId, {
    source: "shopify",
    externalId: "#1001",
    day: "2026-03-10",
    discounts: "5.00",
    shipping: "4.99",
    taxes: "3.00",
    fees: "2.10",
    lines: [
      { sku: "lamp-1 ", name: "Lamp", quantity: 1, unitPrice: "19.99", unitCost: "4.10" },
      { sku: "MUG", name: "Mug", quantity: 3, unitPrice: "7.50", unitCost: null },
    ],
  });
  await insertOrder(userId, {
    source: "shopify",
    externalId: "#1002",
    day: "2026-03-20",
    cancelled: true,
    lines: [{ sku: "MUG", name: "Mug", quantity: 5, unitPrice: "100.00", unitCost: "1.00" }],
  });
  await insertOrder(userId, {
    source: "etsy",
    externalId: "E-1",
    day: "2026-04-02",
    currency: "EUR",
    fees: "1.00",
    lines: [{ name: "Poster", quantity: 2, unitPrice: "10.00", unitCost: "2.00" }],
  });
  await insertOrder(userId, {
    source: "amazon",
    externalId: "A-1",
    day: "2026-04-15",
    refunds: "19.99",
    fees: "3.00",
    lines: [{ sku: "LAMP-1", name: "Lamp", quantity: 1, unitPrice: "19.99", unitCost: "4.10" }],
  });
  await insertOrder(userId, {
    source: "stripe",
    externalId: "ch_1",
    day: "2026-04-20",
    fees: "1.75",
    lines: [{ name: "Consulting", quantity: 1, unitPrice: "50.00", service: true }],
  });
  // After the period.
  await insertOrder(userId, {
    source: "shopify",
    externalId: "#1003",
    day: "2026-05-01",
    lines: [{ sku: "MUG", name: "Mug", quantity: 1, unitPrice: "7.50", unitCost: "1.00" }],
  });
  expect(
    (await client.post("/api/expenses", { date: "2026-03-31", category: "ads", amount: "25", note: "Spring ads" }))
      .status,
  ).toBe(201);
  expect(
    (await client.post("/api/expenses", { date: "2026-04-01", category: "software", amount: "10.00", currency: "eur" }))
      .status,
  ).toBe(201);
}

const zero = {
  discounts: "0.00",
  refunds: "0.00",
  shipping: "0.00",
  expenses: "0.00",
  adSpend: "0.00",
  estimated: [],
  metrics: null,
};
const PERIOD = "from=2026-03-01&to=2026-04-30";

describe("GET /api/finance/pnl", () => {
  let me: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    me = await signedInUser(app);
    await fillBook(me.user.id, me.client);
    // Another person's bigger book on the same days must never show.
    const other = await signedInUser(app);
    await insertOrder(other.user.id, {
      source: "shopify",
      externalId: "#1001",
      day: "2026-03-10",
      lines: [{ sku: "LAMP-1", name: "Lamp", quantity: 100, unitPrice: "999.00", unitCost: null }],
    });
    await other.client.post("/api/expenses", { date: "2026-03-31", category: "ads", amount: "5000" });
  });

  it("answers an empty book with zero figures, a row per month and no warnings", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/finance/pnl?${PERIOD}`);
    expect(res.status).toBe(200);
    expect(pnlResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.rows.map((r: { key: string; label: string }) => [r.key, r.label])).toEqual([
      ["2026-03", "March 2026"],
      ["2026-04", "April 2026"],
    ]);
    expect(res.body.totals).toMatchObject({ orders: 0, grossSales: "0.00", netProfit: "0.00", margin: null });
    expect(res.body.warnings).toEqual([]);
    expect(res.body.perHour).toBeNull();
  });

  it("by month, before the euro rate: the euro order and expense are left out and named", async () => {
    const res = await me.client.get(`/api/finance/pnl?${PERIOD}&groupBy=month`);
    expect(res.status).toBe(200);
    expect(pnlResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.currency).toBe("USD");
    expect(res.body.rows).toEqual([
      {
        key: "2026-03",
        label: "March 2026",
        orders: 2,
        units: 6,
        grossSales: "82.47",
        discounts: "5.00",
        refunds: "0.00",
        netSales: "77.47",
        shipping: "4.99",
        cogs: "12.30",
        fees: "2.10",
        expenses: "25.00",
        netProfit: "43.06",
        margin: "55.6",
        // The typed-in expense is an ad: MER 77.47 / 25, break-even 77.47 / (43.06 + 25) (decision 1062).
        adSpend: "25.00",
        estimated: [],
        metrics: expect.objectContaining({ mer: "3.10", breakEvenMer: "1.14", cac: null, newCustomers: 0 }),
      },
      {
        key: "2026-04",
        label: "April 2026",
        orders: 2,
        units: 2,
        grossSales: "69.99",
        discounts: "0.00",
        refunds: "19.99",
        netSales: "50.00",
        shipping: "0.00",
        cogs: "4.10",
        fees: "4.75",
        expenses: "0.00",
        netProfit: "41.15",
        margin: "82.3",
        adSpend: "0.00",
        estimated: [],
        metrics: expect.objectContaining({ mer: null, breakEvenMer: "1.22", cac: null, newCustomers: 0 }),
      },
    ]);
    expect(res.body.totals).toEqual({
      orders: 4,
      units: 8,
      grossSales: "152.46",
      discounts: "5.00",
      refunds: "19.99",
      netSales: "127.47",
      shipping: "4.99",
      cogs: "16.40",
      fees: "6.85",
      expenses: "25.00",
      netProfit: "84.21",
      margin: "66.1",
      adSpend: "25.00",
      estimated: [],
    });
    const byCode = Object.fromEntries(res.body.warnings.map((w: { code: string }) => [w.code, w]));
    expect(byCode.missing_cost).toMatchObject({ count: 1 });
    expect(byCode.missing_cost.message).toMatch(/^1 product line sold in this period has no known cost/);
    expect(byCode.missing_rate).toEqual({
      code: "missing_rate",
      count: 2,
      details: ["EUR 2026-04"],
      message:
        "1 order and 1 expense in a currency without a rate for their month are left out of these figures (EUR 2026-04). Add the rate of each to USD to count them.",
    });
    expect(byCode.cancelled_left_out).toEqual({
      code: "cancelled_left_out",
      count: 1,
      message: "1 cancelled order is left out.",
    });
  });

  describe("with a rate for the euro in April 2026 and hours logged", () => {
    beforeAll(async () => {
      const rate = await me.client.put("/api/finance/rates", { currency: "eur", month: "2026-04", rate: "1.1" });
      expect(rate.status).toBe(200);
      expect(rate.body).toEqual({
        homeCurrency: "USD",
        rates: [{ currency: "EUR", month: "2026-04", rate: "1.10000000" }],
      });
      const settings = await me.client.put("/api/finance/settings", {
        homeCurrency: "USD",
        hoursPerWeek: "10",
        hourlyWage: "15",
      });
      expect(settings.body).toEqual({ settings: { homeCurrency: "USD", hoursPerWeek: "10.0", hourlyWage: "15.00" } });
    });

    it("by month: the euro order and expense count at the rate; profit per hour beside the wage", async () => {
      const res = await me.client.get(`/api/finance/pnl?${PERIOD}`);
      expect(res.body.rows[1]).toEqual({
        key: "2026-04",
        label: "April 2026",
        orders: 3,
        units: 4,
        grossSales: "91.99",
        discounts: "0.00",
        refunds: "19.99",
        netSales: "72.00",
        shipping: "0.00",
        cogs: "8.50",
        fees: "5.85",
        expenses: "11.00",
        netProfit: "46.65",
        margin: "64.8",
        adSpend: "0.00",
        estimated: [],
        metrics: expect.objectContaining({ mer: null, breakEvenMer: "1.54", cac: null, newCustomers: 0 }),
      });
      expect(res.body.totals).toMatchObject({ orders: 5, netSales: "149.47", netProfit: "89.71", margin: "60.0" });
      expect(res.body.warnings.map((w: { code: string }) => w.code)).toEqual(["missing_cost", "cancelled_left_out"]);
      // 10 hours a week over 61 days: 87.14 hours; 89.71 / (610 / 7) = 1.0295 an hour.
      expect(res.body.perHour).toEqual({
        hoursPerWeek: "10.0",
        hours: "87.14",
        profitPerHour: "1.03",
        hourlyWage: "15.00",
      });
    });

    it("by source: each platform's figures, typed-in sales apart, typed-in expenses in a row of their own", async () => {
      const res = await me.client.get(`/api/finance/pnl?${PERIOD}&groupBy=source`);
      expect(res.status).toBe(200);
      const rows = res.body.rows.map((r: { key: string; label: string; grossSales: string; netProfit: string }) => [
        r.key,
        r.label,
        r.grossSales,
        r.netProfit,
      ]);
      expect(rows).toEqual([
        ["stripe", "Stripe", "50.00", "48.25"],
        ["shopify", "Shopify", "42.49", "36.28"],
        ["manual", "Typed in", "39.98", "31.78"],
        ["etsy", "Etsy", "22.00", "16.50"],
        ["amazon", "Amazon", "19.99", "-7.10"],
        ["_expenses", "Expenses", "0.00", "-36.00"],
      ]);
      expect(res.body.totals.netProfit).toBe("89.71");
      expect(await ordersWithWrongTotals(app.database.db)).toEqual([]);
      expect(await rollupsOffFromOrders(app.database.db)).toEqual([]);
    });

    it("by product: products by SKU or name, order-level amounts and expenses in rows of their own", async () => {
      const res = await me.client.get(`/api/finance/pnl?${PERIOD}&groupBy=product`);
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([
        {
          key: "sku:lamp-1",
          label: "Lamp",
          orders: 3,
          units: 4,
          grossSales: "79.96",
          ...zero,
          netSales: "79.96",
          cogs: "16.40",
          fees: "0.00",
          netProfit: "63.56",
          margin: "79.5",
        },
        {
          key: "name:Consulting",
          label: "Consulting",
          orders: 1,
          units: 1,
          grossSales: "50.00",
          ...zero,
          netSales: "50.00",
          cogs: "0.00",
          fees: "0.00",
          netProfit: "50.00",
          margin: "100.0",
        },
        {
          key: "sku:mug",
          label: "Mug",
          orders: 1,
          units: 3,
          grossSales: "22.50",
          ...zero,
          netSales: "22.50",
          cogs: "0.00",
          fees: "0.00",
          netProfit: "22.50",
          margin: "100.0",
        },
        {
          key: "name:Poster",
          label: "Poster",
          orders: 1,
          units: 2,
          grossSales: "22.00",
          ...zero,
          netSales: "22.00",
          cogs: "4.40",
          fees: "0.00",
          netProfit: "17.60",
          margin: "80.0",
        },
        {
          key: "_orders",
          label: "Order discounts, refunds, shipping and fees",
          orders: 0,
          units: 0,
          grossSales: "0.00",
          discounts: "5.00",
          refunds: "19.99",
          netSales: "-24.99",
          shipping: "4.99",
          cogs: "0.00",
          fees: "7.95",
          expenses: "0.00",
          netProfit: "-27.95",
          margin: null,
          adSpend: "0.00",
          estimated: [],
          metrics: null,
        },
        {
          key: "_expenses",
          label: "Expenses",
          orders: 0,
          units: 0,
          grossSales: "0.00",
          ...zero,
          expenses: "36.00",
          adSpend: "25.00",
          netSales: "0.00",
          cogs: "0.00",
          fees: "0.00",
          netProfit: "-36.00",
          margin: null,
        },
      ]);
      // An order of two products is one order in the totals.
      expect(res.body.totals).toMatchObject({ orders: 5, units: 10, netProfit: "89.71" });
    });

    it("exports the same figures as CSV, rows then the totals", async () => {
      const res = await me.client.get(`/api/finance/pnl.csv?${PERIOD}&groupBy=month`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      const lines = res.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        "key,label,orders,units,grossSales,discounts,refunds,netSales,shipping,cogs,fees,expenses,netProfit,margin",
      );
      expect(lines[1]).toBe("2026-03,March 2026,2,6,82.47,5.00,0.00,77.47,4.99,12.30,2.10,25.00,43.06,55.6");
      expect(lines[3]).toBe("total,Total,5,10,174.46,5.00,19.99,149.47,4.99,20.80,7.95,36.00,89.71,60.0");
    });

    it("a later cost change never moves past profit", async () => {
      const items = (await me.client.get("/api/inventory")).body;
      const lamp = (Array.isArray(items) ? items : items.items).find((i: { sku: string }) => i.sku === "LAMP-1");
      expect((await me.client.patch(`/api/inventory/${lamp.id}`, { costPrice: "9.99" })).status).toBe(200);
      const res = await me.client.get(`/api/finance/pnl?${PERIOD}`);
      expect(res.body.totals.netProfit).toBe("89.71");
      expect(await ordersWithWrongTotals(app.database.db)).toEqual([]);
      expect(await rollupsOffFromOrders(app.database.db)).toEqual([]);
    });
  });

  it("refuses a backwards period, an unknown grouping and a bad date with a 400 naming the field", async () => {
    const backwards = await me.client.get("/api/finance/pnl?from=2026-04-01&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe("To must be on or after From");
    const group = await me.client.get(`/api/finance/pnl?${PERIOD}&groupBy=week`);
    expect(group.status).toBe(400);
    expect(group.body.message).toBe("Group by month, source or product");
    const bad = await me.client.get("/api/finance/pnl?from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^From must be/);
    const long = await me.client.get("/api/finance/pnl?from=2000-01-01&to=2026-03-01");
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The period can be at most ten years");
  });

  it("is for signed-in people on every plan", async () => {
    expect((await app.client().get(`/api/finance/pnl?${PERIOD}`)).status).toBe(401);
    expect((await app.client().get("/api/expenses")).status).toBe(401);
  });
});

describe("rates, settings and expenses", () => {
  it("keeps rates per currency and month, refuses the home currency and a rate of 0", async () => {
    const { client } = await signedInUser(app);
    expect((await client.get("/api/finance/rates")).body).toEqual({ homeCurrency: "USD", rates: [] });
    const home = await client.put("/api/finance/rates", { currency: "USD", month: "2026-04", rate: "1" });
    expect(home.status).toBe(400);
    expect(home.body.message).toBe("USD is your home currency: its rate is always 1.");
    const nothing = await client.put("/api/finance/rates", { currency: "EUR", month: "2026-04", rate: "0" });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("Rate must be more than 0");
    const month = await client.put("/api/finance/rates", { currency: "EUR", month: "2026-4", rate: "1.1" });
    expect(month.body.message).toBe("Month must be written YYYY-MM");
    await client.put("/api/finance/rates", { currency: "EUR", month: "2026-04", rate: "1.1" });
    const again = await client.put("/api/finance/rates", { currency: "EUR", month: "2026-04", rate: "1.08" });
    expect(again.body.rates).toEqual([{ currency: "EUR", month: "2026-04", rate: "1.08000000" }]);
    expect((await client.delete("/api/finance/rates/EUR/2026-04")).status).toBe(204);
    expect((await client.delete("/api/finance/rates/EUR/2026-04")).status).toBe(404);
  });

  it("counts typed-in sales in a new home currency only through a rate", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.get("/api/finance/settings")).body).toEqual({
      settings: { homeCurrency: "USD", hoursPerWeek: null, hourlyWage: null },
    });
    await insertOrder(user.id, {
      source: "manual",
      externalId: "sale-x",
      day: "2026-03-02",
      lines: [{ name: "Mug", quantity: 1, unitPrice: "10.00", unitCost: "2.00" }],
    });
    const res = await client.put("/api/finance/settings", { homeCurrency: "eur" });
    expect(res.body.settings.homeCurrency).toBe("EUR");
    const pnl = await client.get(`/api/finance/pnl?${PERIOD}`);
    expect(pnl.body.currency).toBe("EUR");
    expect(pnl.body.totals.grossSales).toBe("0.00");
    expect(pnl.body.warnings[0]).toMatchObject({ code: "missing_rate", count: 1, details: ["USD 2026-03"] });
    await client.put("/api/finance/rates", { currency: "USD", month: "2026-03", rate: "0.925" });
    const counted = await client.get(`/api/finance/pnl?${PERIOD}`);
    expect(counted.body.totals).toMatchObject({ grossSales: "9.25", cogs: "1.85", netProfit: "7.40" });
    const bad = await client.put("/api/finance/settings", { homeCurrency: "USD", hoursPerWeek: "200" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Hours per week must be at most 168");
  });

  it("adds, lists and deletes expenses; another person's expense is a 404", async () => {
    const { client } = await signedInUser(app);
    const other = await signedInUser(app);
    const made = await client.post("/api/expenses", { date: "2026-03-03", category: "ads", amount: "12.5" });
    expect(made.status).toBe(201);
    expect(made.body.expense).toEqual({
      id: made.body.expense.id,
      date: "2026-03-03",
      category: "ads",
      amount: "12.50",
      currency: "USD",
      note: "",
      source: null,
    });
    const credit = await client.post("/api/expenses", {
      date: "2026-03-04",
      category: "platform",
      amount: "-2.00",
      note: "Refunded fee",
    });
    expect(credit.status).toBe(201);
    const badCategory = await client.post("/api/expenses", { date: "2026-03-03", category: "food", amount: "1" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toBe("Choose a category");
    const badAmount = await client.post("/api/expenses", { date: "2026-03-03", category: "ads", amount: "1.999" });
    expect(badAmount.body.message).toBe("Amount must be an amount such as 25 or 19.99");

    const list = await client.get("/api/expenses?from=2026-03-01&to=2026-03-31");
    expect(list.body.expenses.map((e: { amount: string }) => e.amount)).toEqual(["-2.00", "12.50"]);
    expect((await other.client.get("/api/expenses")).body.expenses).toEqual([]);
    expect((await other.client.delete(`/api/expenses/${made.body.expense.id}`)).status).toBe(404);
    const pnl = await client.get("/api/finance/pnl?from=2026-03-01&to=2026-03-31");
    expect(pnl.body.totals).toMatchObject({ expenses: "10.50", netProfit: "-10.50", margin: null });
    expect((await client.delete(`/api/expenses/${made.body.expense.id}`)).status).toBe(204);
    expect((await client.get("/api/expenses")).body.expenses).toHaveLength(1);
  });
});

describe("Pro: customers and cohorts, plan against actual", () => {
  const DAY = 86_400_000;
  const pro = { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * DAY) } as const;

  it("is Pro only: 403 pro_required for a free person", async () => {
    const { client } = await signedInUser(app);
    for (const res of [
      await client.get("/api/analytics/cohorts"),
      await client.get("/api/finance/targets?year=2026"),
      await client.put("/api/finance/targets", { month: "2026-01", revenue: "10" }),
      await client.post("/api/finance/targets/from-plan", { planId: 1, startMonth: "2026-01" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("pro_required");
    }
  });

  it("cohorts by first-order month, the share who buy again, revenue per customer and the repeat rate", async () => {
    const { user, client } = await signedInUser(app, pro);
    const order = (externalId: string, day: string, customerKey: string | null, price: string, discounts = "0") =>
      insertOrder(user.id, {
        source: "shopify",
        externalId,
        day,
        discounts,
        lines: [{ name: "Mug", quantity: 1, unitPrice: price, unitCost: "1.00" }],
      }).then(() =>
        app.database.db.execute(
          sql`update orders set customer_key = ${customerKey} where user_id = ${user.id} and external_id = ${externalId}`,
        ),
      );
    await order("1", "2026-01-05", "a", "10.00");
    await order("2", "2026-02-10", "a", "20.00");
    await order("3", "2026-01-20", "b", "5.00", "1.00");
    await order("4", "2026-02-03", "c", "8.00");
    await order("5", "2026-02-04", null, "3.00");
    await order("6", "2026-02-05", "d", "99.00");
    await app.database.db.execute(
      sql`update orders set cancelled = true where user_id = ${user.id} and external_id = '6'`,
    );
    await keepOrderTotals(app.database.db, user.id);

    const res = await client.get("/api/analytics/cohorts?months=24");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currency: "USD",
      customers: 3,
      repeatCustomers: 1,
      repeatPurchaseRate: "33.3",
      ordersWithoutCustomer: 1,
    });
    const [jan, feb] = res.body.cohorts;
    expect(jan).toMatchObject({ month: "2026-01", customers: 2, revenuePerCustomer: "17.00" });
    expect(jan.returning.slice(0, 2)).toEqual([
      { offset: 1, share: "50.0" },
      { offset: 2, share: "0.0" },
    ]);
    expect(feb).toMatchObject({ month: "2026-02", customers: 1, revenuePerCustomer: "8.00" });
    expect(feb.returning[0]).toEqual({ offset: 1, share: "0.0" });
    expect((await client.get("/api/analytics/cohorts?months=5")).body.message).toBe("Months must be 6, 12 or 24");

    // Plan against actual: January's typed targets beside its net sales (14.00) and net profit: 14.00 - 2.00 of cost,
    // less the Shopify fees estimated for orders without any (decision 1060): 2.9% × 10 + 0.30 and 2.9% × 4 + 0.30,
    // 1.006 rounded once to 1.01.
    const put = await client.put("/api/finance/targets", { month: "2026-01", revenue: "30", profit: "10.5" });
    expect(put.status).toBe(200);
    expect(put.body.months).toHaveLength(12);
    expect(put.body.months[0]).toEqual({
      month: "2026-01",
      revenueTarget: "30.00",
      profitTarget: "10.50",
      revenue: "14.00",
      profit: "10.99",
    });
    expect(put.body.months[1]).toMatchObject({ month: "2026-02", revenueTarget: null, revenue: "31.00" });
    const cleared = await client.put("/api/finance/targets", { month: "2026-01", revenue: null, profit: null });
    expect(cleared.body.months[0]).toMatchObject({ revenueTarget: null, profitTarget: null });
    const bad = await client.put("/api/finance/targets", { month: "2026-01", revenue: "lots" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Revenue target must be an amount such as 1500 or 1499.99");
    const plan = await client.post("/api/finance/targets/from-plan", { planId: 999999, startMonth: "2026-01" });
    expect(plan.status).toBe(404);
    expect(plan.body.message).toBe("Business plan not found");
  });
});
