/**
 * Imports over the real HTTP app, job queue and database: a dry run writes nothing (the sample files, imported as
 * samples, are in imports-samples.test.ts); the same file twice adds nothing; undo;
 * another person's import is a 404; a file in no known format is a 400 naming its columns, and its mapping is
 * kept for the next file; too many rows are refused while reading; bad rows stop an import unless skipped.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import { figures, shopifyOrders, upload, waitForImport, sampleFile } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

const count = async (table: "orders" | "imports" | "expenses" | "import_files", userId: number) => {
  const result = await app.ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.raw(table === "import_files" ? "import_id in (select id from imports where user_id = " : "(user_id = ")}${userId})`,
  );
  return result.rows[0]?.n ?? -1;
};

/**
 * The Shopify sample by hand (shopify-orders.csv): 20 orders, #1009 cancelled and left out. Lines 29, gross
 * 48+42+22+54+24+72+45+64+32+72+18+37+48+38+34+66+30+62+40 = 848.00; discounts 4.20+7.20+10.80 = 22.20; refunds
 * 24.44 (#1012) + 24.00 (#1017) = 48.44; shipping 11 × 4.95 = 54.45; taxes 54.33. With the products sample's
 * costs: 10 lavender and 5 cedar candles at 7.50, 5 blue and 3 green mugs at 6.20, 2 A3 prints at 3.40, 6 A4 at
 * 2.10, 6 totes at 4.80, 3 gift sets at 13.70: cogs 251.40.
 */
const SHOPIFY = {
  orders: 19,
  lines: 29,
  units: 40,
  grossSales: "848.00",
  discounts: "22.20",
  refunds: "48.44",
  shipping: "54.45",
  taxes: "54.33",
  fees: "0.00",
};

