/** The market analysis tool: offline answers valid and input-shaped, prompts carrying the inputs. */
import { describe, expect, it } from "vitest";
import {
  MARKET_INDUSTRIES,
  MARKET_REGIONS,
  marketAnalysisOutputSchema,
  marketAnalysisRequestSchema,
  type MarketRegion,
} from "../../shared/contracts/market-analysis";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";

const run = (raw: Record<string, unknown>) => marketAnalysisTool.offline(marketAnalysisRequestSchema.parse(raw));
const audiences = ["Gen Z students", "small business owners", "", "retirees", "content creators"];

describe("market analysis offline answer", () => {
  it("passes the output schema for every industry, region and a spread of audiences", () => {
    for (const industry of MARKET_INDUSTRIES) {
      for (const region of MARKET_REGIONS) {
        for (const targetMarket of audiences) {
          const out = run({ industry: industry.value, location: region.value, targetMarket });
          const parsed = marketAnalysisOutputSchema.safeParse(out);
          expect(parsed.success, `${industry.value}/${region.value}/${targetMarket}: ${parsed.error?.message}`).toBe(
            true,
          );
          expect(out.industry).toBe(industry.label);
          expect(out.location).toBe(region.value);
          // Forecast points are the sources' own years, oldest first.
          const years = out.forecast.map((f) => f.year);
          expect(years).toEqual([...years].sort((x, y) => x - y));
        }
      }
    }
  });

  it("is deterministic for the same input", () => {
    const input = { industry: "fintech", targetMarket: "Gen Z students", location: "europe" };
    expect(run(input)).toEqual(run(input));
  });

  it("changes with the industry", () => {
    const a = run({ industry: "fintech" });
    const b = run({ industry: "gaming-entertainment" });
    expect(a.competitors.map((c) => c.name)).not.toEqual(b.competitors.map((c) => c.name));
    expect(a.marketSize.global).not.toBe(b.marketSize.global);
  });

  it("changes with the region: only the competitors that sell there, and a region's own figure where the pack has one", () => {
    const global = run({ industry: "ecommerce-retail", location: "global" });
    const europe = run({ industry: "ecommerce-retail", location: "europe" });
    expect(global.competitors.map((c) => c.name)).toContain("MercadoLibre");
    expect(europe.competitors.map((c) => c.name)).not.toContain("MercadoLibre");
    const gamesEurope = run({ industry: "gaming-entertainment", location: "europe" });
    expect(gamesEurope.marketSize.global).toBe("$34.8B");
    expect(gamesEurope.sources.find((s) => s.field === "marketSize")?.name).toMatch(/Global Games Market Report 2024/);
  });

  it("changes with the target market: trend order, opportunity wording and the audience reason", () => {
    const youth = run({ industry: "content-creation", targetMarket: "Gen Z students" });
    const seniors = run({ industry: "content-creation", targetMarket: "retirees" });
    expect(youth.opportunities.some((o) => o.description.includes("Gen Z students"))).toBe(true);
    expect(seniors.opportunityReasons.find((r) => r.factor === "Target market fit")?.detail).toMatch(/^Retirees/);
  });

  it("falls back to 'young professionals' and the global region", () => {
    const out = run({ industry: "saas-tools" });
    expect(out.targetMarket).toBe("young professionals");
    expect(out.location).toBe("global");
  });

  it("researches the trade a free-text industry names, with its own competitors (decision 1482)", () => {
    const out = run({ industry: "Pet grooming" });
    expect(out.industry).toBe("Pets");
    expect(out.competitors.map((c) => c.name)).toContain("Chewy");
    expect(out.competitors.every((c) => c.url?.startsWith("https://"))).toBe(true);
  });

  it("says it does not know a market it holds no research for, and borrows no figure", () => {
    const out = run({ industry: "Plumbing supplies" });
    expect(out.aiInsights).toMatch(/We don't know this market yet/);
    expect([out.marketSize.global, out.growthRate, out.competitors.length, out.forecast.length]).toEqual([
      null,
      null,
      0,
      0,
    ]);
    expect(out.unknown.map((u) => u.field)).toContain("marketSize");
  });

  it("gives reasons that explain the score", () => {
    const regions: MarketRegion[] = ["global", "emerging-markets"];
    for (const location of regions) {
      const out = run({ industry: "gaming-entertainment", location });
      expect(out.opportunityReasons.map((r) => r.factor)).toEqual(
        expect.arrayContaining(["Growth rate", "Competition", "Target market fit"]),
      );
      expect(out.opportunityReasons.find((r) => r.factor === "Growth rate")?.detail).toContain(`${out.growthRate}%`);
    }
  });
});

describe("market analysis prompt", () => {
  it("carries the industry label, target market and region", () => {
    const prompt = marketAnalysisTool.prompt(
      marketAnalysisRequestSchema.parse({
        industry: "blockchain-web3",
        targetMarket: "crypto-curious parents",
        location: "asia-pacific",
      }),
    );
    expect(prompt).toContain("Blockchain & Web3");
    expect(prompt).toContain("crypto-curious parents");
    expect(prompt).toContain("Asia-Pacific");
    expect(prompt).toContain(String(new Date().getUTCFullYear()));
  });

  it("carries the default target market when none is given", () => {
    expect(marketAnalysisTool.prompt(marketAnalysisRequestSchema.parse({ industry: "fintech" }))).toContain(
      "young professionals",
    );
  });
});
