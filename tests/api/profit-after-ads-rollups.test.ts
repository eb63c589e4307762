/**
 * The P&L's ad spend, expenses and new customers read whole months from their rollups and the days at the ends from
 * the rows (docs/decisions/1055-expense-and-new-customer-months.md): over the real HTTP app, for periods with and
 * without whole months, every figure equals the sums of the rows themselves, after imports of orders, a statement
 * and ad files, typed-in expenses, undo of an import and deletion of an expense; and every rollup equals its recount.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pnlResponseSchema } from "../../shared/contracts/finance";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { rollupsOffFromOrders } from "../support/order-totals";
import { createTestApp, type TestApp } from "../support/test-app";
import { sampleFile, upload, waitForImport } from "./imports-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Shopify orders from 2025-12-20 to 2026-03-14, one a day at 23:30 New York time (the next day in UTC at times). */
function shopifyOrdersOverMonths(): string {
  const header =
    "Name,Email,Financial Status,Paid at,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount";
  const rows = [header];
  const start = Date.UTC(2025, 11, 20);
  for (let i = 0; i < 85; i++) {
    const d = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const date = `${d} ${i % 3 === 0 ? "23:30:00" : "10:00:00"} -0500`;
    // 20 buyers coming back every 20 days, and a new one every 7th day: every month has new and returning ones.
    const price = (20 + (i % 7)).toFixed(2);
    rows.push(
      `#R${i},${i % 7 === 0 ? `new${i}` : `buyer${i % 20}`}@example.com,paid,${date},USD,${price},4.95,0.00,${price},0.00,${date},1,Lavender Soy Candle,${price},CANDLE-LAV,,0.00`,
    );
  }
  return `${rows.join("\n")}\n`;
}

/** Meta spend per day for two campaigns from 2025-12-25 to 2026-03-10. */
function metaOverMonths(): string {
  const rows = [
    "Reporting starts,Reporting ends,Campaign name,Ad set name,Day,Amount spent (USD),Impressions,Link clicks,Results",
  ];
  const start = Date.UTC(2025, 11, 25);
  for (let i = 0; i < 76; i++) {
    const d = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    rows.push(`2025-12-01,2026-03-31,Prospecting,All,${d},${(3 + (i % 11) * 0.35).toFixed(2)},100,1,0`);
    if (i % 2 === 0) rows.push(`2025-12-01,2026-03-31,Retargeting,All,${d},${(1.1 + (i % 5)).toFixed(2)},100,1,0`);
  }
  return `${rows.join("\n")}\n`;
}

async function importFile(client: HttpClient, fileName: string, content: string | Buffer = sampleFile(fileName)) {
  const started = await upload(client, content, { fileName });
  expect(started.status).toBe(202);
  const done = await waitForImport(client, started.body.import.id);
  expect(done).toMatchObject({ status: "done", failure: null });
  return done as { id: number };
}

const cents = (v: string | number) => Math.round(Number(v) * 100);

/** The period's figures summed from the rows themselves: by UTC month and in all. */
async function fromRows(userId: number, from: string, to: string) {
  const db = app.ctx.db;
  const lo = `${from}T00:00:00Z`;
  const hi = `${to}T00:00:00Z`;
  const expenses = await db.execute<{ month: string; ads: string; all: string }>(sql`
    select to_char(spent_on at time zone 'UTC', 'YYYY-MM') as month,
           coalesce(sum(amount) filter (where category = 'ads'), 0)::text as ads, sum(amount)::text as all
      from expenses
     where user_id = ${userId} and spent_on >= ${lo}::timestamptz and spent_on < ${hi}::timestamptz + interval '1 day'
     group by 1`);
  const firsts = await db.execute<{ month: string; n: number }>(sql`
    select to_char(first_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
      from (select customer_key, min(ordered_at) as first_at from orders
             where user_id = ${userId} and not cancelled and customer_key is not null group by 1) f
     where first_at >= ${lo}::timestamptz and first_at < ${hi}::timestamptz + interval '1 day'
     group by 1`);
  const months = new Map<string, { ads: number; expenses: number; newCustomers: number }>();
  const month = (m: string) => {
    const v = months.get(m) ?? { ads: 0, expenses: 0, newCustomers: 0 };
    months.set(m, v);
    return v;
  };
  for (const r of expenses.rows) Object.assign(month(r.month), { ads: cents(r.ads), expenses: cents(r.all) });
  for (const r of firsts.rows) month(r.month).newCustomers = r.n;
  const total = { ads: 0, expenses: 0, newCustomers: 0 };
  for (const v of months.values()) {
    total.ads += v.ads;
    total.expenses += v.expenses;
    total.newCustomers += v.newCustomers;
  }
  return { months, total };
}

