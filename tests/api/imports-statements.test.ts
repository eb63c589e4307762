/**
 * Statements and ad spend as imports (docs/decisions/1050-statement-costs-beside-orders.md to
 * 1054-statements-in-any-order.md), on the shipped sample files, figures worked out by hand from them:
 * - Etsy statement (January 2026): order fees 1.56 + 0.36 + 1.34 = 3.26 (#3301245501), 3.38 + 1.90 = 5.28
 *   (#3301245502), 2.81 + 1.67 - 0.30 = 4.18 and a refund of 10.00 (#3301245503), 0.80 of #3309999999 (an order
 *   the sold-items sample does not have): 9 rows, fees 13.52, refunds 10.00, of which 12.72 and 10.00 land on the
 *   sample's orders. Expenses: postage 4.63 + 5.12 = 9.75, a listing fee 0.20, Etsy Ads 1.95 + 2.40 + 1.05 = 5.40
 *   on three days: 6 expenses, 15.35. The tax and deposit rows (lines 18 and 20) are skipped; "--" cells are 0.
 * - Shopify Payments: charge fees 1.95 + 1.49 + 1.08 + 1.99 + 1.20 + 1.01 = 8.72 on #1001-#1005 and #1012; an
 *   adjustment of 15.00 (a platform expense); the refund (its amount is the orders export's) and the payout skipped.
 * - Meta: Candles - Prospecting 12.40 (Jan 5) and 9.85 + 3.15 = 13.00 (Jan 6, two ad sets), Retargeting 4.10
 *   (Jan 5), a day of 0.00 adds nothing: 3 expenses, 29.50. Google: 8.25 + 10.02 + 5.60 = 23.87 in 3 expenses, the
 *   "--" day nothing, the two "Total: ..." rows (lines 8 and 9) skipped. TikTok: 6.30 + 7.70 = 14.00 in 2.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import { sampleFile, upload, waitForImport } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

const ETSY_STATEMENT = "etsy-statement-january.csv";
const ETSY_ORDERS = "etsy-sold-order-items.csv";
const SHOPIFY_ORDERS = "shopify-orders.csv";
const SHOPIFY_PAYMENTS = "shopify-payments-transactions.csv";
const META = "meta-ads-by-day.csv";
const GOOGLE = "google-ads-campaign-report.csv";
const TIKTOK = "tiktok-ads-by-day.csv";

async function importFile(client: HttpClient, fileName: string, content: string | Buffer = sampleFile(fileName)) {
  const started = await upload(client, content, { fileName });
  expect(started.status).toBe(202);
  const done = await waitForImport(client, started.body.import.id);
  expect(done).toMatchObject({ status: "done", failure: null, errors: [] });
  return done;
}

/** What is stored for the person: orders' fees and refunds by source, pending costs, expenses by kind. */
async function stored(userId: number) {
  const db = app.ctx.db;
  const orders = await db.execute<{ source: string; fees: string; refunds: string; n: number }>(sql`
    select source, sum(fees)::text as fees, sum(refunds)::text as refunds, count(*)::int as n
      from orders where user_id = ${userId} group by source order by source`);
  const rollup = await db.execute<{ source: string; fees: string; refunds: string }>(sql`
    select source, sum(fees)::numeric(12, 2)::text as fees, sum(refunds)::numeric(12, 2)::text as refunds
      from order_month_totals where user_id = ${userId} group by source order by source`);
  const costs = await db.execute<{ pending: number; linked: number }>(sql`
    select count(*) filter (where order_id is null)::int as pending,
           count(*) filter (where order_id is not null)::int as linked
      from statement_costs where user_id = ${userId}`);
  const expenses = await db.execute<{ kind: string; total: string; n: number }>(sql`
    select category || ':' || coalesce(platform, '-') as kind, sum(amount)::text as total, count(*)::int as n
      from expenses where user_id = ${userId} group by 1 order by 1`);
  return {
    orders: Object.fromEntries(orders.rows.map((r) => [r.source, { fees: r.fees, refunds: r.refunds, n: r.n }])),
    rollup: Object.fromEntries(rollup.rows.map((r) => [r.source, { fees: r.fees, refunds: r.refunds }])),
    costs: costs.rows[0],
    expenses: Object.fromEntries(expenses.rows.map((r) => [r.kind, { total: r.total, n: r.n }])),
  };
}

async function orderAmounts(userId: number, externalId: string) {
  const r = await app.ctx.db.execute<{ fees: string; refunds: string }>(sql`
    select fees::text, refunds::text from orders where user_id = ${userId} and external_id = ${externalId}`);
  return r.rows[0];
}

