/**
 * The reorder list and the purchase orders against a fake API: what is grouped by supplier and what a group's
 * purchase order sends, the empty and failed lists, and one purchase order marked ordered, received and cancelled.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  purchaseOrderResponseSchema,
  purchaseOrdersResponseSchema,
  reorderResponseSchema,
  type ReorderEntry,
} from "@shared/contracts/inventory";
import InventoryDetailPage from "@/features/inventory-tracker/inventory-tracker.detail.page";
import { fakeApi } from "./support/fake-api";
import { anItem, aPurchaseOrder } from "./support/inventory";
import { errorBeside, findToast, renderInApp } from "./support/render";

const page = (
  <Routes>
    <Route path="/inventory-tracker/:id" element={<InventoryDetailPage />} />
  </Routes>
);

/** A supplier's group: the card its title names. */
async function group(name: string): Promise<HTMLElement> {
  const title = await screen.findByText(name, { selector: "[id^=supplier-]" });
  return document.querySelector<HTMLElement>(`[aria-labelledby="${title.id}"]`)!;
}

const entry = (overrides: Partial<ReorderEntry>): ReorderEntry => ({
  item: anItem(),
  supplier: "Wax & Wick Co",
  dailyRate: 1.5,
  daysOfSupply: 3,
  runOutDate: "2026-11-24",
  suggestedQuantity: 40,
  ...overrides,
});

