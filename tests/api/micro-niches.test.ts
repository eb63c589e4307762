/**
 * Micro niches API (docs/spec-notes.md; docs/product-rules.md#api-contract, #reference-catalogues): the seeded
 * catalogue, every filter alone and combined, 'all' and missing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { microNicheSchema, microNichesResponseSchema, type MicroNiche } from "../../shared/contracts/micro-niches";
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

  it.each([
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
    const combined = await list("?category=health&competition=low&demand=high");
    expect(combined.length).toBeGreaterThan(0);
    expect(ids(combined)).toEqual(
      ids(all.filter((n) => n.category === "health" && n.competitionLevel === "low" && n.demandLevel === "high")),
    );
  });

  it("treats 'all' and missing as no restriction, and can filter down to nothing", async () => {
    const all = await list();
    expect(ids(await list("?category=all&competition=all&demand=all"))).toEqual(ids(all));
    expect(await list("?category=crafts")).toEqual([]);
  });

  it.each([
    [
      "?category=workspace",
      "Category must be one of: all, electronics, fashion, home, garden, office, gaming, beauty, health, fitness, pets, toys, crafts, food, automotive, other",
    ],
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