describe("an Etsy statement", () => {
  it("read before its orders keeps their fees and refunds until they come; read again it adds nothing; undone it takes everything back", async () => {
    const { user, client } = await signedInUser(app);

    const dry = await upload(client, sampleFile(ETSY_STATEMENT), { dryRun: true, fileName: ETSY_STATEMENT });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      source: "etsy_statement",
      rows: 20,
      orders: 0,
      costs: 9,
      costsWaiting: 9,
      expenses: 6,
      duplicates: 0,
      errors: [],
      from: "2026-01-02",
      to: "2026-01-31",
    });
    expect(dry.body.totals).toEqual([
      {
        currency: "USD",
        grossSales: "0.00",
        discounts: "0.00",
        refunds: "10.00",
        shipping: "0.00",
        taxes: "0.00",
        fees: "13.52",
        expenses: "15.35",
      },
    ]);
    expect(dry.body.skipped.map((s: { line: number }) => s.line)).toEqual([18, 20]);

    const statement = await importFile(client, ETSY_STATEMENT);
    expect(statement).toMatchObject({ ordersAdded: 0, costsAdded: 9, expensesAdded: 6 });
    let now = await stored(user.id);
    expect(now.orders).toEqual({});
    expect(now.costs).toEqual({ pending: 9, linked: 0 });
    expect(now.expenses).toEqual({
      "ads:etsy": { total: "5.40", n: 3 },
      "platform:-": { total: "0.20", n: 1 },
      "shipping:-": { total: "9.75", n: 2 },
    });

    // The orders arrive: the statement's fees and refund land on them, the rollups agree.
    await importFile(client, ETSY_ORDERS);
    now = await stored(user.id);
    expect(now.orders.etsy).toEqual({ fees: "12.72", refunds: "10.00", n: 16 });
    expect(now.rollup.etsy).toEqual({ fees: "12.72", refunds: "10.00" });
    expect(now.costs).toEqual({ pending: 1, linked: 8 });
    expect(await orderAmounts(user.id, "3301245501")).toEqual({ fees: "3.26", refunds: "0.00" });
    expect(await orderAmounts(user.id, "3301245503")).toEqual({ fees: "4.18", refunds: "10.00" });
    expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);

    // The same statement again: every row is a duplicate, nothing is added.
    const again = await upload(client, sampleFile(ETSY_STATEMENT), { dryRun: true, fileName: ETSY_STATEMENT });
    expect(again.body).toMatchObject({ duplicates: 15, costsWaiting: 1 });
    const second = await importFile(client, ETSY_STATEMENT);
    expect(second).toMatchObject({ costsAdded: 0, expensesAdded: 0 });
    expect(await stored(user.id)).toEqual(now);

    // Undo of the statement: its fees and refund come off the orders, its expenses go.
    expect((await client.delete(`/api/imports/${statement.id}`)).status).toBe(204);
    now = await stored(user.id);
    expect(now.orders.etsy).toEqual({ fees: "0.00", refunds: "0.00", n: 16 });
    expect(now.rollup.etsy).toEqual({ fees: "0.00", refunds: "0.00" });
    expect(now.costs).toEqual({ pending: 0, linked: 0 });
    expect(now.expenses).toEqual({});
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });
});

describe("a Shopify Payments export", () => {
  it("adds each charge's fee to its order once, the adjustment as an expense; undoing the orders leaves the fees waiting", async () => {
    const { user, client } = await signedInUser(app);
    const orders = await importFile(client, SHOPIFY_ORDERS);
    const before = await stored(user.id);
    expect(before.orders.shopify).toEqual({ fees: "0.00", refunds: "48.44", n: 19 });

    const dry = await upload(client, sampleFile(SHOPIFY_PAYMENTS), { dryRun: true, fileName: SHOPIFY_PAYMENTS });
    expect(dry.body).toMatchObject({ source: "shopify_payments", rows: 9, costs: 6, costsWaiting: 0, expenses: 1 });
    expect(dry.body.totals[0]).toMatchObject({ fees: "8.72", refunds: "0.00", expenses: "15.00" });
    expect(dry.body.skipped.map((s: { line: number }) => s.line)).toEqual([9, 10]);

    const payments = await importFile(client, SHOPIFY_PAYMENTS);
    expect(payments).toMatchObject({ costsAdded: 6, expensesAdded: 1 });
    let now = await stored(user.id);
    expect(now.orders.shopify).toEqual({ fees: "8.72", refunds: "48.44", n: 19 });
    expect(now.rollup.shopify).toEqual({ fees: "8.72", refunds: "48.44" });
    expect(now.expenses).toEqual({ "platform:-": { total: "15.00", n: 1 } });
    expect(await orderAmounts(user.id, "#1001")).toEqual({ fees: "1.95", refunds: "0.00" });

    // Undo of the orders: the fees wait; the same orders again take them back.
    expect((await client.delete(`/api/imports/${orders.id}`)).status).toBe(204);
    now = await stored(user.id);
    expect(now.orders).toEqual({});
    expect(now.costs).toEqual({ pending: 6, linked: 0 });
    await importFile(client, SHOPIFY_ORDERS);
    now = await stored(user.id);
    expect(now.orders.shopify).toEqual({ fees: "8.72", refunds: "48.44", n: 19 });
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);

    // Undo of the payments: fees back to what the orders export said.
    expect((await client.delete(`/api/imports/${payments.id}`)).status).toBe(204);
    now = await stored(user.id);
    expect(now.orders.shopify).toEqual({ fees: "0.00", refunds: "48.44", n: 19 });
    expect(now.expenses).toEqual({});
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });
});

