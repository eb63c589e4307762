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
          // Listed competitors never claim more than the whole market.
          expect(out.competitors.reduce((s, c) => s + c.marketShare, 0)).toBeLessThanOrEqual(100);
          expect(out.forecast.map((f) => f.year)).toEqual(out.forecast.map((_, i) => out.forecast[0].year + i));
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

  it("changes with the region: size, growth and the competitors that lead", () => {
    const global = run({ industry: "ecommerce-retail", location: "global" });
    const latam = run({ industry: "ecommerce-retail", location: "emerging-markets" });
    expect(latam.marketSize.valueBillions).toBeLessThan(global.marketSize.valueBillions);
    expect(latam.growthRate).toBeGreaterThan(global.growthRate);
    expect(latam.regions.map((r) => r.name)).toContain("Latin America");
    const share = (o: typeof global, name: string) => o.competitors.find((c) => c.name === name)?.marketShare ?? 0;
    expect(share(latam, "MercadoLibre")).toBeGreaterThan(share(global, "MercadoLibre"));
  });

  it("changes with the target market: trend adoption, opportunity wording and the audience reason", () => {
    const youth = run({ industry: "content-creation", targetMarket: "Gen Z students" });
    const seniors = run({ industry: "content-creation", targetMarket: "retirees" });
    const adoption = (o: typeof youth) => Object.fromEntries(o.trends.map((t) => [t.trend, t.adoption]));
    expect(adoption(youth)).not.toEqual(adoption(seniors));
    expect(youth.opportunities.some((o) => o.description.includes("Gen Z students"))).toBe(true);
    expect(seniors.opportunityReasons.find((r) => r.factor === "Target market fit")?.detail).toMatch(/^Retirees/);
  });

  it("falls back to 'young professionals' and the global region", () => {
    const out = run({ industry: "saas-tools" });
    expect(out.targetMarket).toBe("young professionals");
    expect(out.location).toBe("global");
  });

  it("says when it has no curated profile for a free-text industry", () => {
    const out = run({ industry: "Pet grooming" });
    expect(out.industry).toBe("Pet grooming");
    expect(out.aiInsights).toMatch(/no curated profile for "Pet grooming"/);
  });

  it("gives reasons that explain the score", () => {
    const regions: MarketRegion[] = ["global", "emerging-markets"];
    for (const location of regions) {
      const out = run({ industry: "artificial-intelligence", location });
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
