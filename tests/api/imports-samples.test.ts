/**
 * 'Try it with sample files': a dry run first that stores nothing; then ONE import and
 * ONE job, once per person; the sample's orders, expenses and items stay marked as samples in the imports, the
 * P&L, the inventory and the mentor's facts; one call removes them all and leaves the person's own data alone.
 * Figures worked out by hand from the sample files (server/modules/imports/samples/).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mentorFacts } from "../../server/modules/ai-mentor/mentor-facts";
import { SAMPLE_FILES } from "../../server/modules/imports/samples";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import { figures, shopifyOrders, upload, waitForImport } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

const count = async (table: "orders" | "imports" | "expenses" | "inventory", userId: number) => {
  const result = await app.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return result.rows[0]?.n ?? -1;
};

/** Jobs on the import queue for this person's imports. */
const importJobs = async (userId: number) => {
  const result = await app.ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pgboss.job
     where name = 'imports.run' and (data->>'importId')::int in (select id from imports where user_id = ${userId})`);
  return result.rows[0]?.n ?? -1;
};

/**
 * The orders each sample file holds, by hand: Shopify 20 orders, #1009 cancelled and left out (19); Etsy 16;
 * Amazon 17 sold and one refund of an order not in the file (18); Stripe 12 USD and 4 EUR charges and a refund
 * of a December charge not in the file (17); the craft fair's 15 receipts. 19 + 16 + 18 + 17 + 15 = 85.
 */
const SAMPLE_ORDERS = { shopify_orders: 19, etsy_orders: 16, amazon_transactions: 18, stripe_balance: 17, csv: 15 };

describe("the sample files", () => {
  it("are previewed first, storing nothing", async () => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/imports/samples?dryRun=true");
    expect(res.status).toBe(200);
    expect(res.body.files.map((f: { fileName: string }) => f.fileName)).toEqual(SAMPLE_FILES.map((s) => s.fileName));
    const by = Object.fromEntries(res.body.files.map((f: { source: string }) => [f.source, f]));
    // Products: eight variants with a SKU (the gift card has none; image rows are skipped).
    expect(by.shopify_products).toMatchObject({ products: 8, orders: 0, errors: [] });
    for (const [source, orders] of Object.entries(SAMPLE_ORDERS))
      expect(by[source], source).toMatchObject({ orders, errors: [] });
    // The Shopify sample: gross 848.00, refunds 48.44 (see imports.test.ts for the sums).
    expect(by.shopify_orders.totals[0]).toMatchObject({ currency: "USD", grossSales: "848.00", refunds: "48.44" });
    expect(await count("imports", user.id)).toBe(0);
    expect(await count("orders", user.id)).toBe(0);
    expect(await count("inventory", user.id)).toBe(0);
    expect(await importJobs(user.id)).toBe(0);
  });

  it("are imported as one import and one job, once, marked as samples everywhere, and removed in one call", async () => {
    const { user, client } = await signedInUser(app);
    // The person's own item, with a SKU the samples also have: the samples neither change nor remove it.
    const own = await client.post("/api/inventory", {
      productName: "My own lavender candle",
      sku: "CANDLE-LAV",
      quantity: 3,
      costPrice: "5.00",
      sellPrice: "20.00",
      category: "home",
    });
    expect(own.status, own.text).toBe(201);

    const res = await client.post("/api/imports/samples");
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ import: { id: expect.any(Number), status: "queued" } });
    // A second click while the first is there is refused, and adds no job.
    const again = await client.post("/api/imports/samples");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict" });
    expect(await importJobs(user.id)).toBe(1);

    const done = await waitForImport(client, res.body.import.id);
    const ordersAdded = Object.values(SAMPLE_ORDERS).reduce((a, b) => a + b, 0);
    expect(done).toMatchObject({ status: "done", sample: true, ordersAdded, errors: [] });
    // Seven of the eight products are new; the person's CANDLE-LAV is not touched.
    expect(done.productsUpdated).toBe(7);
    expect(await importJobs(user.id)).toBe(1);

    // Figures as imported: the Shopify sample's lines valued from the sample costs, except the lavender candle's,
    // valued from the person's own cost (10 at 5.00 instead of 7.50: cogs 251.40 - 25.00 = 226.40).
    expect(await figures(app, user.id, "shopify")).toMatchObject({
      orders: 19,
      grossSales: "848.00",
      refunds: "48.44",
      cogs: "226.40",
      unvalued: 0,
    });
    expect(await figures(app, user.id, "stripe", "USD")).toMatchObject({ grossSales: "1110.00", refunds: "75.00" });

    // Inventory: the sample items say so, the person's own does not and keeps its figures.
    const items = (await client.get("/api/inventory?pageSize=100")).body.items as {
      sku: string;
      sample: boolean;
      productName: string;
      costPrice: string;
    }[];
    expect(items.filter((i) => i.sample)).toHaveLength(7);
    expect(items.find((i) => i.sku === "CANDLE-LAV")).toMatchObject({
      sample: false,
      productName: "My own lavender candle",
      costPrice: "5.00",
    });

    // The P&L says its figures hold the sample orders (85, all in December 2025 to February 2026).
    const pnl = await client.get("/api/finance/pnl?from=2025-12-01&to=2026-02-28&groupBy=source");
    expect(pnl.status).toBe(200);
    expect(pnl.body.warnings.find((w: { code: string }) => w.code === "sample_data")).toEqual({
      code: "sample_data",
      count: ordersAdded,
      message: `These figures include ${ordersAdded} orders from the sample files, not your own sales. Remove the sample data on the Imports page to see only yours.`,
    });

    // The mentor's facts say which figures are samples and never give sample stock as the person's.
    const facts = await mentorFacts(app.ctx, user.id);
    const stock = facts.filter((f) => f.kind === "inventory");
    for (const fact of stock)
      if (items.some((i) => i.sample && i.productName === fact.name)) expect(fact.text).toMatch(/^Sample item /);
    expect(facts.some((f) => /sample files/.test(f.text))).toBe(true);

    // One call removes every sample record, and only those.
    const removed = await client.delete("/api/imports/samples");
    expect(removed.status).toBe(200);
    // Expenses: Amazon's 2 Service Fee rows and Stripe's Radar fee, counted from the files.
    expect(removed.body).toEqual({
      removed: { imports: 1, orders: ordersAdded, expenses: done.expensesAdded, items: 7 },
    });
    expect(await count("orders", user.id)).toBe(0);
    expect(await count("expenses", user.id)).toBe(0);
    expect(await count("imports", user.id)).toBe(0);
    const left = (await client.get("/api/inventory")).body.items;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ sku: "CANDLE-LAV", quantity: 3, sample: false });
    const after = await client.get("/api/finance/pnl?from=2025-12-01&to=2026-02-28&groupBy=source");
    expect(after.body.warnings.find((w: { code: string }) => w.code === "sample_data")).toBeUndefined();
    expect(after.body.totals.orders).toBe(0);
    expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);

    // Removed, they can be tried again.
    expect((await client.post("/api/imports/samples")).status).toBe(202);
  }, 120_000);

  it("removing them leaves the person's own imports, and removing none answers zeros", async () => {
    const { user, client } = await signedInUser(app);
    const mine = await upload(client, shopifyOrders(2), { fileName: "mine.csv" });
    expect((await waitForImport(client, mine.body.import.id)).status).toBe("done");
    const removed = await client.delete("/api/imports/samples");
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: { imports: 0, orders: 0, expenses: 0, items: 0 } });
    expect(await count("orders", user.id)).toBe(2);
    const list = (await client.get("/api/imports")).body.imports;
    expect(list.map((i: { sample: boolean }) => i.sample)).toEqual([false]);
  }, 60_000);

  it("needs a signed-in person", async () => {
    const anonymous = app.client();
    expect((await anonymous.post("/api/imports/samples")).status).toBe(401);
    expect((await anonymous.delete("/api/imports/samples")).status).toBe(401);
  });
});
