/**
 * Purchase orders over the real HTTP app (docs/decisions/1102-purchase-orders.md): every status with partial
 * receipts, the item's cost moving to the weighted average while a past sale keeps its cost and profit, the
 * purchase-price history, the PDF, and another user's orders and items as 404.
 */
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";

const app = useTestApp();

const product = (overrides: Record<string, unknown> = {}) => ({
  productName: "LED Desk Lamp",
  sku: "LAMP-1",
  quantity: 10,
  costPrice: "8.00",
  sellPrice: "24.00",
  category: "home",
  ...overrides,
});

describe("purchase orders", () => {
  it("goes draft → ordered → partially received → received, moving the cost but not past profit", async () => {
    const { user, client } = await signedInUser(app);
    const lamp = (await client.post("/api/inventory", product())).body.item;
    const mug = (await client.post("/api/inventory", product({ productName: "Mug", sku: "MUG-1", quantity: 0 }))).body
      .item;
    const sale = (await client.post(`/api/inventory/${lamp.id}/sales`, { quantity: 2 })).body.sale;
    expect(sale).toMatchObject({ costPrice: "8.00", profit: "32.00" });

    const created = await client.post("/api/purchase-orders", {
      supplier: "CJdropshipping",
      expectedDate: "2026-12-10",
      lines: [
        { itemId: lamp.id, quantity: 10, unitCost: "10.00" },
        { itemId: mug.id, quantity: 5, unitCost: "3.10" },
      ],
    });
    expect(created.status).toBe(201);
    const po = created.body.purchaseOrder;
    expect(po).toMatchObject({
      status: "draft",
      supplier: "CJdropshipping",
      total: "115.50",
      expectedDate: "2026-12-10",
    });

    // A draft cannot receive; it can be edited.
    expect(
      (await client.post(`/api/purchase-orders/${po.id}/receipts`, { lines: [{ itemId: lamp.id, quantity: 1 }] }))
        .status,
    ).toBe(409);
    const edited = await client.patch(`/api/purchase-orders/${po.id}`, { notes: "Leave at the back door" });
    expect(edited.body.purchaseOrder.notes).toBe("Leave at the back door");

    const ordered = await client.patch(`/api/purchase-orders/${po.id}`, { status: "ordered" });
    expect(ordered.body.purchaseOrder.status).toBe("ordered");
    expect(ordered.body.purchaseOrder.orderedAt).toEqual(expect.any(String));
    expect((await client.patch(`/api/purchase-orders/${po.id}`, { notes: "late" })).status).toBe(409);

    // 8 on hand at 8.00 + 4 at 10.00 → 96 / 12 = 8.67 (weighted average, to the cent).
    const part = await client.post(`/api/purchase-orders/${po.id}/receipts`, {
      lines: [{ itemId: lamp.id, quantity: 4 }],
    });
    expect(part.status).toBe(201);
    expect(part.body.purchaseOrder.status).toBe("partially_received");
    let item = (await client.get(`/api/inventory/${lamp.id}`)).body.item;
    expect(item).toMatchObject({ quantity: 12, costPrice: "8.67" });

    const over = await client.post(`/api/purchase-orders/${po.id}/receipts`, {
      lines: [{ itemId: lamp.id, quantity: 7 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Only 6 of "LED Desk Lamp" are still to come: you cannot receive 7.');

    // 12 at 8.67 + 6 at 10.00 → 164.04 / 18 = 9.11; the mug had none, so it takes the received cost.
    const rest = await client.post(`/api/purchase-orders/${po.id}/receipts`, {
      lines: [
        { itemId: lamp.id, quantity: 6 },
        { itemId: mug.id, quantity: 5 },
      ],
    });
    expect(rest.body.purchaseOrder.status).toBe("received");
    expect(rest.body.purchaseOrder.lines.map((l: { received: number }) => l.received)).toEqual([10, 5]);
    item = (await client.get(`/api/inventory/${lamp.id}`)).body.item;
    expect(item).toMatchObject({ quantity: 18, costPrice: "9.11" });
    expect((await client.get(`/api/inventory/${mug.id}`)).body.item).toMatchObject({ quantity: 5, costPrice: "3.10" });

    // The past sale keeps the cost it was valued at.
    const sales = (await client.get("/api/sales")).body.sales;
    expect(sales[0]).toMatchObject({ id: sale.id, costPrice: "8.00", profit: "32.00" });
    const lines = await app.database.db.execute<{ unit_cost: string }>(
      sql`select unit_cost from order_lines where user_id = ${user.id}`,
    );
    expect(lines.rows).toEqual([{ unit_cost: "8.00" }]);

    // Receipts are movements, and the price history lists them.
    const moves = (await client.get(`/api/inventory/${lamp.id}/movements`)).body.movements;
    expect(
      moves.filter((m: { kind: string }) => m.kind === "receipt").map((m: { change: number }) => m.change),
    ).toEqual([4, 6]);
    const prices = (await client.get(`/api/inventory/${lamp.id}/purchase-prices`)).body.prices;
    expect(prices).toEqual([
      expect.objectContaining({ supplier: "CJdropshipping", unitCost: "10.00", quantity: 6, purchaseOrderId: po.id }),
      expect.objectContaining({ supplier: "CJdropshipping", unitCost: "10.00", quantity: 4, purchaseOrderId: po.id }),
    ]);

    // Received is final.
    expect((await client.patch(`/api/purchase-orders/${po.id}`, { status: "cancelled" })).status).toBe(409);
    const pdf = await client.get(`/api/purchase-orders/${po.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("cancels an ordered purchase order, and lists the user's orders", async () => {
    const { client } = await signedInUser(app);
    const lamp = (await client.post("/api/inventory", product())).body.item;
    const po = (
      await client.post("/api/purchase-orders", {
        supplier: "Local",
        lines: [{ itemId: lamp.id, quantity: 3, unitCost: 5 }],
      })
    ).body.purchaseOrder;
    await client.patch(`/api/purchase-orders/${po.id}`, { status: "ordered" });
    const cancelled = await client.patch(`/api/purchase-orders/${po.id}`, { status: "cancelled" });
    expect(cancelled.body.purchaseOrder.status).toBe("cancelled");
    expect(
      (await client.post(`/api/purchase-orders/${po.id}/receipts`, { lines: [{ itemId: lamp.id, quantity: 1 }] }))
        .status,
    ).toBe(409);
    const list = (await client.get("/api/purchase-orders")).body.purchaseOrders;
    expect(list.map((p: { id: number }) => p.id)).toEqual([po.id]);
  });

  it("refuses bad input with messages beside their fields", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/purchase-orders", {
      supplier: " ",
      expectedDate: "2026-02-30",
      lines: [{ itemId: 1, quantity: 0, unitCost: "x" }],
    });
    expect(res.status).toBe(400);
    const paths = res.body.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["supplier", "expectedDate", "lines.0.quantity", "lines.0.unitCost"]));
    expect((await client.post("/api/purchase-orders", { supplier: "A", lines: [] })).body.details).toEqual([
      expect.objectContaining({ path: "lines", message: "Add at least one line" }),
    ]);
  });

  it("answers 404 for another user's purchase orders and items", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const lamp = (await owner.client.post("/api/inventory", product())).body.item;
    const po = (
      await owner.client.post("/api/purchase-orders", {
        supplier: "A",
        lines: [{ itemId: lamp.id, quantity: 1, unitCost: 1 }],
      })
    ).body.purchaseOrder;
    expect((await other.client.get(`/api/purchase-orders/${po.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/purchase-orders/${po.id}/pdf`)).status).toBe(404);
    expect((await other.client.patch(`/api/purchase-orders/${po.id}`, { status: "ordered" })).status).toBe(404);
    expect(
      (await other.client.post(`/api/purchase-orders/${po.id}/receipts`, { lines: [{ itemId: lamp.id, quantity: 1 }] }))
        .status,
    ).toBe(404);
    // Someone else's item on one's own order.
    expect(
      (
        await other.client.post("/api/purchase-orders", {
          supplier: "A",
          lines: [{ itemId: lamp.id, quantity: 1, unitCost: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await other.client.get("/api/purchase-orders")).body.purchaseOrders).toEqual([]);
  });
});