describe("dry run", () => {
  it("shows what a Shopify export holds and writes nothing", async () => {
    const { user, client } = await signedInUser(app);
    const res = await upload(client, sampleFile("shopify-orders.csv"), { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: "shopify_orders",
      orders: SHOPIFY.orders,
      lines: SHOPIFY.lines,
      from: "2026-01-03",
      to: "2026-02-07",
      currencies: ["USD"],
      duplicates: 0,
      errors: [],
      mapping: null,
    });
    expect(res.body.totals).toEqual([
      {
        currency: "USD",
        grossSales: SHOPIFY.grossSales,
        discounts: SHOPIFY.discounts,
        refunds: SHOPIFY.refunds,
        shipping: SHOPIFY.shipping,
        taxes: SHOPIFY.taxes,
        fees: "0.00",
        expenses: "0.00",
      },
    ]);
    expect(res.body.skipped.map((s: { reason: string }) => s.reason)).toContain(
      "Order #1009 was cancelled, so it is left out",
    );
    expect(await count("orders", user.id)).toBe(0);
    expect(await count("imports", user.id)).toBe(0);
  });

  it("answers a file in no known format with a 400 naming its columns, and keeps the mapping for next time", async () => {
    const { client } = await signedInUser(app);
    const csv = "When,Ref,What,Code,How many,Each,Fee\n03/01/2026,R-1,Candle,CANDLE-LAV,2,24.00,1.10\n";
    const unknown = await upload(client, csv, { dryRun: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("When, Ref, What, Code, How many, Each, Fee");
    expect(unknown.body.details.unmappedColumns).toEqual(["When", "Ref", "What", "Code", "How many", "Each", "Fee"]);

    const mapping = {
      date: "When",
      dateFormat: "DD/MM/YYYY",
      orderId: "Ref",
      product: "What",
      sku: "Code",
      quantity: "How many",
      unitPrice: "Each",
      fees: "Fee",
      defaultCurrency: "usd",
    };
    // A mapping the server refuses names the field of the mapping each problem is about, for the form to show beside it.
    const { date: _date, ...withoutDate } = mapping;
    const refused = await upload(client, csv, { dryRun: true, fields: { mapping: JSON.stringify(withoutDate) } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(
      expect.arrayContaining([{ path: "mapping.date", message: expect.any(String) as string }]),
    );
    expect(refused.body.message).toBe(refused.body.details[0].message);

    const mapped = await upload(client, csv, { dryRun: true, fields: { mapping: JSON.stringify(mapping) } });
    expect(mapped.status).toBe(200);
    expect(mapped.body).toMatchObject({ source: "csv", orders: 1, from: "2026-01-03", unmappedColumns: [] });
    expect(mapped.body.totals[0]).toMatchObject({ grossSales: "48.00", fees: "1.10" });

    // Imported once with the mapping, the next file with the same columns is read without one.
    const started = await upload(client, csv, { fields: { mapping: JSON.stringify(mapping) } });
    expect(started.status).toBe(202);
    expect((await waitForImport(client, started.body.import.id)).status).toBe("done");
    const next = "when , REF,What,Code,How many,Each,Fee\n04/01/2026,R-2,Mug,MUG-BLU,1,18.00,0.60\n";
    const offered = await upload(client, next, { dryRun: true });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ source: "csv", orders: 1, from: "2026-01-04" });
    expect(offered.body.mapping).toMatchObject({ date: "When", orderId: "Ref", defaultCurrency: "USD" });
  });

  it("refuses a file of more than 200,000 rows while reading it, naming the limit", async () => {
    const { client } = await signedInUser(app);
    const header = "Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price";
    const rows = Array.from({ length: 200_001 }, (_, i) => `#${i},a@b.c,paid,2026-01-02,1,C,1.00`);
    const res = await upload(client, `${[header, ...rows].join("\n")}\n`, { dryRun: true });
    expect(res.status).toBe(413);
    expect(res.body.message).toContain("200,000 rows");
  });

  it("refuses a file larger than 20 MB", async () => {
    const { client } = await signedInUser(app);
    const res = await upload(client, Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), { dryRun: true });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The file is larger than 20 MB.");
  });
});

describe("importing", () => {
  it("costs imported after the orders value their lines: the P&L counts them, and each order's totals match its lines", async () => {
    const { client } = await signedInUser(app);
    const pnl = async (groupBy: string) => {
      const res = await client.get(`/api/finance/pnl?from=2026-01-01&to=2026-02-28&groupBy=${groupBy}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const orders = await upload(client, sampleFile("shopify-orders.csv"), { fileName: "shopify-orders.csv" });
    expect(orders.status).toBe(202);
    expect(await waitForImport(client, orders.body.import.id)).toMatchObject({ status: "done", ordersAdded: 19 });
    // No costs yet: every line of goods is counted as missing one, and the cost of goods is nothing.
    const before = await pnl("source");
    expect(before.totals).toMatchObject({
      orders: 19,
      units: SHOPIFY.units,
      grossSales: SHOPIFY.grossSales,
      cogs: "0.00",
    });
    expect(before.warnings.find((w: { code: string }) => w.code === "missing_cost")).toMatchObject({
      count: SHOPIFY.lines,
    });
    expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);

    const products = await upload(client, sampleFile("shopify-products.csv"), { fileName: "shopify-products.csv" });
    expect(products.status).toBe(202);
    expect(await waitForImport(client, products.body.import.id)).toMatchObject({ status: "done" });
    // Valued by the products' costs: the figures by source and by month (read from the orders' totals) and by
    // product (read from the lines) agree, and no line is left without a cost.
    for (const groupBy of ["source", "month", "product"]) {
      const after = await pnl(groupBy);
      expect(after.totals).toMatchObject({
        orders: 19,
        units: SHOPIFY.units,
        grossSales: SHOPIFY.grossSales,
        cogs: "251.40",
      });
      expect(after.warnings.map((w: { code: string }) => w.code)).not.toContain("missing_cost");
    }
    expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });

  it("adds nothing when the same file is imported twice, and undo removes what an import added", async () => {
    const { user, client } = await signedInUser(app);
    const first = await upload(client, sampleFile("shopify-orders.csv"), { fileName: "orders_export.csv" });
    expect(first.status).toBe(202);
    expect(first.body.import).toEqual({ id: expect.any(Number), status: "queued" });
    expect(await waitForImport(client, first.body.import.id)).toMatchObject({
      status: "done",
      fileName: "orders_export.csv",
      // 30 rows below the header (one cell spans two lines of the file).
      rowsTotal: 30,
      rowsDone: 30,
      ordersAdded: 19,
      ordersSkipped: 0,
    });
    const preview = await upload(client, sampleFile("shopify-orders.csv"), { dryRun: true });
    expect(preview.body.duplicates).toBe(19);
    const second = await upload(client, sampleFile("shopify-orders.csv"));
    expect(await waitForImport(client, second.body.import.id)).toMatchObject({
      status: "done",
      ordersAdded: 0,
      ordersSkipped: 19,
    });
    expect(await figures(app, user.id, "shopify")).toMatchObject({ orders: 19, lines: 29, grossSales: "848.00" });
    // The rollups count the orders once (docs/decisions/1030-order-rollups.md).
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
    const byMonth = async () =>
      (await client.get("/api/finance/pnl?from=2026-01-01&to=2026-02-28&groupBy=month")).body.totals;
    expect(await byMonth()).toMatchObject({ orders: 19, grossSales: "848.00" });

    expect((await client.delete(`/api/imports/${second.body.import.id}`)).status).toBe(204);
    expect(await figures(app, user.id, "shopify")).toMatchObject({ orders: 19, lines: 29 });
    expect((await client.delete(`/api/imports/${first.body.import.id}`)).status).toBe(204);
    expect(await figures(app, user.id, "shopify")).toMatchObject({ orders: 0, lines: 0 });
    // Undo takes the orders out of the rollups: nothing left, and the P&L is empty again.
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
    const rows = await app.ctx.db.execute(
      sql`select 1 from order_month_totals where user_id = ${user.id} union all select 1 from order_product_totals where user_id = ${user.id}`,
    );
    expect(rows.rows).toEqual([]);
    expect(await byMonth()).toMatchObject({ orders: 0, grossSales: "0.00" });
    expect((await client.get(`/api/imports/${first.body.import.id}`)).status).toBe(404);
    expect((await client.get("/api/imports")).body.imports).toEqual([]);
  });

  it("answers 404 for another person's import, and does not undo it", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const started = await upload(owner.client, sampleFile("etsy-sold-order-items.csv"));
    const id = started.body.import.id;
    await waitForImport(owner.client, id);
    expect((await other.client.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/imports/${id}`)).status).toBe(404);
    expect((await other.client.get("/api/imports")).body.imports).toEqual([]);
    expect((await owner.client.get(`/api/imports/${id}`)).body.import.status).toBe("done");
    expect((await app.client().get("/api/imports")).status).toBe(401);
  });

  it("imports nothing from a file with a bad row, unless the person chooses to skip the bad rows", async () => {
    const { user, client } = await signedInUser(app);
    const lines = shopifyOrders(3).trimEnd().split("\n");
    lines[3] = lines[3].replace(",1,Lavender Soy Candle,", ",two,Lavender Soy Candle,"); // order #2's first row
    const csv = `${lines.join("\n")}\n`;
    const preview = await upload(client, csv, { dryRun: true });
    expect(preview.body.errors).toHaveLength(1);
    expect(preview.body.errors[0].message).toMatch(/^Line 4: /);
    expect(preview.body.orders).toBe(2);

    const refused = await upload(client, csv);
    const failed = await waitForImport(client, refused.body.import.id);
    expect(failed).toMatchObject({ status: "failed", ordersAdded: 0 });
    expect(failed.failure).toBe(
      "One row has an error: nothing was imported. Correct the file, or choose to skip the bad rows.",
    );
    expect(failed.errors).toEqual(preview.body.errors);
    expect(await count("orders", user.id)).toBe(0);

    const skipping = await upload(client, csv, { fields: { skipBadRows: "true" } });
    expect(await waitForImport(client, skipping.body.import.id)).toMatchObject({ status: "done", ordersAdded: 2 });
    expect(await count("orders", user.id)).toBe(2);
  });
});
