/**
 * Stock status, margin colours, tiles, exact money and the inventory CSV (docs/spec-notes.md;
 * docs/product-rules.md#money-is-exact).
 */
import { describe, expect, it } from "vitest";
import {
  inventoryMarginTone,
  inventorySummary,
  marginTenths,
  saleProfitCents,
  stockStatus,
} from "../../shared/domain/inventory";
import { centsToDecimal, formatUsd, parseCents } from "../../shared/domain/money";
import { ratingInputs, rateSupplier, shippingSpeedTone } from "../../shared/domain/suppliers";
import { INVENTORY_CSV_COLUMNS } from "../../server/modules/inventory/inventory.csv";
import { parseImport } from "../../server/modules/imports/formats";
import { toCsv } from "../../server/http/csv";

describe("stock status", () => {
  it.each([
    [0, "out_of_stock"],
    [1, "low_stock"],
    [10, "low_stock"],
    [11, "active"],
    [5000, "active"],
  ])("%i is %s", (q, s) => {
    expect(stockStatus(q)).toBe(s);
  });
});

describe("inventory margin", () => {
  it("is 0 when the sell price is 0", () => expect(marginTenths(500, 0)).toBe(0));
  it.each([
    [800, 1000, 200, "yellow"],
    [799, 1000, 201, "green"],
    [900, 1000, 100, "red"],
    [899, 1000, 101, "yellow"],
  ])("cost %i sell %i is %i tenths, %s", (cost, sell, tenths, tone) => {
    expect(marginTenths(cost, sell)).toBe(tenths);
    expect(inventoryMarginTone(tenths)).toBe(tone);
  });
});

describe("tiles", () => {
  it("sums quantities and value exactly and counts 10 or fewer as low stock", () => {
    const s = inventorySummary([
      { quantity: 3, sellCents: 10 },
      { quantity: 10, sellCents: 2999 },
      { quantity: 11, sellCents: 1 },
      { quantity: 0, sellCents: 500 },
    ]);
    expect(s).toEqual({ totalItems: 24, totalValueCents: 30 + 29990 + 11, lowStock: 3, products: 4 });
    expect(formatUsd(s.totalValueCents)).toBe("$300.31");
  });
});

describe("money", () => {
  it("parses and prints two-decimal amounts", () => {
    expect(parseCents("8.5")).toBe(850);
    expect(parseCents(8.5)).toBe(850);
    expect(parseCents("0.1")).toBe(10);
    expect(parseCents("1.234")).toBeNull();
    expect(parseCents("1e3")).toBeNull();
    expect(centsToDecimal(850)).toBe("8.50");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(formatUsd(123456789)).toBe("$1,234,567.89");
  });
  it("computes a sale's profit without drift", () => {
    expect(centsToDecimal(saleProfitCents(30, 10, 3))).toBe("0.60");
  });
});

describe("CSV", () => {
  it("quotes commas, quotes and line breaks and reads them back with line numbers", async () => {
    const rows = [
      {
        productName: 'Lamp, "big"',
        sku: "=X",
        quantity: 2,
        costPrice: "1.00",
        sellPrice: "2.00",
        supplier: null,
        category: "home",
        notes: "a\nb",
        status: "low_stock",
      },
      {
        productName: "Mat",
        sku: "M",
        quantity: 20,
        costPrice: "3.00",
        sellPrice: "9.00",
        supplier: "Syncee",
        category: "fitness",
        notes: "",
        status: "active",
      },
    ];
    const csv = toCsv(INVENTORY_CSV_COLUMNS, rows);
    expect(csv).toContain('"Lamp, ""big"""');
    // The imports hub reads the export back as its own format (decision 1034).
    const parsed = await parseImport(Buffer.from(csv));
    expect(parsed.format).toBe("hustleforge_inventory");
    if (parsed.kind !== "products") throw new Error("read as orders");
    expect(parsed.errors).toEqual([]);
    expect(parsed.products.map((p) => p.line)).toEqual([2, 4]);
    expect(parsed.products[0]).toMatchObject({
      name: 'Lamp, "big"',
      sku: "=X",
      quantity: 2,
      notes: "a\nb",
      supplier: "",
    });
  });
  it("reads Shopify's Vendor as the supplier, on a product's every variant", async () => {
    const parsed = await parseImport(
      Buffer.from(
        "Handle,Title,Vendor,Type,Variant SKU,Variant Inventory Qty,Variant Price,Cost per item,Body (HTML)\nh,Tee,Printful,Fashion,T-1,4,20.00,8.00,<p>x</p>\nh,,,,T-2,1,20.00,8.00,\n",
      ),
    );
    expect(parsed.format).toBe("shopify_products");
    if (parsed.kind !== "products") throw new Error("read as orders");
    expect(parsed.products[1]).toEqual({
      line: 3,
      name: "Tee",
      supplier: "Printful",
      category: "fashion",
      sku: "T-2",
      quantity: 1,
      price: "20.00",
      cost: "8.00",
    });
  });
});