describe("ad spend reports", () => {
  it("land as ads expenses per platform, campaign and day; Google's totals are not spend; again adds nothing", async () => {
    const { user, client } = await signedInUser(app);
    const google = await upload(client, sampleFile(GOOGLE), { dryRun: true, fileName: GOOGLE });
    expect(google.body).toMatchObject({ source: "google_ads", rows: 6, expenses: 3, orders: 0, errors: [] });
    expect(google.body.totals[0]).toMatchObject({ currency: "USD", expenses: "23.87" });
    expect(google.body.skipped).toEqual([
      { line: 8, reason: '"Total: Account" is the report\'s total, not spend' },
      { line: 9, reason: '"Total: Campaigns" is the report\'s total, not spend' },
    ]);
    const meta = await upload(client, sampleFile(META), { dryRun: true, fileName: META });
    expect(meta.body).toMatchObject({ source: "meta_ads", expenses: 3 });
    expect(meta.body.totals[0]).toMatchObject({ currency: "USD", expenses: "29.50" });
    const tiktok = await upload(client, sampleFile(TIKTOK), { dryRun: true, fileName: TIKTOK });
    expect(tiktok.body).toMatchObject({ source: "tiktok_ads", expenses: 2 });
    expect(tiktok.body.totals[0]).toMatchObject({ currency: "USD", expenses: "14.00" });

    const imported = [];
    for (const file of [META, GOOGLE, TIKTOK]) imported.push(await importFile(client, file));
    expect(imported.map((r) => r.expensesAdded)).toEqual([3, 3, 2]);
    const now = await stored(user.id);
    expect(now.expenses).toEqual({
      "ads:google": { total: "23.87", n: 3 },
      "ads:meta": { total: "29.50", n: 3 },
      "ads:tiktok": { total: "14.00", n: 2 },
    });
    const byCampaign = await app.ctx.db.execute<{
      platform: string;
      campaign: string;
      day: string;
      amount: string;
    }>(sql`
      select platform, campaign, to_char(spent_on at time zone 'UTC', 'YYYY-MM-DD') as day, amount::text
        from expenses where user_id = ${user.id} and platform = 'meta' order by day, campaign`);
    expect(byCampaign.rows).toEqual([
      { platform: "meta", campaign: "Candles - Prospecting", day: "2026-01-05", amount: "12.40" },
      { platform: "meta", campaign: "Retargeting - Site visitors", day: "2026-01-05", amount: "4.10" },
      { platform: "meta", campaign: "Candles - Prospecting", day: "2026-01-06", amount: "13.00" },
    ]);

    // The same report again, and a longer one with one more day: only the new day is added.
    const again = await upload(client, sampleFile(GOOGLE), { dryRun: true, fileName: GOOGLE });
    expect(again.body.duplicates).toBe(3);
    expect(await importFile(client, GOOGLE)).toMatchObject({ expensesAdded: 0 });
    const longer = `${sampleFile(GOOGLE).toString().trimEnd()}\n2026-01-07,Search - Soy candles,Enabled,USD,"1,020.00",9000,300\n`;
    expect(await importFile(client, GOOGLE, longer)).toMatchObject({ expensesAdded: 1 });
    expect((await stored(user.id)).expenses["ads:google"]).toEqual({ total: "1043.87", n: 4 });

    // Undo takes an ad report's expenses away.
    expect((await client.delete(`/api/imports/${imported[0].id}`)).status).toBe(204);
    expect((await stored(user.id)).expenses["ads:meta"]).toBeUndefined();
  });

  it("reads Meta's currency from its header, and names the missing columns of a chosen format", async () => {
    const { user, client } = await signedInUser(app);
    const eur = "Campaign name,Day,Amount spent (EUR)\nBougies,2026-02-01,7.25\nBougies,2026-02-02,\n";
    await importFile(client, "meta-eur.csv", eur);
    const rows = await app.ctx.db.execute<{ currency: string; amount: string }>(sql`
      select currency, amount::text from expenses where user_id = ${user.id}`);
    expect(rows.rows).toEqual([{ currency: "EUR", amount: "7.25" }]);

    const wrong = await upload(client, sampleFile(TIKTOK), {
      dryRun: true,
      fileName: TIKTOK,
      fields: { source: "meta_ads" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("Amount spent (USD)");
  });
});
