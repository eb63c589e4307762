/**
 * One category list (docs/decisions/1443-one-category-list.md): inventory, the trend scanner, the supplier
 * database and micro niches accept the same categories, pets, crafts, food, toys and other among them, and refuse
 * the same unknown one; an item stored with one of the earlier seven reads unchanged.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { PRODUCT_CATEGORIES } from "../../shared/domain/categories";

const app = useTestApp();
let client: HttpClient;
beforeAll(async () => {
  ({ client } = await signedInUser(app));
});

const item = (category: string, sku: string) => ({
  productName: "Test product",
  sku,
  quantity: 5,
  costPrice: "2.00",
  sellPrice: "9.00",
  category,
});

describe("one category list", () => {
  it("names pets, crafts, food, toys and other", () => {
    for (const c of ["pets", "crafts", "food", "toys", "other"]) expect(PRODUCT_CATEGORIES).toContain(c);
  });

  it.each(["pets", "crafts", "food", "toys", "other"])("every tool's filter and form accepts %s", async (category) => {
    const created = await client.post("/api/inventory", item(category, `SKU-${category}`));
    expect(created.status).toBe(201);
    expect(created.body.item.category).toBe(category);
    for (const url of [
      `/api/trending-products?category=${category}`,
      `/api/micro-niches?category=${category}`,
      `/api/suppliers?specialty=${category}`,
    ]) {
      expect((await client.get(url)).status, url).toBe(200);
    }
  });

  it("finds the micro niches' pets in the supplier database too", async () => {
    const niches = (await client.get("/api/micro-niches?category=pets")).body.niches;
    const suppliers = (await client.get("/api/suppliers?specialty=pets&minRating=1")).body.suppliers;
    expect(niches.length).toBeGreaterThan(0);
    expect(suppliers.length).toBeGreaterThan(0);
  });

  it("refuses a category outside the list everywhere, with the same message", async () => {
    const message = `must be one of: all, ${PRODUCT_CATEGORIES.join(", ")}`;
    for (const url of ["/api/trending-products?category=workspace", "/api/micro-niches?category=workspace"]) {
      const res = await client.get(url);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await client.get("/api/suppliers?specialty=workspace")).status).toBe(400);
    expect((await client.post("/api/inventory", item("workspace", "SKU-W"))).status).toBe(400);
  });

  it("reads an item stored with one of the earlier seven categories unchanged", async () => {
    const created = await client.post("/api/inventory", item("automotive", "SKU-OLD"));
    expect(created.status).toBe(201);
    const list = (await client.get("/api/inventory")).body.items as { sku: string; category: string }[];
    expect(list.find((i) => i.sku === "SKU-OLD")?.category).toBe("automotive");
  });
});
