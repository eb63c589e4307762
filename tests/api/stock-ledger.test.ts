/**
 * The stock ledger over the real HTTP app (docs/decisions/1100-stock-movement-ledger.md): after every kind of
 * change (create, edit, sale, deleted sale, adjustment, CSV import, Shopify products import, 20 parallel sales and
 * adjustments) an item's quantity is the sum of its movements; another user's item is a 404.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { deskLampItem, signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { sampleFile, upload as uploadImport, waitForImport } from "./imports-support";

const app = useTestApp();

const product = (overrides: Record<string, unknown> = {}) => ({ ...deskLampItem, ...overrides });

/** Every item of the user whose quantity differs from the sum of its movements (none, when the ledger holds). */
async function ledgerDrift(userId: number) {
  const res = await app.database.db.execute<{ id: number; quantity: number; total: number }>(sql`
    select i.id, i.quantity, coalesce(sum(m.change), 0)::int as total
      from inventory i left join inventory_movements m on m.item_id = i.id
     where i.user_id = ${userId}
     group by i.id
    having i.quantity <> coalesce(sum(m.change), 0)
        or i.quantity <> coalesce((select quantity_after from inventory_movements l where l.item_id = i.id order by l.id desc limit 1), -1)`);
  return res.rows;
}

async function movements(client: HttpClient, id: number) {
  const res = await client.get(`/api/inventory/${id}/movements`);
  expect(res.status).toBe(200);
  return res.body.movements as { kind: string; reason: string | null; change: number; quantityAfter: number }[];
}

describe("stock ledger", () => {
  it("writes a movement for every kind of change and keeps quantity = sum of movements", async () => {
    const { user, client } = await signedInUser(app);
    const item = (await client.post("/api/inventory", product())).body.item;
    expect((await client.patch(`/api/inventory/${item.id}`, { quantity: 30 })).body.item.quantity).toBe(30);
    // An edit that leaves the quantity as it is writes nothing.
    await client.patch(`/api/inventory/${item.id}`, { notes: "Warm white", quantity: 30 });
    const sale = await client.post(`/api/inventory/${item.id}/sales`, { quantity: 4 });
    expect(sale.status).toBe(201);
    expect(sale.body.item.quantity).toBe(26);
    expect((await client.delete(`/api/sales/${sale.body.sale.id}`)).status).toBe(204);
    const adj = await client.post(`/api/inventory/${item.id}/adjustments`, { change: -3, reason: "damaged" });
    expect(adj.status).toBe(201);
    expect(adj.body.item).toMatchObject({ quantity: 27, status: "active" });
    expect(adj.body.movement).toMatchObject({ kind: "adjustment", reason: "damaged", change: -3, quantityAfter: 27 });
    const list = await movements(client, item.id);
    expect(list.map((m) => [m.kind, m.reason, m.change, m.quantityAfter])).toEqual([
      ["adjustment", "counted", 25, 25],
      ["adjustment", "counted", 5, 30],
      ["sale", null, -4, 26],
      ["refund_restock", null, 4, 30],
      ["adjustment", "damaged", -3, 27],
    ]);
    const saleMove = await app.database.db.execute<{ order_id: number | null }>(
      sql`select order_id from inventory_movements where item_id = ${item.id} and kind = 'sale'`,
    );
    // The sale's order was deleted with the sale; its movement stays, unlinked.
    expect(saleMove.rows).toEqual([{ order_id: null }]);
    expect(await ledgerDrift(user.id)).toEqual([]);
  });

  it("refuses an adjustment below zero (409) and bad input (400) with nothing written", async () => {
    const { user, client } = await signedInUser(app);
    const item = (await client.post("/api/inventory", product({ quantity: 2 }))).body.item;
    const under = await client.post(`/api/inventory/${item.id}/adjustments`, { change: -3, reason: "lost" });
    expect(under.status).toBe(409);
    expect(under.body.message).toBe('Only 2 of "LED Desk Lamp" in stock: you cannot take off 3.');
    const bad = await client.post(`/api/inventory/${item.id}/adjustments`, { change: 1.5, reason: "stolen" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "change", message: "Change must be a whole number" }),
        expect.objectContaining({ path: "reason", message: "Reason must be one of counted, damaged, lost, gift" }),
      ]),
    );
    expect(await movements(client, item.id)).toHaveLength(1);
    expect(await ledgerDrift(user.id)).toEqual([]);
  });

  it("records CSV imports (new and updated by SKU) and Shopify product imports as import movements", async () => {
    const { user, client } = await signedInUser(app);
    await client.post("/api/inventory", product({ sku: "CANDLE-LAV", quantity: 5 }));
    const existing = (await client.post("/api/inventory", product({ sku: "KEEP-1", quantity: 7 }))).body.item;
    const csv =
      "productName,sku,quantity,costPrice,sellPrice,category\nNew,NEW-1,12,1,2,home\nKept,KEEP-1,9,1,2,home\n";
    // Through the imports hub, as the inventory's own format (decision 1034).
    const own = await uploadImport(client, csv, { fileName: "inventory.csv" });
    expect(own.status).toBe(202);
    expect((await waitForImport(client, own.body.import.id)).status).toBe("done");
    const kept = await movements(client, existing.id);
    expect(kept.at(-1)).toMatchObject({ kind: "import", change: 2, quantityAfter: 9 });

    const started = await uploadImport(client, sampleFile("shopify-products.csv"), {
      fileName: "shopify-products.csv",
    });
    expect(started.status).toBe(202);
    expect((await waitForImport(client, started.body.import.id)).status).toBe("done");
    const page = (await client.get("/api/inventory?q=CANDLE-LAV")).body.items;
    expect(page).toHaveLength(1);
    expect(page[0].quantity).toBe(42);
    expect((await movements(client, page[0].id)).at(-1)).toMatchObject({
      kind: "import",
      change: 37,
      quantityAfter: 42,
    });
    expect(await ledgerDrift(user.id)).toEqual([]);
  });

  it("keeps the ledger exact under 20 parallel sales and 20 parallel adjustments of one item", async () => {
    const { user, client } = await signedInUser(app);
    const item = (await client.post("/api/inventory", product({ quantity: 30 }))).body.item;
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => client.post(`/api/inventory/${item.id}/sales`, { quantity: 2 })),
      ...Array.from({ length: 20 }, () =>
        client.post(`/api/inventory/${item.id}/adjustments`, { change: 1, reason: "counted" }),
      ),
    ]);
    const sold = results.slice(0, 20).filter((r) => r.status === 201).length;
    expect(results.slice(20).every((r) => r.status === 201)).toBe(true);
    expect(results.slice(0, 20).every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const after = (await client.get(`/api/inventory/${item.id}`)).body.item.quantity;
    expect(after).toBe(30 + 20 - 2 * sold);
    const list = await movements(client, item.id);
    expect(list).toHaveLength(1 + 20 + sold);
    expect(await ledgerDrift(user.id)).toEqual([]);
  });

  it("answers 404 for another user's item, its movements and its adjustments", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const item = (await owner.client.post("/api/inventory", product())).body.item;
    for (const res of [
      await other.client.get(`/api/inventory/${item.id}`),
      await other.client.get(`/api/inventory/${item.id}/movements`),
      await other.client.get(`/api/inventory/${item.id}/purchase-prices`),
      await other.client.post(`/api/inventory/${item.id}/adjustments`, { change: 1, reason: "gift" }),
    ])
      expect(res.status).toBe(404);
    expect(await movements(owner.client, item.id)).toHaveLength(1);
  });
});
