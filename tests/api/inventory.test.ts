/**
 * Inventory and sales over the real HTTP app and a real database: CRUD with every validation message, the
 * status derived by the server, SKU conflicts, ownership (404), exact sale profit, overselling refused with
 * nothing written, parallel sales of the last unit, deleting a sale, CSV export and its import back through the
 * imports hub (decision 1034; the hub's tests hold its upload limits), the 5,000-item limit, cells a spreadsheet
 * would run as formulas.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { deskLampItem, signedInUser } from "../support/factories";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import type { HttpClient } from "../support/http-client";
import { PROJECT_ROOT } from "../../server/root";
import { upload as hubUpload, waitForImport } from "./imports-support";

const app = useTestApp();

const product = (overrides: Record<string, unknown> = {}) => ({
  ...deskLampItem,
  supplier: "CJdropshipping",
  notes: "Warm white",
  ...overrides,
});

/**
 * Imports a CSV through the imports hub (decision 1034): a dry run answers the preview; a real import is a job,
 * waited for, answering its record.
 */
async function upload(client: HttpClient, csv: string, dryRun = false): Promise<{ status: number; body: any }> {
  const sent = await hubUpload(client, csv, { dryRun, fileName: "inventory.csv" });
  if (dryRun || sent.status !== 202) return sent;
  return { status: 202, body: await waitForImport(client, sent.body.import.id) };
}

