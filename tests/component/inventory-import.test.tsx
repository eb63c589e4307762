/**
 * Importing a CSV into the inventory against a fake API: the file is checked first (a dry run) and each bad row's
 * error shown by its line with nothing importable; a good file's preview imports every row and says how many.
 * Also the list's empty and failed states, and a product deleted after its confirmation.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importResultSchema, type ImportResult } from "@shared/contracts/inventory";
import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";
import { fakeApi } from "./support/fake-api";
import { anItem } from "./support/inventory";
import { findToast, renderInApp } from "./support/render";

const candle = {
  productName: "Soy candle",
  sku: "CND-1",
  quantity: 12,
  costPrice: "4.00",
  sellPrice: "18.00",
  supplier: null,
  category: "crafts" as const,
  notes: null,
};
const result = (overrides: Partial<ImportResult>): ImportResult =>
  importResultSchema.parse({
    dryRun: true,
    format: "hustleforge",
    rows: [{ line: 2, item: candle, errors: [] }],
    valid: 1,
    invalid: 0,
    imported: 0,
    existing: 0,
    updated: 0,
    ...overrides,
  });

describe("importing a CSV", () => {
  it("shows a bad row's error by its line and imports nothing, then imports a good file", async () => {
    const api = fakeApi({
      "GET /api/inventory": { json: { items: [], total: 0 } },
      "GET /api/inventory/summary": {
        json: { summary: { totalItems: 0, totalValue: "0.00", lowStock: 0, products: 0 } },
      },
      "GET /api/sales": { json: { sales: [], total: 0 } },
      "POST /api/inventory/import": (call) => {
        const name = (call.body as { file: string }).file;
        if (call.search === "?dryRun=true")
          return {
            json:
              name === "bad.csv"
                ? result({
                    rows: [{ line: 3, item: null, errors: ["Cost price must be a number"] }],
                    valid: 0,
                    invalid: 1,
                  })
                : result({}),
          };
        return { status: 201, json: result({ dryRun: false, imported: 1 }) };
      },
    });
    const { user } = renderInApp(<InventoryTrackerScreen />);
    const input = await screen.findByLabelText("CSV file to import");
    await user.upload(input, new File(["productName,costPrice\nSoy candle,four"], "bad.csv", { type: "text/csv" }));
    expect(await screen.findByText("Cost price must be a number")).toBeTruthy();
    expect(screen.getByText(/1 with errors: fix them and upload again/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Import 0 products" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await user.upload(input, new File(["productName,costPrice\nSoy candle,4"], "good.csv", { type: "text/csv" }));
    expect(await screen.findByText(/Every row is valid\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Import 1 product" }));
    expect(await findToast("Import Complete!")).toContain("1 product has been added to your inventory.");
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === "/api/inventory/import").map((c) => c.search)).toEqual([
        "?dryRun=true",
        "?dryRun=true",
        "",
      ]),
    );
    expect(api.sent("POST /api/inventory/import").at(-1)).toEqual({ file: "good.csv" });
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
      "GET /api/sales": { json: { sales: [], total: 0 } },
    });
    const first = renderInApp(<InventoryTrackerScreen />);
    expect(await screen.findByRole("heading", { name: "No Inventory Items" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Your First Product" })).toBeTruthy();
    first.unmount();

    fakeApi({
      "GET /api/inventory": { status: 500, json: { message: "The database is busy", code: "x" } },
      "GET /api/inventory/summary": summary(0),
      "GET /api/sales": { json: { sales: [], total: 0 } },
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
      "GET /api/sales": { json: { sales: [], total: 0 } },
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
