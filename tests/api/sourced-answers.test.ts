/**
 * Niche discovery and business ideas carry `sources` and `unknown` (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md):
 * the market line cites the data pack, a market without a sourced figure says so, and a stored idea keeps its
 * sources when it is read back.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { nicheDiscoveryOutputSchema } from "../../shared/contracts/niche-discovery";
import { productIdeaResponseSchema } from "../../shared/contracts/business-ideas";

const app = useTestApp();

describe("sources in niche discovery and business ideas", () => {
  it("niche discovery cites Newzoo for games and says a finance market size is not known", async () => {
    const { client } = await signedInUser(app);
    const games = await client.post("/api/generate-niches", {
      industry: "entertainment",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: ["video editing"],
      interests: ["gaming"],
    });
    expect(games.status).toBe(200);
    const out = nicheDiscoveryOutputSchema.parse(games.body);
    expect(out.marketTrends[0]).toContain("$187.7B");
    expect(out.sources).toContainEqual(
      expect.objectContaining({ field: "marketTrends", publisher: "Newzoo", year: 2024 }),
    );

    const finance = await client.post("/api/generate-niches", {
      industry: "finance",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: ["bookkeeping"],
      interests: ["saving money"],
    });
    expect(finance.status).toBe(200);
    expect(finance.body.sources).toEqual([]);
    expect(finance.body.unknown).toContainEqual(
      expect.objectContaining({ field: "marketTrends", reason: expect.stringMatching(/No published size/) }),
    );
    expect(finance.body.marketTrends[0]).not.toMatch(/\$\d/);
  });

  it("a stored business idea keeps the sources of its market size", async () => {
    const { client } = await signedInUser(app);
    const res = await client.post("/api/generate-products", {
      industry: "gaming-esports",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: "video editing",
    });
    expect(res.status).toBe(200);
    const first = res.body.products[0];
    expect(first.analysis.sources.length + first.analysis.unknown.length).toBeGreaterThan(0);
    const read = productIdeaResponseSchema.parse((await client.get(`/api/product-ideas/${first.id}`)).body).product;
    expect(read.analysis.sources).toEqual(first.analysis.sources);
    const games = res.body.products.find((p: { marketSize: string }) => p.marketSize.includes("$187.7B"));
    expect(games.analysis.sources.map((s: { publisher: string }) => s.publisher)).toContain("Newzoo");
  });
});
