/** Inventory barcodes (docs/guide/barcodes.md): validated, unique per person, found by code, another's is a 404. */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";

const app = useTestApp();
const item = (barcode: unknown, extra: Record<string, unknown> = {}) => ({
  productName: "Oat Milk Soap",
  category: "beauty",
  quantity: 20,
  costPrice: "2.00",
  sellPrice: "6.00",
  barcode,
  ...extra,
});

describe("barcodes", () => {
  it("stores a valid GTIN or any own code, finds the item by it, and refuses a wrong check digit beside the field", async () => {
    const { client } = await signedInUser(app);
    const ean = await client.post("/api/inventory", item("4006381333931"));
    expect(ean.status).toBe(201);
    expect(ean.body.item.barcode).toBe("4006381333931");
    const own = await client.post("/api/inventory", item("SHELF-A12", { productName: "Candle" }));
    expect(own.status).toBe(201);

    const wrong = await client.post("/api/inventory", item("4006381333932", { productName: "Lamp" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      {
        path: "barcode",
        message:
          "This EAN-13 barcode's check digit is wrong: the last digit should be 1. Check the number, or scan it again.",
      },
    ]);
    const wrongPatch = await client.patch(`/api/inventory/${own.body.item.id}`, { barcode: "036000291453" });
    expect(wrongPatch.status).toBe(400);
    expect(wrongPatch.body.details[0].path).toBe("barcode");

    const found = await client.get("/api/inventory/barcode/4006381333931");
    expect(found.status).toBe(200);
    expect(found.body.item.id).toBe(ean.body.item.id);
    expect((await client.get("/api/inventory/barcode/SHELF-A12")).body.item.productName).toBe("Candle");
    const missing = await client.get("/api/inventory/barcode/036000291452");
    expect(missing.status).toBe(404);
    expect((await client.get("/api/inventory/barcode/4006381333932")).status).toBe(400);

    // Unique per person: a second item with the same code is a 409; clearing it frees it.
    const twice = await client.post("/api/inventory", item("4006381333931", { productName: "Copy" }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/barcode 4006381333931/);
    const cleared = await client.patch(`/api/inventory/${ean.body.item.id}`, { barcode: "" });
    expect(cleared.body.item.barcode).toBeNull();
    expect((await client.post("/api/inventory", item("4006381333931", { productName: "Copy" }))).status).toBe(201);
  });

  it("another person's barcode is theirs: not found, and free to use", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    await a.client.post("/api/inventory", item("036000291452"));
    expect((await b.client.get("/api/inventory/barcode/036000291452")).status).toBe(404);
    expect((await b.client.post("/api/inventory", item("036000291452"))).status).toBe(201);
    // Editing other fields leaves the barcode as it is.
    const mine = (await a.client.get("/api/inventory/barcode/036000291452")).body.item;
    const edited = await a.client.patch(`/api/inventory/${mine.id}`, { quantity: 3 });
    expect(edited.body.item.barcode).toBe("036000291452");
  });
});
