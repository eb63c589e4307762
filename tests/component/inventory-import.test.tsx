/**
 * Importing a CSV into the inventory: the Import button leads into the imports hub (decision 1034). Also the list's empty and failed states, and a product deleted after its confirmation.
 */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";
import { fakeApi } from "./support/fake-api";
import { anItem } from "./support/inventory";
import { findToast, renderInApp } from "./support/render";

describe("importing a CSV", () => {
  it("leads into the imports hub with the inventory's formats (decision 1034)", async () => {
    fakeApi({
      "GET /api/inventory": { json: { items: [], total: 0 } },
      "GET /api/inventory/summary": {
        json: { summary: { totalItems: 0, totalValue: "0.00", lowStock: 0, products: 0 } },
      },
      "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderInApp(<InventoryTrackerScreen />);
    const link = await screen.findByRole("link", { name: "Import CSV" });
    expect(link.getAttribute("href")).toBe("/imports?for=inventory");
  });
});

const summary = (products: number) => ({
  json: { summary: { totalItems: products * 12, totalValue: "48.00", lowStock: 0, products } },
});

describe("the inventory's states", () => {
  it("offers the first product when there is none, and says when the list cannot load", async () => {
    fakeApi({
      "GET /api/inventory": { json: { items: [], total: 0 } },
      "GET /api/inventory/summary": summary(0),
      "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
    });
    const first = renderInApp(<InventoryTrackerScreen />);
    expect(await screen.findByRole("heading", { name: "No Inventory Items" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Your First Product" })).toBeTruthy();
    first.unmount();

    fakeApi({
      "GET /api/inventory": { status: 500, json: { message: "The database is busy", code: "x" } },
      "GET /api/inventory/summary": summary(0),
      "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderInApp(<InventoryTrackerScreen />);
    expect(await screen.findByRole("heading", { name: "Could not load your inventory" })).toBeTruthy();
    expect(screen.getByText("The database is busy")).toBeTruthy();
  });

  it("deletes a product after its confirmation", async () => {
    let items = [anItem()];
    const api = fakeApi({
      "GET /api/inventory": () => ({ json: { items, total: items.length } }),
      "GET /api/inventory/summary": () => summary(items.length),
      "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
      "DELETE /api/inventory/4": () => {
        items = [];
        return { status: 204 };
      },
    });
    const { user } = renderInApp(<InventoryTrackerScreen />);
    const [del] = await screen.findAllByRole("button", { name: "Delete Soy candle" });
    await user.click(del);
    expect(await screen.findByText(/Soy candle will be removed from your inventory/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await findToast("Item Deleted")).toContain("Soy candle has been removed from your inventory.");
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/inventory/4"]);
  });
});
