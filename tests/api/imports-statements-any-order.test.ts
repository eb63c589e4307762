/**
 * Property (docs/decisions/1054-statements-in-any-order.md): importing any mix of orders exports, payment
 * statements and ad reports, in any order and any of them more than once, stores the same totals: each order's
 * fees and refunds, the costs waiting for an order, and the expenses by category and platform, against a model of
 * the hand-worked sample figures (tests/api/imports-statements.test.ts). The rollups always agree with the orders.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { rollupsOffFromOrders } from "../support/order-totals";
import { sampleFile, upload, waitForImport } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

const FILES = [
  "etsy-sold-order-items.csv",
  "shopify-orders.csv",
  "etsy-statement-january.csv",
  "shopify-payments-transactions.csv",
  "meta-ads-by-day.csv",
  "google-ads-campaign-report.csv",
  "tiktok-ads-by-day.csv",
] as const;
type File = (typeof FILES)[number];

/** What the samples store, file by file, worked out by hand. */
function model(files: Set<File>) {
  const has = (f: File) => files.has(f);
  const etsyStatement = has("etsy-statement-january.csv");
  const payments = has("shopify-payments-transactions.csv");
  const orders: Record<string, { fees: string; refunds: string; n: number }> = {};
  if (has("etsy-sold-order-items.csv"))
    orders.etsy = { fees: etsyStatement ? "12.72" : "0.00", refunds: etsyStatement ? "10.00" : "0.00", n: 16 };
  if (has("shopify-orders.csv")) orders.shopify = { fees: payments ? "8.72" : "0.00", refunds: "48.44", n: 19 };
  const expenses: Record<string, { total: string; n: number }> = {};
  if (etsyStatement) {
    expenses["ads:etsy"] = { total: "5.40", n: 3 };
    expenses["shipping:-"] = { total: "9.75", n: 2 };
  }
  if (etsyStatement && payments) expenses["platform:-"] = { total: "15.20", n: 2 };
  else if (etsyStatement) expenses["platform:-"] = { total: "0.20", n: 1 };
  else if (payments) expenses["platform:-"] = { total: "15.00", n: 1 };
  if (has("meta-ads-by-day.csv")) expenses["ads:meta"] = { total: "29.50", n: 3 };
  if (has("google-ads-campaign-report.csv")) expenses["ads:google"] = { total: "23.87", n: 3 };
  if (has("tiktok-ads-by-day.csv")) expenses["ads:tiktok"] = { total: "14.00", n: 2 };
  const etsyOrders = has("etsy-sold-order-items.csv");
  const shopifyOrders = has("shopify-orders.csv");
  const costs = {
    pending: (etsyStatement ? (etsyOrders ? 1 : 9) : 0) + (payments && !shopifyOrders ? 6 : 0),
    linked: (etsyStatement && etsyOrders ? 8 : 0) + (payments && shopifyOrders ? 6 : 0),
  };
  return { orders, expenses, costs };
}

async function stored(userId: number) {
  const db = app.ctx.db;
  const orders = await db.execute<{ source: string; fees: string; refunds: string; n: number }>(sql`
    select source, sum(fees)::text as fees, sum(refunds)::text as refunds, count(*)::int as n
      from orders where user_id = ${userId} group by source order by source`);
  const costs = await db.execute<{ pending: number; linked: number }>(sql`
    select count(*) filter (where order_id is null)::int as pending,
           count(*) filter (where order_id is not null)::int as linked
      from statement_costs where user_id = ${userId}`);
  const expenses = await db.execute<{ kind: string; total: string; n: number }>(sql`
    select category || ':' || coalesce(platform, '-') as kind, sum(amount)::text as total, count(*)::int as n
      from expenses where user_id = ${userId} group by 1 order by 1`);
  return {
    orders: Object.fromEntries(orders.rows.map((r) => [r.source, { fees: r.fees, refunds: r.refunds, n: r.n }])),
    expenses: Object.fromEntries(expenses.rows.map((r) => [r.kind, { total: r.total, n: r.n }])),
    costs: costs.rows[0],
  };
}

describe("orders, statements and ad reports in any order", () => {
  it("store the same totals whatever the order and however often a file is imported", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...FILES), { minLength: 1, maxLength: 8 }), async (sequence) => {
        const { user, client } = await signedInUser(app);
        for (const fileName of sequence) {
          const started = await upload(client, sampleFile(fileName), { fileName });
          expect(started.status, JSON.stringify(started.body)).toBe(202);
          const done = await waitForImport(client, started.body.import.id);
          expect(done.status).toBe("done");
        }
        expect(await stored(user.id)).toEqual(model(new Set(sequence)));
        expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
      }),
      {
        numRuns: 10,
        examples: [
          [
            [
              "etsy-statement-january.csv",
              "shopify-payments-transactions.csv",
              "etsy-sold-order-items.csv",
              "shopify-orders.csv",
            ],
          ],
          [
            [
              "shopify-orders.csv",
              "shopify-payments-transactions.csv",
              "shopify-payments-transactions.csv",
              "meta-ads-by-day.csv",
              "meta-ads-by-day.csv",
            ],
          ],
        ],
      },
    );
  }, 600_000);
});
