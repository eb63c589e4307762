/**
 * An inventory item's page against a fake API: its stock figures and history, the adjustment form (a bad change
 * beside its field, a good one sent and confirmed), the reorder settings it saves, and a purchase order started for
 * it that opens on the purchase orders page; a missing product says so.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  adjustmentResponseSchema,
  inventoryItemDetailResponseSchema,
  inventoryItemResponseSchema,
  movementsResponseSchema,
  purchaseOrderResponseSchema,
  purchaseOrdersResponseSchema,
  purchasePricesResponseSchema,
  type Movement,
} from "@shared/contracts/inventory";
import InventoryDetailPage from "@/features/inventory-tracker/inventory-tracker.detail.page";
import { fakeApi } from "./support/fake-api";
import { aSupplier } from "./support/fixtures";
import { anItem, aPurchaseOrder } from "./support/inventory";
import { errorBeside, findToast, renderInApp } from "./support/render";

const movement = (id: number, kind: Movement["kind"], change: number, after: number): Movement => ({
  id,
  kind,
  reason: kind === "adjustment" ? "damaged" : null,
  change,
  quantityAfter: after,
  unitCostAfter: "4.00",
  purchaseCost: null,
  orderId: null,
  purchaseOrderId: null,
  createdAt: `2026-11-${10 + id}T12:00:00.000Z`,
});

function itemApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET /api/inventory/4": {
      json: inventoryItemDetailResponseSchema.parse({
        item: anItem(),
        supply: { dailyRate: 1.5, daysOfSupply: 8, runOutDate: "2026-11-29", windowDays: 30 },
      }),
    },
    "GET /api/inventory/4/movements": {
      json: movementsResponseSchema.parse({
        movements: [movement(1, "receipt", 20, 20), movement(2, "sale", -6, 14), movement(3, "adjustment", -2, 12)],
      }),
    },
    "GET /api/inventory/4/purchase-prices": {
      json: purchasePricesResponseSchema.parse({
        prices: [{ supplier: "Wax & Wick Co", date: "2026-11-11", unitCost: "3.80", quantity: 20, purchaseOrderId: 9 }],
      }),
    },
    "GET /api/suppliers": {
      json: {
        suppliers: [aSupplier(), aSupplier({ id: 5, name: "Jar Depot" })],
        reviewedAt: "2026-11-01",
        howWeRate: ["Own stock counts."],
      },
    },
    ...extra,
  });
}

const page = (
  <Routes>
    <Route path="/inventory-tracker/:id" element={<InventoryDetailPage />} />
  </Routes>
);

describe("an item's page", () => {
  it("shows its stock, days of supply, cost, history newest first and what suppliers charged", async () => {
    itemApi();
    renderInApp(page, { path: "/inventory-tracker/4" });
    expect(await screen.findByRole("heading", { name: "Soy candle" })).toBeTruthy();
    expect(screen.getByText("CND-1 · crafts")).toBeTruthy();
    expect(screen.getByTestId("item-quantity").textContent).toBe("12");
    expect(screen.getByTestId("days-of-supply").textContent).toBe("8");
    expect(screen.getByText("Runs out about 2026-11-29")).toBeTruthy();
    expect(screen.getByTestId("item-cost").textContent).toBe("$4.00");
    expect(screen.getByText("$48.00")).toBeTruthy();
    const history = await screen.findByRole("list", { name: "Stock movements" });
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(3));
    const rows = within(history).getAllByRole("listitem");
    expect(rows[0].textContent).toContain("Adjustment (damaged)");
    expect(rows[0].textContent).toContain("-2→ 12");
    expect(rows[2].textContent).toContain("Received");
    expect(rows[2].textContent).toContain("+20");
    const prices = await screen.findByRole("list", { name: "Purchase prices" });
    expect(prices.textContent).toContain("2026-11-11 · 20 units");
    expect(prices.textContent).toContain("$3.80");
  });

  it("refuses a change that is not a whole number beside its field, then sends a good one and confirms", async () => {
    const api = itemApi({
      "POST /api/inventory/4/adjustments": {
        json: adjustmentResponseSchema.parse({
          item: anItem({ quantity: 9 }),
          movement: movement(4, "adjustment", -3, 9),
        }),
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const change = await screen.findByLabelText("Change (units)");
    await user.type(change, "1.5");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(errorBeside(change)).toBe("Enter a whole number other than 0, like -2 or 5");
    expect(api.sent("POST /api/inventory/4/adjustments")).toHaveLength(0);

    await user.clear(change);
    await user.type(change, "-3");
    await user.selectOptions(screen.getByLabelText("Reason"), "lost");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    expect(await findToast("Stock Adjusted")).toContain("Soy candle: 9 in stock.");
    expect(api.sent("POST /api/inventory/4/adjustments")).toEqual([{ change: -3, reason: "lost" }]);
    expect(errorBeside(change)).toBeNull();
  });

  it("puts the server's refusal of an adjustment beside the change", async () => {
    itemApi({
      "POST /api/inventory/4/adjustments": {
        status: 400,
        json: { message: "Stock cannot go below 0", code: "validation_error" },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const change = await screen.findByLabelText("Change (units)");
    await user.type(change, "-50");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    await waitFor(() => expect(errorBeside(change)).toBe("Stock cannot go below 0"));
  });

  it("saves the reorder settings as typed, a fixed quantity clearing the cover days", async () => {
    const api = itemApi({
      "PATCH /api/inventory/4": { json: inventoryItemResponseSchema.parse({ item: anItem({ reorderQuantity: 24 }) }) },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const point = await screen.findByLabelText("Reorder point");
    expect((point as HTMLInputElement).value).toBe("5");
    await user.clear(point);
    await user.type(point, "6");
    await user.type(screen.getByLabelText("Reorder quantity"), "24");
    await user.type(screen.getByLabelText("Cover days"), "45");
    await user.click(screen.getByRole("button", { name: "Save reorder settings" }));
    expect(await findToast("Reorder Settings Saved")).toBeTruthy();
    expect(api.sent("PATCH /api/inventory/4")).toEqual([
      {
        reorderPoint: "6",
        leadTimeDays: "7",
        preferredSupplier: "Wax & Wick Co",
        reorderQuantity: "24",
        coverDays: "",
      },
    ]);
  });

  it("puts the server's refusal of a reorder setting beside that field, with no toast", async () => {
    itemApi({
      "PATCH /api/inventory/4": {
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          code: "validation_error",
          details: [{ path: "leadTimeDays", message: "Lead time must be a whole number from 0 to 365" }],
        },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const lead = await screen.findByLabelText("Lead time (days)");
    await user.clear(lead);
    await user.type(lead, "999");
    await user.click(screen.getByRole("button", { name: "Save reorder settings" }));
    await waitFor(() => expect(errorBeside(lead)).toBe("Lead time must be a whole number from 0 to 365"));
    expect(screen.queryByText("Not Saved")).toBeNull();
  });

  it("starts a purchase order for the product: a missing supplier beside its field, then the draft opens", async () => {
    const po = aPurchaseOrder();
    const api = itemApi({
      "POST /api/purchase-orders": { status: 201, json: purchaseOrderResponseSchema.parse({ purchaseOrder: po }) },
      "GET /api/purchase-orders": { json: purchaseOrdersResponseSchema.parse({ purchaseOrders: [po] }) },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const supplier = await screen.findByLabelText("Supplier");
    // 1.5 a day over 7 days' lead and 30 days' cover is 56, less the 12 in stock.
    expect((screen.getByLabelText("Quantity") as HTMLInputElement).value).toBe("44");
    await user.clear(supplier);
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "0");
    await user.click(screen.getByRole("button", { name: "Start purchase order" }));
    expect(errorBeside(supplier)).toBe("Supplier is required");
    expect(errorBeside(screen.getByLabelText("Quantity"))).toBe("Enter a whole number of 1 or more");

    await user.type(supplier, "Wax & Wick Co");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "20");
    await user.click(screen.getByRole("button", { name: "Start purchase order" }));
    expect(await findToast("Purchase Order Created")).toContain("A draft for Wax & Wick Co.");
    expect(api.sent("POST /api/purchase-orders")).toEqual([
      { supplier: "Wax & Wick Co", lines: [{ itemId: 4, quantity: 20, unitCost: "4.00" }] },
    ]);
    expect(await screen.findByText("Purchase order #31 · Wax & Wick Co")).toBeTruthy();
  });

  it("an empty change is named beside it; a server 400's details land beside their field", async () => {
    const api = itemApi({
      "POST /api/inventory/4/adjustments": {
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          code: "validation_error",
          details: [{ path: "change", message: "Change must be between -100,000 and 100,000" }],
        },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const change = await screen.findByLabelText("Change (units)");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    await waitFor(() => expect(errorBeside(change)).toBe("Change is required"));
    expect(api.sent("POST /api/inventory/4/adjustments")).toHaveLength(0);

    await user.type(change, "-5");
    await user.click(screen.getByRole("button", { name: "Adjust stock" }));
    await waitFor(() => expect(errorBeside(change)).toBe("Change must be between -100,000 and 100,000"));
    expect(api.sent("POST /api/inventory/4/adjustments")).toEqual([{ change: -5, reason: "counted" }]);
  });

  it("refuses a reorder setting that is not a whole number beside its field, in the server's words, unsent", async () => {
    const api = itemApi({
      "PATCH /api/inventory/4": { json: inventoryItemResponseSchema.parse({ item: anItem() }) },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const lead = await screen.findByLabelText("Lead time (days)");
    await user.clear(lead);
    await user.type(lead, "two");
    await user.click(screen.getByRole("button", { name: "Save reorder settings" }));
    await waitFor(() => expect(errorBeside(lead)).toBe("Lead time must be a whole number from 0 to 365"));
    expect(api.sent("PATCH /api/inventory/4")).toHaveLength(0);
  });

  it("a purchase order's empty quantity is named beside it; a server 400 on a line lands beside that field", async () => {
    const api = itemApi({
      "POST /api/purchase-orders": {
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          code: "validation_error",
          details: [{ path: "lines.0.unitCost", message: "Unit cost must be at most 99,999.99" }],
        },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/4" });
    const quantity = await screen.findByLabelText("Quantity");
    await user.clear(quantity);
    await user.click(screen.getByRole("button", { name: "Start purchase order" }));
    await waitFor(() => expect(errorBeside(quantity)).toBe("Quantity is required"));
    expect(api.sent("POST /api/purchase-orders")).toHaveLength(0);

    await user.type(quantity, "10");
    await user.click(screen.getByRole("button", { name: "Start purchase order" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Unit cost"))).toBe("Unit cost must be at most 99,999.99"),
    );
    expect(api.sent("POST /api/purchase-orders")).toEqual([
      { supplier: "Wax & Wick Co", lines: [{ itemId: 4, quantity: 10, unitCost: "4.00" }] },
    ]);
    expect(screen.queryByText("Not Created")).toBeNull();
  });

  it("says a product that is not there was not found, with the way back", async () => {
    fakeApi({ "GET /api/inventory/9": { status: 404, json: { message: "Product not found", code: "not_found" } } });
    renderInApp(page, { path: "/inventory-tracker/9" });
    expect(await screen.findByRole("heading", { name: "Product not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All products" }).getAttribute("href")).toBe("/inventory-tracker");
  });
});