describe("the reorder list", () => {
  it("groups products by supplier and makes a group's chosen lines a draft purchase order", async () => {
    const po = aPurchaseOrder({ id: 32 });
    const api = fakeApi({
      "GET /api/inventory/reorder": {
        json: reorderResponseSchema.parse({
          items: [
            entry({}),
            entry({
              item: anItem({ id: 5, productName: "Wick pack", costPrice: "0.50", quantity: 60, reorderPoint: 50 }),
              suggestedQuantity: 0,
            }),
            entry({
              item: anItem({ id: 6, productName: "Amber jar", preferredSupplier: null, reorderPoint: null }),
              supplier: null,
              daysOfSupply: null,
              runOutDate: null,
            }),
          ],
        }),
      },
      "POST /api/purchase-orders": { status: 201, json: purchaseOrderResponseSchema.parse({ purchaseOrder: po }) },
      "GET /api/purchase-orders": { json: purchaseOrdersResponseSchema.parse({ purchaseOrders: [po] }) },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/reorder" });
    const wax = await group("Wax & Wick Co");
    expect(within(wax).getByText(/12 in stock · reorder at 5 · 3 days left, runs out 2026-11-24/)).toBeTruthy();
    // A line the rule suggests none of starts unticked.
    expect((within(wax).getByRole("checkbox", { name: "Order Wick pack" }) as HTMLInputElement).checked).toBe(false);
    expect(within(wax).getByText(/1 line ·/).textContent).toBe("1 line · $160.00");

    const none = await group("No preferred supplier");
    expect(within(none).getByText(/no recent sales/)).toBeTruthy();
    // Submit is never held back: pressed with no supplier and no line, it names both beside them, sends nothing.
    await user.click(within(none).getByRole("button", { name: "Create purchase order" }));
    await waitFor(() =>
      expect(errorBeside(within(none).getByRole("textbox", { name: "Supplier for this purchase order" }))).toBe(
        "Supplier is required",
      ),
    );

    await user.click(within(wax).getByRole("checkbox", { name: "Order Wick pack" }));
    const qty = within(wax).getByRole("textbox", { name: "Quantity of Wick pack" });
    await user.clear(qty);
    await user.type(qty, "100");
    expect(within(wax).getByText(/2 lines ·/).textContent).toBe("2 lines · $210.00");
    await user.click(within(wax).getByRole("button", { name: "Create purchase order" }));
    expect(await findToast("Purchase Order Created")).toContain("A draft for Wax & Wick Co.");
    expect(api.sent("POST /api/purchase-orders")).toEqual([
      {
        supplier: "Wax & Wick Co",
        lines: [
          { itemId: 4, quantity: 40, unitCost: "4.00" },
          { itemId: 5, quantity: 100, unitCost: "0.50" },
        ],
      },
    ]);
    expect(await screen.findByText("Purchase order #32 · Wax & Wick Co")).toBeTruthy();
  });

  it("says there is nothing to reorder, and says so when the list cannot load", async () => {
    fakeApi({ "GET /api/inventory/reorder": { json: { items: [] } } });
    const first = renderInApp(page, { path: "/inventory-tracker/reorder" });
    expect(await screen.findByRole("heading", { name: "Nothing to reorder" })).toBeTruthy();
    first.unmount();

    fakeApi({ "GET /api/inventory/reorder": { status: 500, json: { message: "The database is busy", code: "x" } } });
    renderInApp(page, { path: "/inventory-tracker/reorder" });
    expect(await screen.findByRole("heading", { name: "Could not load the reorder list" })).toBeTruthy();
    expect(screen.getByText("The database is busy")).toBeTruthy();
  });

  it("names an emptied line quantity beside it, asks for a line when none is ticked, and puts the server's details beside the supplier", async () => {
    const api = fakeApi({
      "GET /api/inventory/reorder": {
        json: reorderResponseSchema.parse({
          items: [
            entry({}),
            entry({ item: anItem({ id: 6, productName: "Amber jar", preferredSupplier: null }), supplier: null }),
          ],
        }),
      },
      "POST /api/purchase-orders": {
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          code: "validation_error",
          details: [{ path: "supplier", message: "Supplier must be at most 200 characters" }],
        },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/reorder" });
    const wax = await group("Wax & Wick Co");
    const create = within(wax).getByRole("button", { name: "Create purchase order" });
    const qty = within(wax).getByRole("textbox", { name: "Quantity of Soy candle" });
    await user.clear(qty);
    await user.click(create);
    await waitFor(() => expect(errorBeside(qty)).toBe("Quantity is required"));

    await user.click(within(wax).getByRole("checkbox", { name: "Order Soy candle" }));
    await user.click(create);
    expect(await within(wax).findByText("Add at least one line")).toBeTruthy();
    expect(api.sent("POST /api/purchase-orders")).toHaveLength(0);

    const none = await group("No preferred supplier");
    const name = within(none).getByRole("textbox", { name: "Supplier for this purchase order" });
    await user.type(name, "Jar Depot");
    await user.click(within(none).getByRole("button", { name: "Create purchase order" }));
    await waitFor(() => expect(errorBeside(name)).toBe("Supplier must be at most 200 characters"));
    expect(api.sent("POST /api/purchase-orders")).toEqual([
      { supplier: "Jar Depot", lines: [{ itemId: 6, quantity: 40, unitCost: "4.00" }] },
    ]);
    expect(screen.queryByText("Not Created")).toBeNull();
  });

  it("shows a failed purchase order's reason", async () => {
    fakeApi({
      "GET /api/inventory/reorder": { json: reorderResponseSchema.parse({ items: [entry({})] }) },
      "POST /api/purchase-orders": { status: 400, json: { message: "Supplier is required", code: "validation_error" } },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/reorder" });
    await user.click(await screen.findByRole("button", { name: "Create purchase order" }));
    expect(await findToast("Not Created")).toContain("Supplier is required");
  });
});

describe("the purchase orders", () => {
  it("lists every purchase order with its status, and offers the reorder list when there are none", async () => {
    fakeApi({
      "GET /api/purchase-orders": {
        json: purchaseOrdersResponseSchema.parse({
          purchaseOrders: [aPurchaseOrder(), aPurchaseOrder({ id: 30, supplier: "Jar Depot", status: "received" })],
        }),
      },
    });
    const first = renderInApp(page, { path: "/inventory-tracker/purchase-orders" });
    const list = await screen.findByRole("list", { name: "Purchase orders" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "#31 · Wax & Wick Co1 line · $80.00 · 2026-11-21Draft",
      "#30 · Jar Depot1 line · $80.00 · 2026-11-21Received",
    ]);
    expect(links[1].getAttribute("href")).toBe("/inventory-tracker/purchase-orders?id=30");
    first.unmount();

    fakeApi({ "GET /api/purchase-orders": { json: { purchaseOrders: [] } } });
    renderInApp(page, { path: "/inventory-tracker/purchase-orders" });
    expect(await screen.findByRole("heading", { name: "No purchase orders yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the reorder list" }).getAttribute("href")).toBe(
      "/inventory-tracker/reorder",
    );
  });

  it("marks a draft as ordered, then receives part of a line and shows what is left", async () => {
    let po = aPurchaseOrder();
    const api = fakeApi({
      "GET /api/purchase-orders": () => ({ json: purchaseOrdersResponseSchema.parse({ purchaseOrders: [po] }) }),
      "PATCH /api/purchase-orders/31": () => {
        po = aPurchaseOrder({ status: "ordered", orderedAt: "2026-11-22T08:00:00.000Z" });
        return { json: purchaseOrderResponseSchema.parse({ purchaseOrder: po }) };
      },
      "POST /api/purchase-orders/31/receipts": () => {
        po = aPurchaseOrder({
          status: "partially_received",
          orderedAt: "2026-11-22T08:00:00.000Z",
          lines: [{ id: 1, itemId: 4, itemName: "Soy candle", quantity: 20, received: 15, unitCost: "4.00" }],
        });
        return { status: 201, json: purchaseOrderResponseSchema.parse({ purchaseOrder: po }) };
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/purchase-orders?id=31" });
    expect((await screen.findByTestId("po-status")).textContent).toBe("Draft");
    expect(screen.getByRole("link", { name: "PDF" }).getAttribute("href")).toBe("/api/purchase-orders/31/pdf");
    await user.click(screen.getByRole("button", { name: "Mark as ordered" }));
    expect(await findToast("Marked as Ordered")).toBeTruthy();
    expect(api.sent("PATCH /api/purchase-orders/31")).toEqual([{ status: "ordered" }]);
    await waitFor(() => expect(screen.getByTestId("po-status").textContent).toBe("Ordered"));
    expect(screen.getByText(/ordered 2026-11-22/)).toBeTruthy();

    const receive = screen.getByRole("textbox", { name: "Receive how many of Soy candle" });
    expect((receive as HTMLInputElement).value).toBe("20");
    await user.clear(receive);
    await user.type(receive, "15");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    expect(await findToast("Received")).toContain("Stock and costs are updated (Partly received).");
    expect(api.sent("POST /api/purchase-orders/31/receipts")).toEqual([{ lines: [{ itemId: 4, quantity: 15 }] }]);
    expect(screen.getByText(/15 of 20 received/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Receive how many of Soy candle" }) as HTMLInputElement).value).toBe(
        "5",
      ),
    );
  });

  it("asks for a quantity before receiving nothing, and says why a cancel failed", async () => {
    const api = fakeApi({
      "GET /api/purchase-orders": {
        json: purchaseOrdersResponseSchema.parse({ purchaseOrders: [aPurchaseOrder({ status: "ordered" })] }),
      },
      "PATCH /api/purchase-orders/31": {
        status: 409,
        json: { message: "This purchase order is already received", code: "conflict" },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/purchase-orders?id=31" });
    const receive = await screen.findByRole("textbox", { name: "Receive how many of Soy candle" });
    await user.clear(receive);
    await user.click(screen.getByRole("button", { name: "Receive" }));
    // Nothing to receive is named beside the Receive button (the form kit's schema), and nothing is sent.
    expect(await screen.findByText("Enter a quantity to receive")).toBeTruthy();
    expect(api.sent("POST /api/purchase-orders/31/receipts")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(await findToast("Not Changed")).toContain("This purchase order is already received");
    expect(api.sent("PATCH /api/purchase-orders/31")).toEqual([{ status: "cancelled" }]);
  });

  it("refuses a received quantity that is not a whole number beside it, and shows the server's refusal of a line", async () => {
    const api = fakeApi({
      "GET /api/purchase-orders": {
        json: purchaseOrdersResponseSchema.parse({ purchaseOrders: [aPurchaseOrder({ status: "ordered" })] }),
      },
      "POST /api/purchase-orders/31/receipts": {
        status: 400,
        json: {
          message: "Please check the highlighted fields.",
          code: "validation_error",
          details: [{ path: "lines.0.quantity", message: "Soy candle has only 20 left to receive" }],
        },
      },
    });
    const { user } = renderInApp(page, { path: "/inventory-tracker/purchase-orders?id=31" });
    const receive = await screen.findByRole("textbox", { name: "Receive how many of Soy candle" });
    await user.clear(receive);
    await user.type(receive, "two");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    await waitFor(() => expect(errorBeside(receive)).toBe("Enter a whole number of 0 or more"));
    expect(api.sent("POST /api/purchase-orders/31/receipts")).toHaveLength(0);

    await user.clear(receive);
    await user.type(receive, "25");
    await user.click(screen.getByRole("button", { name: "Receive" }));
    expect(await screen.findByText("Soy candle has only 20 left to receive")).toBeTruthy();
    expect(api.sent("POST /api/purchase-orders/31/receipts")).toEqual([{ lines: [{ itemId: 4, quantity: 25 }] }]);
    expect(screen.queryByText("Not Received")).toBeNull();
  });

  it("says an unknown purchase order was not found, and when the list cannot load", async () => {
    fakeApi({ "GET /api/purchase-orders": { json: { purchaseOrders: [] } } });
    const first = renderInApp(page, { path: "/inventory-tracker/purchase-orders?id=99" });
    expect(await screen.findByRole("heading", { name: "Purchase order not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All purchase orders" })).toBeTruthy();
    first.unmount();

    fakeApi({ "GET /api/purchase-orders": { status: 500, json: { message: "Try again shortly", code: "x" } } });
    renderInApp(page, { path: "/inventory-tracker/purchase-orders" });
    expect(await screen.findByRole("heading", { name: "Could not load purchase orders" })).toBeTruthy();
  });
});
