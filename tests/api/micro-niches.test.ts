/**
 * Micro niches API (docs/spec-notes.md; docs/product-rules.md#api-contract, #reference-catalogues): the seeded
 * catalogue, every filter alone and combined, 'all' and missing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import {
  microNicheSchema,
  microNichesResponseSchema,
  NICHE_PRODUCT_CATEGORY,
  type MicroNiche,
} from "../../shared/contracts/micro-niches";
import { MARKET_INDUSTRIES } from "../../shared/contracts/market-analysis";
import { nicheCatalogue } from "../../server/modules/micro-niches/micro-niches.seed";

const app = useTestApp();
let client: HttpClient;
beforeAll(async () => {
  ({ client } = await signedInUser(app));
});

const list = async (query = ""): Promise<MicroNiche[]> => {
  const res = await client.get(`/api/micro-niches${query}`);
  expect(res.status).toBe(200);
  return microNichesResponseSchema.parse(res.body).niches;
};
const ids = (ns: { id: number }[]) => ns.map((n) => n.id).sort((a, b) => a - b);

describe("GET /api/micro-niches", () => {
  it("answers every curated niche with every field, a market industry, and the review date", async () => {
    const res = await client.get("/api/micro-niches");
    const { niches, reviewedAt } = microNichesResponseSchema.parse(res.body);
    expect(niches.length).toBe(nicheCatalogue.niches.length);
    expect(reviewedAt).toBe(nicheCatalogue.reviewedAt);
    expect(niches.every((n) => MARKET_INDUSTRIES.some((i) => i.value === n.industry))).toBe(true);
    expect(niches.every((n) => n.keyProducts.length >= 3 && n.marketingChannels.length >= 3)).toBe(true);
  });

  it("offers the specification's categories, each with niches, every field of the specification filled", async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const category of ["pets", "workspace", "gardening", "gaming", "accessibility"]) {
      const found = await list(`?category=${category}`);
      expect(found.length, category).toBeGreaterThanOrEqual(6);
      expect(found.every((n) => n.category === category)).toBe(true);
    }
    expect(new Set(all.map((n) => n.category))).toEqual(
      new Set(["pets", "workspace", "gardening", "gaming", "accessibility"]),
    );
    for (const n of all) {
      for (const field of ["name", "description", "targetAudience", "entryBarriers", "seasonality"] as const)
        expect(n[field].trim(), `${n.name} ${field}`).not.toBe("");
      for (const level of [n.competitionLevel, n.demandLevel, n.profitPotential])
        expect(["low", "medium", "high"]).toContain(level);
      expect(n.keyProducts.length).toBeGreaterThan(0);
      expect(n.marketingChannels.length).toBeGreaterThan(0);
      // A card's lists are keyed by their text: no item twice in one list.
      expect(new Set(n.keyProducts).size, n.name).toBe(n.keyProducts.length);
      expect(new Set(n.marketingChannels).size, n.name).toBe(n.marketingChannels.length);
    }
  });

  it("reads the one category list's word for a niche category as that category (links made before)", async () => {
    for (const [niche, word] of Object.entries(NICHE_PRODUCT_CATEGORY))
      expect(ids(await list(`?category=${word}`)), word).toEqual(ids(await list(`?category=${niche}`)));
  });

  it.each([
    ["category", "workspace", (n: MicroNiche) => n.category === "workspace"],
    ["category", "gaming", (n: MicroNiche) => n.category === "gaming"],
    ["competition", "low", (n: MicroNiche) => n.competitionLevel === "low"],
    ["demand", "high", (n: MicroNiche) => n.demandLevel === "high"],
  ])("filters by %s alone", async (param, value, match) => {
    const all = await list();
    const filtered = await list(`?${param}=${value}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(ids(filtered)).toEqual(ids(all.filter(match)));
  });

  it("combines the three filters", async () => {
    const all = await list();
    const combined = await list("?category=accessibility&competition=low&demand=high");
    expect(combined.length).toBeGreaterThan(0);
    expect(ids(combined)).toEqual(
      ids(
        all.filter((n) => n.category === "accessibility" && n.competitionLevel === "low" && n.demandLevel === "high"),
      ),
    );
  });

  it("treats 'all' and missing as no restriction, and can filter down to nothing", async () => {
    const all = await list();
    expect(ids(await list("?category=all&competition=all&demand=all"))).toEqual(ids(all));
    expect(await list("?category=accessibility&competition=high")).toEqual([]);
  });

  it.each([
    ["?category=crafts", "Category must be one of: all, pets, workspace, gardening, gaming, accessibility"],
    ["?competition=none", "Competition must be one of: all, low, medium, high"],
    ["?demand=huge", "Demand must be one of: all, low, medium, high"],
  ])("rejects %s with '%s'", async (query, message) => {
    const res = await client.get(`/api/micro-niches${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
  });

  it("answers one niche by id, 404 for an unknown one", async () => {
    const [first] = await list();
    const res = await client.get(`/api/micro-niches/${first.id}`);
    expect(res.status).toBe(200);
    expect(microNicheSchema.parse(res.body.niche)).toEqual(first);
    expect((await client.get("/api/micro-niches/999999")).status).toBe(404);
    expect((await client.get("/api/micro-niches/x")).status).toBe(400);
  });
});
