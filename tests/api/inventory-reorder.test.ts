/**
 * The paged list, the reorder list and the stock valuation over the real HTTP app (docs/guide/inventory.md):
 * paging, search and every sort on 5,000 items; days of supply from orders of several sources; valuation now and
 * at the end of a past month from the ledger.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { INVENTORY_SORTS } from "../../shared/contracts/inventory";
import { keepOrderTotals } from "../support/order-totals";

const app = useTestApp();
const db = () => app.database.db;

const product = (overrides: Record<string, unknown> = {}) => ({
  productName: "LED Desk Lamp",
  quantity: 10,
  costPrice: "8.00",
  sellPrice: "24.00",
  category: "home",
  ...overrides,
});

/** An order of `source` with one line of `quantity` of the item, `daysAgo` days ago (written as the writers do). */
async function sold(userId: number, itemId: number, source: string, quantity: number, daysAgo: number, n: number) {
  const [order] = (
    await db().execute<{ id: number }>(sql`
      insert into orders (user_id, source, external_id, ordered_at, goods, units)
      values (${userId}, ${source}, ${`${source}-${itemId}-${n}`}, now() - make_interval(days => ${daysAgo}), 0, ${quantity})
      returning id`)
  ).rows;
  await db().execute(sql`
    insert into order_lines (order_id, user_id, name, quantity, unit_price, unit_cost, inventory_id, valued_at)
    values (${order.id}, ${userId}, 'x', ${quantity}, 1, 1, ${itemId}, now())`);
  // Its totals and rollups (the item's days among them), as the app's writers keep them.
  await keepOrderTotals(db(), userId);
}

describe("the paged list", () => {
  it("pages, searches name and SKU, filters and sorts by every column on 5,000 items", async () => {
    const { user, client } = await signedInUser(app);
    await db().execute(sql`
      insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price, status, category)
      select ${user.id}, 'Product ' || lpad(g::text, 4, '0'), 'SKU-' || g, g % 40, (g % 17) + 1, (g % 23) + 2,
             case when g % 40 = 0 then 'out_of_stock' when g % 40 <= 10 then 'low_stock' else 'active' end,
             (array['home','fashion','beauty','other'])[1 + g % 4]
        from generate_series(1, 5000) g`);
    const first = await client.get("/api/inventory?page=1&pageSize=100&sort=productName");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5000);
    expect(first.body.items).toHaveLength(100);
    expect(first.body.items[0].productName).toBe("Product 0001");
    const last = await client.get("/api/inventory?page=50&pageSize=100&sort=productName");
    expect(last.body.items.at(-1).productName).toBe("Product 5000");
    expect((await client.get("/api/inventory?page=51&pageSize=100")).body).toEqual({ items: [], total: 5000 });

    const search = await client.get("/api/inventory?q=sku-499&sort=-productName");
    expect(search.body.total).toBe(11); // SKU-499 and SKU-4990..4999
    expect(search.body.items[0].sku).toBe("SKU-4999");
    expect((await client.get("/api/inventory?q=product%20012")).body.total).toBe(10);
    expect((await client.get("/api/inventory?q=%25")).body.total).toBe(0); // % is a letter, not a wildcard

    const filtered = await client.get("/api/inventory?status=out_of_stock&category=home&pageSize=100");
    expect(filtered.body.total).toBe(125); // g % 40 = 0 and g % 4 = 0
    expect(
      filtered.body.items.every(
        (i: { status: string; category: string }) => i.status === "out_of_stock" && i.category === "home",
      ),
    ).toBe(true);

    for (const sort of INVENTORY_SORTS)
      for (const dir of ["", "-"]) {
        const res = await client.get(`/api/inventory?pageSize=100&sort=${dir}${sort}`);
        expect(res.status, `${dir}${sort}`).toBe(200);
        expect(res.body.items).toHaveLength(100);
      }
    const byQty = (await client.get("/api/inventory?pageSize=5&sort=-quantity")).body.items;
    expect(byQty.map((i: { quantity: number }) => i.quantity)).toEqual([39, 39, 39, 39, 39]);

    const summary = (await client.get("/api/inventory/summary")).body.summary;
    expect(summary.products).toBe(5000);
    expect(summary.lowStock).toBe((5000 / 40) * 11);

    const bad = await client.get("/api/inventory?pageSize=101&sort=colour&status=gone");
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["pageSize", "sort", "status"]);
  });
});

