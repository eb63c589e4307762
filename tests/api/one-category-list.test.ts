/**
 * One category list (docs/decisions/1443-one-category-list.md): inventory, the trend scanner and the supplier
 * database accept the same categories, pets, crafts, food, toys and other among them, and refuse the same unknown
 * one; an item stored with one of the earlier seven reads unchanged. Micro niches keep the specification's five
 * (docs/decisions/1461-niche-categories-of-the-specification.md), each mapped to a word of the list, so a niche's
 * goods are found under that word in every other tool.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { PRODUCT_CATEGORIES } from "../../shared/domain/categories";
import { NICHE_PRODUCT_CATEGORY } from "../../shared/contracts/micro-niches";

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
    for (const url of [`/api/trending-products?category=${category}`, `/api/suppliers?specialty=${category}`]) {
      expect((await client.get(url)).status, url).toBe(200);
    }
  });

  it("finds the micro niches' pets in the supplier database too", async () => {
    const niches = (await client.get("/api/micro-niches?category=pets")).body.niches;
    const suppliers = (await client.get("/api/suppliers?specialty=pets&minRating=1")).body.suppliers;
    expect(niches.length).toBeGreaterThan(0);
    expect(suppliers.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(NICHE_PRODUCT_CATEGORY))(
    "maps the niche category %s to %s, a word every other tool accepts and the suppliers stock",
    async (niche, word) => {
      expect(PRODUCT_CATEGORIES).toContain(word);
      expect((await client.get(`/api/micro-niches?category=${niche}`)).body.niches.length).toBeGreaterThan(0);
      expect((await client.get(`/api/trending-products?category=${word}`)).status).toBe(200);
      expect((await client.post("/api/inventory", item(word, `SKU-N-${niche}`))).status).toBe(201);
      const suppliers = (await client.get(`/api/suppliers?specialty=${word}&minRating=1`)).body.suppliers;
      expect(suppliers.length, word).toBeGreaterThan(0);
    },
  );

  it("refuses a category outside the list everywhere, with the same message", async () => {
    const message = `must be one of: all, ${PRODUCT_CATEGORIES.join(", ")}`;
    const res = await client.get("/api/trending-products?category=workspace");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
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