const PERIODS: [string, string][] = [
  ["2025-12-22", "2026-03-09"], // days at both ends, two whole months
  ["2026-01-01", "2026-03-31"], // whole months only
  ["2026-01-03", "2026-01-20"], // no whole month
  ["2025-12-01", "2026-02-28"], // whole months, a leap-free February end
];

async function expectPnlFromRows(client: HttpClient, userId: number) {
  for (const [from, to] of PERIODS) {
    for (const groupBy of ["month", "source"]) {
      const res = await client.get(`/api/finance/pnl?from=${from}&to=${to}&groupBy=${groupBy}`);
      expect(res.status).toBe(200);
      const pnl = pnlResponseSchema.parse(res.body);
      const want = await fromRows(userId, from, to);
      const context = `${from}..${to} by ${groupBy}`;
      expect({ context, adSpend: cents(pnl.totals.adSpend), expenses: cents(pnl.totals.expenses) }).toEqual({
        context,
        adSpend: want.total.ads,
        expenses: want.total.expenses,
      });
      expect({ context, newCustomers: pnl.metrics.newCustomers }).toEqual({
        context,
        newCustomers: want.total.newCustomers,
      });
      if (groupBy === "month")
        for (const row of pnl.rows) {
          const m = want.months.get(row.key) ?? { ads: 0, expenses: 0, newCustomers: 0 };
          expect({ context, month: row.key, ads: cents(row.adSpend), expenses: cents(row.expenses) }).toEqual({
            context,
            month: row.key,
            ads: m.ads,
            expenses: m.expenses,
          });
          expect({ context, month: row.key, newCustomers: row.metrics?.newCustomers ?? 0 }).toEqual({
            context,
            month: row.key,
            newCustomers: m.newCustomers,
          });
        }
    }
  }
  expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
}

describe("profit after ads from the month rollups and the days around them", () => {
  it("equals the rows' sums after imports, typed-in expenses, undo and deletion", { timeout: 120_000 }, async () => {
    const { user, client } = await signedInUser(app);
    const orders = await importFile(client, "orders-over-months.csv", Buffer.from(shopifyOrdersOverMonths()));
    await importFile(client, "etsy-sold-order-items.csv");
    await importFile(client, "etsy-statement-january.csv");
    const meta = await importFile(client, "meta-over-months.csv", Buffer.from(metaOverMonths()));
    await importFile(client, "google-ads-campaign-report.csv");
    const typed: number[] = [];
    for (const [date, category, amount] of [
      ["2026-01-31", "ads", "15.00"],
      ["2026-02-01", "software", "9.99"],
      ["2026-03-09", "ads", "-2.50"],
      ["2025-12-22", "ads", "4.00"],
    ]) {
      const res = await client.post("/api/expenses", { date, category, amount });
      expect(res.status).toBe(201);
      typed.push(res.body.expense.id);
    }
    await expectPnlFromRows(client, user.id);
    // Not an empty comparison: the first period has spend, other expenses and new customers in every part.
    const first = await fromRows(user.id, "2025-12-22", "2026-03-09");
    expect([...first.months.keys()].sort()).toEqual(["2025-12", "2026-01", "2026-02", "2026-03"]);
    for (const [m, v] of first.months)
      expect({ m, spend: v.ads > 0, newCustomers: v.newCustomers > 0 }).toEqual({ m, spend: true, newCustomers: true });

    // Undo of the ad import and of the orders, then an expense deleted.
    expect((await client.delete(`/api/imports/${meta.id}`)).status).toBe(204);
    await expectPnlFromRows(client, user.id);
    expect((await client.delete(`/api/imports/${orders.id}`)).status).toBe(204);
    await expectPnlFromRows(client, user.id);
    expect((await client.delete(`/api/expenses/${typed[0]}`)).status).toBe(204);
    await expectPnlFromRows(client, user.id);
    // Imported again: the same figures as the rows.
    await importFile(client, "orders-over-months.csv", Buffer.from(shopifyOrdersOverMonths()));
    await importFile(client, "meta-over-months.csv", Buffer.from(metaOverMonths()));
    await expectPnlFromRows(client, user.id);
  });
});