describe("reorder", () => {
  it("reads sales from every source, and suggests quantities grouped by preferred supplier", async () => {
    const { user, client } = await signedInUser(app);
    const fast = (await client.post("/api/inventory", product({ productName: "Fast", quantity: 20 }))).body.item;
    const slow = (await client.post("/api/inventory", product({ productName: "Slow", quantity: 3 }))).body.item;
    const idle = (await client.post("/api/inventory", product({ productName: "Idle", quantity: 50 }))).body.item;
    await client.patch(`/api/inventory/${fast.id}`, {
      leadTimeDays: 14,
      preferredSupplier: "Zeta Supply",
      coverDays: 30,
    });
    await client.patch(`/api/inventory/${slow.id}`, {
      reorderPoint: 5,
      preferredSupplier: "Alpha Goods",
      reorderQuantity: 24,
    });
    await client.patch(`/api/inventory/${idle.id}`, { leadTimeDays: 30 });
    // Fast: 60 units in 6 sales over the last 30 days from Shopify, Etsy, Amazon and typed-in sales: 2 a day.
    const sources = ["shopify", "etsy", "amazon", "manual", "shopify", "etsy"];
    for (const [n, source] of sources.entries()) await sold(user.id, fast.id, source, 10, 2 + n * 4, n);
    // Older than 90 days: not counted.
    await sold(user.id, fast.id, "shopify", 500, 120, 99);
    // Slow: one sale 50 days ago (90-day window).
    await sold(user.id, slow.id, "csv", 9, 50, 0);

    const detail = (await client.get(`/api/inventory/${fast.id}`)).body;
    expect(detail.supply).toMatchObject({ dailyRate: 2, daysOfSupply: 10, windowDays: 30 });

    const res = await client.get("/api/inventory/reorder");
    expect(res.status).toBe(200);
    expect(res.body.items.map((e: { item: { productName: string } }) => e.item.productName)).toEqual(["Slow", "Fast"]);
    const [slowEntry, fastEntry] = res.body.items;
    expect(slowEntry).toMatchObject({
      supplier: "Alpha Goods",
      suggestedQuantity: 24,
      dailyRate: 0.1,
      daysOfSupply: 30,
    });
    // (14 + 30) days at 2 a day = 88, less the 20 on hand.
    expect(fastEntry).toMatchObject({ supplier: "Zeta Supply", suggestedQuantity: 68, daysOfSupply: 10 });
    expect(fastEntry.runOutDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const other = await signedInUser(app);
    expect((await other.client.get("/api/inventory/reorder")).body.items).toEqual([]);
    expect((await other.client.get(`/api/inventory/${fast.id}`)).status).toBe(404);
  });
});

describe("valuation", () => {
  it("values stock at cost and price by category now and at the end of a past month", async () => {
    const { user, client } = await signedInUser(app);
    const lamp = (await client.post("/api/inventory", product({ quantity: 10 }))).body.item;
    const shirt = (
      await client.post(
        "/api/inventory",
        product({ category: "fashion", quantity: 4, costPrice: "5.00", sellPrice: "9.99" }),
      )
    ).body.item;
    // Move the opening movements back to October, then change the stock now.
    await db().execute(
      sql`update inventory_movements set created_at = '2026-10-15T00:00:00Z' where user_id = ${user.id}`,
    );
    await client.post(`/api/inventory/${lamp.id}/adjustments`, { change: -6, reason: "lost" });
    await client.post(`/api/inventory/${shirt.id}/adjustments`, { change: 2, reason: "gift" });

    const now = (await client.get("/api/inventory/valuation")).body.valuation;
    expect(now).toMatchObject({ units: 10, atCost: "62.00", atPrice: "155.94" });
    expect(now.byCategory).toEqual([
      { category: "fashion", units: 6, atCost: "30.00", atPrice: "59.94" },
      { category: "home", units: 4, atCost: "32.00", atPrice: "96.00" },
    ]);
    const october = (await client.get("/api/inventory/valuation?month=2026-10")).body.valuation;
    expect(october).toMatchObject({ at: "2026-11-01T00:00:00.000Z", units: 14, atCost: "100.00", atPrice: "279.96" });
    const september = (await client.get("/api/inventory/valuation?month=2026-09")).body.valuation;
    expect(september).toMatchObject({ units: 0, atCost: "0.00", byCategory: [] });
    expect((await client.get("/api/inventory/valuation?month=2026-13")).status).toBe(400);
  });
});