describe("supplier rating rule", () => {
  it("adds a point for stock in the US or Europe and never passes 5", () => {
    expect(rateSupplier({ model: "open_marketplace", shipsFrom: ["china"] })).toMatchObject({
      reliabilityRating: 3,
      qualityRating: 3,
      verified: false,
      shippingSpeed: "Slow: 10-30 days from China",
    });
    expect(rateSupplier({ model: "wholesaler", shipsFrom: ["usa"] })).toMatchObject({
      reliabilityRating: 5,
      qualityRating: 4,
      verified: true,
      shippingSpeed: "Fast: 2-7 days from its warehouses in the US",
    });
    expect(rateSupplier({ model: "curated_network", shipsFrom: ["europe"] })).toMatchObject({
      reliabilityRating: 4,
      qualityRating: 4,
      verified: true,
      shippingSpeed: "Fast: 2-7 days from listed suppliers' stock in Europe",
    });
    expect(rateSupplier({ model: "directory", shipsFrom: ["usa"] })).toMatchObject({
      reliabilityRating: 4,
      qualityRating: 3,
      verified: false,
    });
  });
  it("claims 2-7 days only from regions where the supplier holds stock, and names them", () => {
    expect(rateSupplier({ model: "sourcing_agent", shipsFrom: ["china"] })).toMatchObject({
      reliabilityRating: 4,
      shippingSpeed: "Medium: 7-14 days from China",
    });
    expect(rateSupplier({ model: "sourcing_agent", shipsFrom: ["china", "usa", "europe"] })).toMatchObject({
      reliabilityRating: 5,
      shippingSpeed: "Fast: 2-7 days from its warehouses in the US and Europe; slower from China",
    });
    expect(rateSupplier({ model: "b2b_marketplace", shipsFrom: ["asia"] }).shippingSpeed).toBe(
      "Varies: bulk orders by sea or air freight from Asia",
    );
    expect(rateSupplier({ model: "print_on_demand", shipsFrom: ["usa", "europe"] }).shippingSpeed).toBe(
      "Fast: made to order, then 2-7 days from its print facilities in the US and Europe",
    );
  });
  it("shows the inputs of a rating and how they add up", () => {
    expect(ratingInputs({ model: "sourcing_agent", shipsFrom: ["china", "usa"] })).toEqual({
      kind: "Sourcing agent: buys, checks and ships products for you",
      shipsFrom: "China and the US",
      reliability: "4 for its kind of business + 1 for shipping from the US or Europe = 5",
      quality: "4 for its kind of business",
    });
    expect(ratingInputs({ model: "open_marketplace", shipsFrom: ["china"] }).reliability).toBe(
      "3 for its kind of business; no stock in the US or Europe, so no extra point",
    );
  });
  it.each([
    ["Fast: 2-7 days", "green"],
    ["Ships in 1-3 days", "green"],
    ["Medium: 7-14 days", "yellow"],
    ["7-14 days", "yellow"],
    ["Slow: 10-30 days", "grey"],
  ])("'%s' is %s", (text, tone) => expect(shippingSpeedTone(text)).toBe(tone));
});
