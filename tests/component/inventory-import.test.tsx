/**
 * Importing a CSV into the inventory against a fake API: the file is checked first (a dry run) and each bad row's
 * error shown by its line with nothing importable; a good file's preview imports every row and says how many.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importResultSchema, type ImportResult } from "@shared/contracts/inventory";
import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";
import { fakeApi } from "./support/fake-api";
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
    await user.click(screen.getByRole("button", { name: "Import 1 products" }));
    expect(await findToast("Import Complete!")).toContain("1 products have been added to your inventory.");
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