describe("inventory CRUD", () => {
  it("creates, lists, edits and deletes an item with money as two-decimal strings", async () => {
    const { client } = await signedInUser(app);
    expect((await client.get("/api/inventory")).body).toEqual({ items: [], total: 0 });
    const created = await client.post("/api/inventory", product({ costPrice: 8.5, sellPrice: "24.9" }));
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({
      productName: "LED Desk Lamp",
      sku: "LAMP-1",
      quantity: 25,
      costPrice: "8.50",
      sellPrice: "24.90",
      supplier: "CJdropshipping",
      category: "home",
      notes: "Warm white",
      status: "active",
    });
    const id = created.body.item.id;
    const list = await client.get("/api/inventory");
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([id]);

    const edited = await client.patch(`/api/inventory/${id}`, {
      productName: "LED Lamp",
      sellPrice: "29.99",
      notes: "",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({ productName: "LED Lamp", sellPrice: "29.99", notes: null, quantity: 25 });

    expect((await client.delete(`/api/inventory/${id}`)).status).toBe(204);
    expect((await client.get("/api/inventory")).body.items).toEqual([]);
    expect((await client.delete(`/api/inventory/${id}`)).status).toBe(404);
  });

  it("lists every item exactly as it was answered when created and edited (the list is built by the database)", async () => {
    const { client } = await signedInUser(app);
    const odd = product({
      productName: 'Lamp "Deluxe" \\ tab\t line\nbreak é 😀 </script>',
      sku: null,
      costPrice: "0",
      sellPrice: "12345.6",
      supplier: null,
      notes: null,
    });
    const a = (await client.post("/api/inventory", odd)).body.item;
    const b = (await client.post("/api/inventory", product({ sku: "B-2", quantity: 0 }))).body.item;
    const edited = (await client.patch(`/api/inventory/${b.id}`, { quantity: 3, category: "fashion" })).body.item;
    const list = await client.get("/api/inventory");
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    expect(list.body).toEqual({ items: [edited, a], total: 2 });
    expect(a).toMatchObject({ costPrice: "0.00", sellPrice: "12345.60", supplier: null, status: "active" });
    expect(edited.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it.each([
    [{ productName: "" }, "Product name is required"],
    [{ productName: undefined }, "Product name is required"],
    [{ category: "" }, "Category is required"],
    [{ category: "spaceships" }, "Category is required"],
    [{ quantity: -1 }, "Quantity must be a whole number of 0 or more"],
    [{ quantity: 2.5 }, "Quantity must be a whole number of 0 or more"],
    [{ quantity: "ten" }, "Quantity must be a whole number of 0 or more"],
    [{ costPrice: "" }, "Cost price is required"],
    [{ costPrice: "-1" }, "Cost price must be an amount of 0 or more with at most two decimals"],
    [{ sellPrice: "9.999" }, "Sell price must be an amount of 0 or more with at most two decimals"],
    // JSON numbers follow the same rule as text: never rounded into a different amount.
    [{ costPrice: 12.345 }, "Cost price must be an amount of 0 or more with at most two decimals"],
    [{ sellPrice: 1e-7 }, "Sell price must be an amount of 0 or more with at most two decimals"],
    [{ sellPrice: "100000.00" }, "Sell price must be at most 99,999.99"],
    [{ costPrice: 1e21 }, "Cost price must be at most 99,999.99"],
    [{ quantity: 100_001 }, "Quantity must be at most 100,000"],
    [{ quantity: "99999999999999999999" }, "Quantity must be at most 100,000"],
    [{ sellPrice: undefined }, "Sell price is required"],
    [{ sku: "x".repeat(101) }, "SKU must be at most 100 characters"],
  ])("refuses %j with '%s'", async (overrides, message) => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/inventory", product({ sku: null, ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "validation_error" });
    expect((await client.get("/api/inventory")).body.items).toEqual([]);
  });

  it("derives the status from the quantity whatever the request says", async () => {
    const { client } = await signedInUser(app);
    const cases: [number, string][] = [
      [0, "out_of_stock"],
      [1, "low_stock"],
      [10, "low_stock"],
      [11, "active"],
    ];
    for (const [quantity, status] of cases) {
      const res = await client.post("/api/inventory", product({ sku: null, quantity, status: "active" }));
      expect(res.body.item.status).toBe(status);
    }
    const { body } = await client.post("/api/inventory", product({ sku: null, quantity: 50 }));
    const patched = await client.patch(`/api/inventory/${body.item.id}`, { quantity: 3, status: "active" });
    expect(patched.body.item).toMatchObject({ quantity: 3, status: "low_stock" });
    const empty = await client.patch(`/api/inventory/${body.item.id}`, { quantity: "0" });
    expect(empty.body.item.status).toBe("out_of_stock");
    const onlyStatus = await client.patch(`/api/inventory/${body.item.id}`, { status: "active" });
    expect(onlyStatus.status).toBe(400);
    expect(onlyStatus.body.message).toBe("Nothing to update");
  });

  it("keeps SKUs unique per user (409) but lets two users use the same SKU", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    expect((await a.client.post("/api/inventory", product())).status).toBe(201);
    const dup = await a.client.post("/api/inventory", product());
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      message: 'A product with SKU "LAMP-1" is already in your inventory. Use a different SKU.',
      code: "conflict",
    });
    expect((await b.client.post("/api/inventory", product())).status).toBe(201);
    const other = await a.client.post("/api/inventory", product({ sku: "LAMP-2" }));
    const clash = await a.client.patch(`/api/inventory/${other.body.item.id}`, { sku: "LAMP-1" });
    expect(clash.status).toBe(409);
  });

  it("answers 404 for another user's item: edit, delete, sell", async () => {
    const owner = await signedInUser(app);
    const stranger = await signedInUser(app);
    const { body } = await owner.client.post("/api/inventory", product());
    const id = body.item.id;
    expect((await stranger.client.patch(`/api/inventory/${id}`, { quantity: 1 })).status).toBe(404);
    expect((await stranger.client.delete(`/api/inventory/${id}`)).status).toBe(404);
    const sell = await stranger.client.post(`/api/inventory/${id}/sales`, { quantity: 1 });
    expect(sell.status).toBe(404);
    expect(sell.body).toEqual({ message: "Inventory item not found", code: "not_found" });
    expect((await stranger.client.get("/api/inventory")).body.items).toEqual([]);
    expect((await owner.client.get("/api/inventory")).body.items[0].quantity).toBe(25);
    expect((await owner.client.patch("/api/inventory/abc", { quantity: 1 })).status).toBe(400);
  });
});

describe("sales", () => {
  it("takes the stock, computes the profit exactly and lists newest first", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post(
      "/api/inventory",
      product({ quantity: 12, costPrice: "0.10", sellPrice: "0.30" }),
    );
    const id = body.item.id;
    const first = await client.post(`/api/inventory/${id}/sales`, {
      quantity: 3,
      platform: "Shopify",
      customerLocation: "Austin, TX",
      orderDate: "2026-11-01",
    });
    expect(first.status).toBe(201);
    // (0.30 - 0.10) x 3 is 0.60 exactly, not 0.6000000000000001
    expect(first.body.sale).toMatchObject({
      quantity: 3,
      salePrice: "0.30",
      costPrice: "0.10",
      profit: "0.60",
      platform: "Shopify",
      customerLocation: "Austin, TX",
      productName: "LED Desk Lamp",
    });
    expect(first.body.sale.orderDate.slice(0, 10)).toBe("2026-11-01");
    expect(first.body.item).toMatchObject({ quantity: 9, status: "low_stock" });
    const second = await client.post(`/api/inventory/${id}/sales`, { quantity: 2, salePrice: "0.05" });
    expect(second.body.sale.profit).toBe("-0.10");
    const list = await client.get("/api/sales?page=1&pageSize=1");
    expect(list.body.total).toBe(2);
    expect(list.body.sales.map((s: { id: number }) => s.id)).toEqual([second.body.sale.id]);
    const page2 = await client.get("/api/sales?page=2&pageSize=1");
    expect(page2.body.sales.map((s: { id: number }) => s.id)).toEqual([first.body.sale.id]);
    expect((await client.get("/api/sales?pageSize=500")).body.message).toBe("Page size must be 1 to 100");
  });

  it("refuses to sell more than is in stock and writes nothing", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 2 }));
    const res = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 3 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Only 2 of "LED Desk Lamp" in stock: you cannot sell 3.', code: "conflict" });
    expect((await client.get("/api/sales")).body).toMatchObject({ sales: [], total: 0 });
    expect((await client.get("/api/inventory")).body.items[0].quantity).toBe(2);
    const zero = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 0 });
    expect(zero.body.message).toBe("Quantity must be a whole number of 1 or more");
    const badDate = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 1, orderDate: "yesterday" });
    expect(badDate.body.message).toBe("Order date must be a date (YYYY-MM-DD)");
  });

  it("gives exactly one sale when ten parallel sales race for the last unit", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 1 }));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 1 })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await client.get("/api/sales")).body.total).toBe(1);
    expect((await client.get("/api/inventory")).body.items[0]).toMatchObject({ quantity: 0, status: "out_of_stock" });
  });

  it("puts the stock back when a sale is deleted; another user's sale is 404", async () => {
    const { client } = await signedInUser(app);
    const stranger = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 11 }));
    const sale = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 4 });
    expect(sale.body.item.status).toBe("low_stock");
    expect((await stranger.client.delete(`/api/sales/${sale.body.sale.id}`)).status).toBe(404);
    expect((await client.delete(`/api/sales/${sale.body.sale.id}`)).status).toBe(204);
    expect((await client.get("/api/inventory")).body.items[0]).toMatchObject({ quantity: 11, status: "active" });
    expect((await client.get("/api/sales")).body.total).toBe(0);
  });
});

