/**
 * Supplier database over the real HTTP app: the curated catalogue is seeded (idempotently), each filter alone
 * and combined, bad filters refused, favourites per user.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { SUPPLIER_CATALOGUE } from "../../server/modules/suppliers/supplier-catalogue";
import { createSuppliersRepository } from "../../server/modules/suppliers/suppliers.repository";
import { catalogueRows } from "../../server/modules/suppliers/suppliers.service";
import { ratingInputs, rateSupplier } from "../../shared/domain/suppliers";
import type { Supplier } from "../../shared/contracts/suppliers";

let app: TestApp;
let all: Supplier[];
beforeAll(async () => {
  app = await createTestApp();
  const { client } = await signedInUser(app);
  all = (await client.get("/api/suppliers")).body.suppliers;
});
afterAll(async () => {
  await app?.close();
});

const names = (list: Supplier[]) => list.map((s) => s.name).sort();

describe("GET /api/suppliers", () => {
  it("serves the whole curated catalogue with our ratings, the review date and the rule", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/suppliers");
    expect(res.status).toBe(200);
    expect(res.body.suppliers).toHaveLength(SUPPLIER_CATALOGUE.length);
    expect(SUPPLIER_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(res.body.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.howWeRate.join(" ")).toContain("HustleForge");
    const cj = res.body.suppliers.find((s: Supplier) => s.name === "CJdropshipping");
    expect(cj).toMatchObject({
      platform: "cj",
      location: "china",
      contactInfo: { website: "https://cjdropshipping.com" },
      isFavorite: false,
      ...rateSupplier({ model: "sourcing_agent", shipsFrom: ["china", "usa", "europe"] }),
    });
    for (const s of res.body.suppliers as Supplier[]) {
      expect(s.contactInfo.website).toMatch(/^https:\/\//);
      expect(s.contactInfo.email).toBeUndefined();
      expect(s.contactInfo.phone).toBeUndefined();
    }
  });

  it("rates every supplier by the published rule from its catalogue facts, and shows those inputs", () => {
    for (const entry of SUPPLIER_CATALOGUE) {
      const shown = all.find((s) => s.name === entry.name)!;
      expect(entry.shipsFrom[0]).toBe(entry.location);
      expect(shown).toMatchObject({ ...rateSupplier(entry), ratingInputs: ratingInputs(entry) });
      // '2-7 days' only from regions where it holds stock, and those are named.
      const near = entry.shipsFrom.filter((r) => r === "usa" || r === "europe");
      expect(shown.shippingSpeed.includes("2-7 days")).toBe(near.length > 0);
      expect(shown.shippingSpeed).not.toContain("local warehouses");
    }
  });

  it("seeds idempotently: a second seed changes nothing", async () => {
    await createSuppliersRepository(app.database.db).upsertCatalogue(catalogueRows());
    const { client } = await signedInUser(app);
    const again = (await client.get("/api/suppliers")).body.suppliers as Supplier[];
    expect(again.map((s) => s.id).sort()).toEqual(all.map((s) => s.id).sort());
  });

  it.each([
    ["platform=cj", (s: Supplier) => s.platform === "cj"],
    ["platform=local", (s: Supplier) => s.platform === "local"],
    ["specialty=automotive", (s: Supplier) => s.specialties.includes("automotive")],
    ["location=europe", (s: Supplier) => s.location === "europe"],
    ["minRating=5", (s: Supplier) => s.reliabilityRating >= 5],
    ["minRating=4", (s: Supplier) => s.reliabilityRating >= 4],
    ["platform=aliexpress&location=asia", (s: Supplier) => s.platform === "aliexpress" && s.location === "asia"],
    [
      "platform=local&specialty=fashion&minRating=5&location=usa",
      (s: Supplier) =>
        s.platform === "local" && s.specialties.includes("fashion") && s.reliabilityRating >= 5 && s.location === "usa",
    ],
    ["platform=all&specialty=all&location=all&minRating=1", () => true],
  ])("filters by %s", async (query, keep) => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/suppliers?${query}`);
    expect(res.status).toBe(200);
    const expected = all.filter(keep);
    expect(expected.length).toBeGreaterThan(0);
    expect(names(res.body.suppliers)).toEqual(names(expected));
  });

  it("answers an empty list when nothing matches", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/suppliers?platform=aliexpress&minRating=5");
    expect(res.body.suppliers).toEqual([]);
  });

  it.each([
    ["platform=amazon", "Platform must be one of all, aliexpress, cj, local"],
    ["minRating=6", "Minimum rating must be a whole number from 1 to 5"],
    ["minRating=x", "Minimum rating must be a whole number from 1 to 5"],
    ["location=mars", "Location must be one of all, china, usa, europe, asia"],
  ])("refuses %s", async (query, message) => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/suppliers?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "validation_error" });
  });
});

describe("favourites", () => {
  it("are kept per user and filtered with favorites=true", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const [first, second] = all;
    expect((await a.client.post(`/api/suppliers/${first.id}/favorite`)).status).toBe(200);
    expect((await a.client.post(`/api/suppliers/${first.id}/favorite`)).status).toBe(200); // idempotent
    await a.client.post(`/api/suppliers/${second.id}/favorite`);
    const mine = await a.client.get("/api/suppliers?favorites=true");
    expect(names(mine.body.suppliers)).toEqual(names([first, second]));
    expect(mine.body.suppliers.every((s: Supplier) => s.isFavorite)).toBe(true);
    expect((await b.client.get("/api/suppliers?favorites=true")).body.suppliers).toEqual([]);
    expect((await b.client.get("/api/suppliers")).body.suppliers.some((s: Supplier) => s.isFavorite)).toBe(false);

    expect((await a.client.delete(`/api/suppliers/${first.id}/favorite`)).status).toBe(204);
    expect(names((await a.client.get("/api/suppliers?favorites=true")).body.suppliers)).toEqual([second.name]);
    const combined = await a.client.get(
      `/api/suppliers?favorites=true&platform=${second.platform === "cj" ? "local" : "cj"}`,
    );
    expect(combined.body.suppliers).toEqual([]);
  });

  it("answers 404 for an unknown supplier", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/suppliers/999999/favorite");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Supplier not found", code: "not_found" });
  });
});
