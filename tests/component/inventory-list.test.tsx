/** The inventory list: its search, filters, sort and page live in the address and are what the list asks for. */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InventoryItem } from "@shared/contracts/inventory";
import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";
import { fakeApi } from "./support/fake-api";
import { inventoryItem } from "./support/fixtures";
import { renderInApp } from "./support/render";

const item = (id: number, productName: string) =>
  inventoryItem({
    id,
    productName,
    sku: `SKU-${id}`,
    quantity: 5,
    costPrice: "4.00",
    sellPrice: "12.00",
    category: "crafts",
  });

function inventory(total: number, items: InventoryItem[]) {
  return fakeApi({
    "GET /api/inventory": { json: { items, total } },
    "GET /api/inventory/summary": {
      json: { summary: { totalItems: total * 5, totalValue: "60.00", lowStock: 0, products: total } },
    },
    "GET /api/sales": { json: { sales: [], total: 0, page: 1, pageSize: 10 } },
    "GET /api/inventory/valuation": { status: 404, json: { message: "Not found", code: "not_found" } },
  });
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.method === "GET" && c.path === "/api/inventory").map((c) => new URLSearchParams(c.search));

describe("the inventory list", () => {
  it("opens on the address's page and filters, and a filter change goes back to page 1", async () => {
    const api = inventory(60, [item(1, "Soy candle")]);
    const { user } = renderInApp(<InventoryTrackerScreen />, { path: "/?page=2&status=active" });
    expect(await screen.findByText(/60 products · page 2 of 3/)).toBeTruthy();
    expect(listCalls(api)[0].get("page")).toBe("2");
    expect(listCalls(api)[0].get("status")).toBe("active");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "crafts");
    await waitFor(() => expect(listCalls(api).at(-1)?.get("category")).toBe("crafts"));
    expect(listCalls(api).at(-1)?.get("page")).toBe("1");
  });

  it("pages forward with Next, and says when a search matches nothing", async () => {
    const api = inventory(30, [item(1, "Soy candle")]);
    const { user } = renderInApp(<InventoryTrackerScreen />);
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await waitFor(() => expect(listCalls(api).at(-1)?.get("page")).toBe("2"));
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a search with no match says so instead of an empty table", async () => {
    inventory(3, []);
    const { user } = renderInApp(<InventoryTrackerScreen />);
    await user.type(await screen.findByRole("searchbox", { name: "Search by name or SKU" }), "zzz");
    expect(await screen.findByText("No product matches this search.")).toBeTruthy();
  });
});