describe("bounds: every amount, quantity and date fits its column", () => {
  it("stores the largest sale exactly: 100,000 units at 99,999.99, as a gain and as a loss", async () => {
    const { client } = await signedInUser(app);
    const big = { sku: null, quantity: 100_000 };
    const gain = (await client.post("/api/inventory", product({ ...big, costPrice: "0", sellPrice: "99999.99" }))).body
      .item;
    const loss = (await client.post("/api/inventory", product({ ...big, costPrice: "99999.99", sellPrice: "0" }))).body
      .item;
    const a = await client.post(`/api/inventory/${gain.id}/sales`, { quantity: 100_000, salePrice: "99999.99" });
    expect(a.status).toBe(201);
    expect(a.body.sale).toMatchObject({ quantity: 100_000, salePrice: "99999.99", profit: "9999999000.00" });
    const b = await client.post(`/api/inventory/${loss.id}/sales`, { quantity: 100_000, salePrice: 0 });
    expect(b.status).toBe(201);
    expect(b.body.sale.profit).toBe("-9999999000.00");
    // Each sale's order keeps its line's totals (docs/decisions/1014-order-line-totals.md).
    expect(await ordersWithWrongTotals(app.database.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.database.db)).toEqual([]);
  });

  it("refuses a sale price above 99,999.99 and a quantity above 100,000 with a 400, writing nothing", async () => {
    // 2 units at 9,999,999,999.99 used to overflow the profit column: a 500.
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 5 }));
    const price = await client.post(`/api/inventory/${body.item.id}/sales`, {
      quantity: 2,
      salePrice: "9999999999.99",
    });
    expect(price.status).toBe(400);
    expect(price.body).toEqual({
      message: "Sale price must be at most 99,999.99",
      code: "validation_error",
      details: [{ path: "salePrice", message: "Sale price must be at most 99,999.99" }],
    });
    const qty = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 2_147_483_648 });
    expect(qty.status).toBe(400);
    expect(qty.body.message).toBe("Quantity must be at most 100,000");
    expect((await client.get("/api/sales")).body.total).toBe(0);
    expect((await client.get("/api/inventory")).body.items[0].quantity).toBe(5);
  });

  it.each([
    ["0000-01-01", "Order date must be between 2000-01-01 and 2100-12-31"],
    ["1999-12-31", "Order date must be between 2000-01-01 and 2100-12-31"],
    ["2101-01-01", "Order date must be between 2000-01-01 and 2100-12-31"],
    ["2026-02-30", "Order date must be a real calendar date (YYYY-MM-DD)"],
    ["2025-02-29", "Order date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-13-01", "Order date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-04-31T10:00:00Z", "Order date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-01-01T24:00Z", "Order date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-1-5", "Order date must be a date (YYYY-MM-DD)"],
    ["2026-01-01T10:00", "Order date must be a date (YYYY-MM-DD)"],
    ["+002026-01-01", "Order date must be a date (YYYY-MM-DD)"],
  ])("refuses the order date %s with '%s' and records nothing", async (orderDate, message) => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 5 }));
    const res = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 1, orderDate });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "validation_error" });
    expect((await client.get("/api/sales")).body.total).toBe(0);
  });

  it.each([
    ["2024-02-29", "2024-02-29T00:00:00.000Z"],
    ["2000-01-01", "2000-01-01T00:00:00.000Z"],
    ["2100-12-31", "2100-12-31T00:00:00.000Z"],
    ["2026-03-01T18:30:00.000Z", "2026-03-01T18:30:00.000Z"],
    ["2026-03-01T08:00:00+02:00", "2026-03-01T06:00:00.000Z"],
  ])("records the order date %s as %s", async (orderDate, stored) => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 5 }));
    const res = await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 1, orderDate });
    expect(res.status).toBe(201);
    expect(res.body.sale.orderDate).toBe(stored);
  });

  it("refuses (409) to delete a sale whose stock would go above 100,000, changing nothing", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product({ quantity: 100_000 }));
    const id = body.item.id;
    const sale = await client.post(`/api/inventory/${id}/sales`, { quantity: 60_000 });
    expect((await client.patch(`/api/inventory/${id}`, { quantity: 50_000 })).status).toBe(200);
    const res = await client.delete(`/api/sales/${sale.body.sale.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        'Deleting this sale would put 60,000 back on "LED Desk Lamp" and take its stock above 100,000. Lower the stock first, then delete the sale.',
      code: "conflict",
    });
    expect((await client.get("/api/sales")).body.total).toBe(1);
    expect((await client.get("/api/inventory")).body.items[0].quantity).toBe(50_000);
    // At exactly 100,000 it goes through.
    await client.patch(`/api/inventory/${id}`, { quantity: 40_000 });
    expect((await client.delete(`/api/sales/${sale.body.sale.id}`)).status).toBe(204);
    expect((await client.get("/api/inventory")).body.items[0]).toMatchObject({ quantity: 100_000, status: "active" });
  });
});

describe("CSV", () => {
  it("exports with formula cells escaped and imports the export back to the same rows", async () => {
    const { client } = await signedInUser(app);
    await client.post(
      "/api/inventory",
      product({ productName: '=HYPERLINK("x")', sku: "A-1", notes: '@home, "quoted"\nsecond line' }),
    );
    await client.post(
      "/api/inventory",
      product({ productName: "-50% Tee", sku: "+B", quantity: 0, category: "fashion", supplier: null, notes: null }),
    );
    const csv = await client.get("/api/inventory/export");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="?inventory-\d{4}-\d{2}-\d{2}\.csv"?/);
    expect(csv.text.split("\n")[0]).toBe("productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status");
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.text).toContain("'-50% Tee,'+B");

    const other = await signedInUser(app);
    const preview = await upload(other.client, csv.text, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ source: "hustleforge_inventory", products: 2, errors: [] });
    expect((await other.client.get("/api/inventory")).body.items).toEqual([]);
    const done = await upload(other.client, csv.text);
    expect(done.body).toMatchObject({ status: "done", productsUpdated: 2 });
    const strip = (items: Record<string, unknown>[]) =>
      items.map(({ id: _i, createdAt: _c, updatedAt: _u, ...rest }) => rest);
    expect(strip((await other.client.get("/api/inventory")).body.items)).toEqual(
      strip((await client.get("/api/inventory")).body.items),
    );
  });

  it("imports nothing when one row is bad and names its line", async () => {
    const { client } = await signedInUser(app);
    const csv = [
      "productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status",
      "Yoga Mat,MAT-1,30,6.00,19.99,,fitness,,",
      "Phone Case,CASE-1,-4,1.20,9.99,,electronics,,",
      "Scarf,MAT-1,5,2.00,12.00,,fashion,,",
    ].join("\n");
    const preview = await upload(client, csv, true);
    expect(preview.body.errors).toEqual([
      { line: 3, message: "Line 3: Quantity must be a whole number of 0 or more" },
      { line: 4, message: 'Line 4: SKU "MAT-1" is also on line 2' },
    ]);
    const res = await upload(client, csv);
    expect(res.body).toMatchObject({ status: "failed", productsUpdated: 0 });
    expect((await client.get("/api/inventory")).body.items).toEqual([]);
  });

  it("imports a real Shopify products export: Type becomes a category or `other`, image rows are skipped", async () => {
    const { client } = await signedInUser(app);
    const csv = fs.readFileSync(path.join(PROJECT_ROOT, "server/modules/imports/samples/shopify-products.csv"), "utf8");
    const preview = await upload(client, csv, true);
    expect(preview.body).toMatchObject({ source: "shopify_products", products: 8, errors: [] });
    const done = await upload(client, csv);
    expect(done.body).toMatchObject({ status: "done", productsUpdated: 8 });
  });

  it("re-imports its own export, updating the items by SKU", async () => {
    const { client } = await signedInUser(app);
    await client.post("/api/inventory", product({ sku: "LAMP-1", quantity: 25 }));
    const exported = (await client.get("/api/inventory/export")).text;
    const changed = exported.replace(",25,8.50,24.99,", ",4,9.10,26.00,");
    const done = await upload(client, changed);
    expect(done.body).toMatchObject({ status: "done", productsUpdated: 1 });
    const items = (await client.get("/api/inventory")).body.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sku: "LAMP-1",
      quantity: 4,
      costPrice: "9.10",
      sellPrice: "26.00",
      status: "low_stock",
    });
  });

  it("maps Shopify's product export columns", async () => {
    const { client } = await signedInUser(app);
    const csv = [
      "Handle,Title,Vendor,Type,Variant SKU,Variant Inventory Qty,Variant Price,Cost per item",
      "smart-watch,Smart Watch,Zendrop,Electronics,SW-BLK,14,49.00,18.25",
      "smart-watch,,,,SW-SLV,3,49.00,18.25",
    ].join("\n");
    const res = await upload(client, csv);
    expect(res.body).toMatchObject({ status: "done", source: "shopify_products", productsUpdated: 2 });
    const items = (await client.get("/api/inventory")).body.items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productName: "Smart Watch",
          sku: "SW-BLK",
          quantity: 14,
          sellPrice: "49.00",
          costPrice: "18.25",
          category: "electronics",
          supplier: "Zendrop",
          status: "active",
        }),
        expect.objectContaining({ productName: "Smart Watch", sku: "SW-SLV", quantity: 3, status: "low_stock" }),
      ]),
    );
  });

  it("exports sales as CSV", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post("/api/inventory", product());
    await client.post(`/api/inventory/${body.item.id}/sales`, { quantity: 2, platform: "Etsy" });
    const csv = await client.get("/api/sales/export");
    const lines = csv.text.trim().split("\n");
    expect(lines[0]).toBe("orderDate,productName,quantity,salePrice,costPrice,profit,platform,customerLocation");
    expect(lines[1]).toContain(",LED Desk Lamp,2,24.99,8.50,32.98,Etsy,");
  });
});

describe("CSV cells a spreadsheet would run", () => {
  const FORMULA = /^[=+\-@]/;
  /** Every cell a spreadsheet could make of the file, whichever separator it splits on (quotes and spaces ignored). */
  const cellsStartingAFormula = (csv: string) =>
    csv
      .split(/[,;\t\r\n]/)
      .map((cell) => cell.replace(/^[\s"]+/, ""))
      .filter((cell) => FORMULA.test(cell));

  it("neutralises a formula after a semicolon, a tab or a line break inside a cell, in both exports", async () => {
    const { client } = await signedInUser(app);
    const { body } = await client.post(
      "/api/inventory",
      product({ productName: "Lamp\t+SUM(A1)", sku: "A,@B", notes: 'first\n-2+3 ; "=1+1"\r\n@x' }),
    );
    await client.post(`/api/inventory/${body.item.id}/sales`, {
      quantity: 1,
      platform: "Etsy;-1",
      customerLocation: "Berlin;=cmd|' /C calc'!A0",
    });
    const sales = await client.get("/api/sales/export");
    expect(sales.text).toContain(`"Etsy;'-1","Berlin;'=cmd|' /C calc'!A0"`);
    expect(cellsStartingAFormula(sales.text)).toEqual([]);
    const inventory = await client.get("/api/inventory/export");
    expect(inventory.text).toContain(`"Lamp\t'+SUM(A1)","A,'@B"`);
    expect(cellsStartingAFormula(inventory.text)).toEqual([]);

    // The export imports back to the same text.
    const other = await signedInUser(app);
    expect((await upload(other.client, inventory.text)).body.status).toBe("done");
    expect((await other.client.get("/api/inventory")).body.items[0]).toMatchObject({
      productName: "Lamp\t+SUM(A1)",
      sku: "A,@B",
      notes: 'first\n-2+3 ; "=1+1"\r\n@x',
    });
  });
});

describe("limits", () => {
  it("keeps at most 5,000 items per user, for single adds and imports", async () => {
    const { user, client } = await signedInUser(app);
    await app.database.db
      .execute(sql`insert into inventory (user_id, product_name, quantity, cost_price, sell_price, category, status)
      select ${user.id}, 'Item ' || g, 20, 1.00, 2.00, 'home', 'active' from generate_series(1, 4999) g`);
    expect((await client.post("/api/inventory", product())).status).toBe(201);
    const over = await client.post("/api/inventory", product({ sku: "LAMP-9" }));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("You can keep at most 5,000 products in your inventory.");
    const imp = await upload(client, "productName,quantity,costPrice,sellPrice,category\nMore,1,1,2,home\n");
    expect(imp.body).toMatchObject({
      status: "failed",
      failure: "You can keep at most 5,000 products in your inventory: nothing was imported.",
    });
    expect((await client.get("/api/inventory")).body.total).toBe(5000);
  });
});
