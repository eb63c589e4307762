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
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";

const app = useTestApp();

describe("sources in niche discovery and business ideas", () => {
  it("niche discovery cites Newzoo for games and says a sustainability market size is not known", async () => {
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

    // No source in the pack gives the sustainable goods market's size (fintech has one since decision 1480's areas).
    const green = await client.post("/api/generate-niches", {
      industry: "sustainability",
      budget: "0-500",
      targetMarket: "gen-z",
      skills: ["upcycling"],
      interests: ["zero waste"],
    });
    expect(green.status).toBe(200);
    expect(green.body.sources).toEqual([]);
    expect(green.body.unknown).toContainEqual(
      expect.objectContaining({ field: "marketTrends", reason: expect.stringMatching(/No published size/) }),
    );
    expect(green.body.marketTrends[0]).not.toMatch(/\$\d/);
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

describe("a model's market figures are the pack's or gone (fake OpenAI server)", () => {
  const { app: ai, fake } = useOpenAiTestApp();
  const niches = {
    industry: "ecommerce",
    budget: "0-500",
    targetMarket: "gen-z",
    skills: ["photography"],
    interests: ["vintage clothes"],
  };
  const ideas = { industry: "fitness-wellness", budget: "0-500", targetMarket: "gen-z", skills: "coaching" };

  it("niche discovery: an invented size and adoption figure are dropped, the pack's line and sources come first", async () => {
    const { client } = await signedInUser(ai);
    const base = nicheDiscoveryTool.offline(nicheDiscoveryTool.input.parse(niches));
    fake.script(
      jsonReply({
        ...base,
        sources: undefined,
        unknown: undefined,
        marketTrends: [
          "$6.3T global e-commerce sales",
          "Fast delivery expectations (62%) rise.",
          "Resale keeps growing.",
        ],
      }),
    );
    const res = await client.post("/api/generate-niches", niches);
    expect(res.status).toBe(200);
    expect(res.body.marketTrends[0]).toMatch(/^E-commerce.*\$4\.4T/);
    expect(JSON.stringify(res.body.marketTrends)).not.toMatch(/6\.3T|62%/);
    expect(res.body.marketTrends).toContain("Resale keeps growing.");
    expect(res.body.sources.map((s: { publisher: string }) => s.publisher)).toContain("Forrester");
  });

  it("business ideas: a model's market size is replaced by the pack's line with its source", async () => {
    const { client } = await signedInUser(ai);
    const base = businessIdeasTool.offline(businessIdeasTool.input.parse(ideas));
    fake.script(
      jsonReply({
        products: base.products.map((p) => ({
          ...p,
          sources: undefined,
          unknown: undefined,
          marketSize: "$96B online fitness, growing 9% a year",
        })),
      }),
    );
    const res = await client.post("/api/generate-products", ideas);
    expect(res.status).toBe(200);
    // Every industry of the ideas form has a pack figure now (the wellness economy for fitness and wellness).
    for (const p of res.body.products) {
      expect(p.marketSize).not.toMatch(/\$96B|9%/);
      expect(p.marketSize).toMatch(/\$\d/);
      expect(p.analysis.sources.map((s: { field: string }) => s.field)).toContain("marketSize");
      expect(p.analysis.unknown.map((u: { field: string }) => u.field)).not.toContain("marketSize");
    }
  });
});
