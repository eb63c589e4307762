/**
 * The offline engine's knowledge base (docs/decisions/701): every data file passes its Zod schema, every tool's option
 * list maps onto the one taxonomy, and every tool quotes the same data pack figures for the same industry.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import { MARKET_INDUSTRIES, MARKET_REGIONS, marketAnalysisRequestSchema } from "../../shared/contracts/market-analysis";
import { NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../../shared/contracts/niche-discovery";
import { AUDIENCES, audienceSchema } from "../../server/ai/knowledge/audiences";
import { INDUSTRY_PROFILES } from "../../server/ai/knowledge/market/index";
import { REGIONS } from "../../server/ai/knowledge/market/regions";
import { industryProfileSchema, SELLING_REGIONS } from "../../server/ai/knowledge/market/types";
import { PLAYBOOKS, playbookSchema, servesAudience } from "../../server/ai/knowledge/playbooks";
import {
  AUDIENCE_KEYS,
  IDEA_INDUSTRY_MAP,
  IDEA_TARGET_MAP,
  INDUSTRY_FIGURES,
  INDUSTRY_KEYS,
  MARKET_INDUSTRY_MAP,
  NICHE_INDUSTRY_MAP,
  NICHE_TARGET_MAP,
  industryFiguresSchema,
} from "../../server/ai/knowledge/taxonomy";
import { figureText, packFigure } from "../../server/ai/knowledge/data-pack";
import { CONCEPT_MARKETS, INDUSTRY_MARKETS, TRADE_MARKETS } from "../../server/ai/knowledge/data-pack/markets";
import { seededRandom } from "../../server/ai/knowledge/seed";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";

const parseAll = (schema: z.ZodType, items: Record<string, unknown> | unknown[]) => {
  for (const [key, item] of Object.entries(items)) {
    const result = schema.safeParse(item);
    expect(result.success, `${key}: ${result.error?.message}`).toBe(true);
  }
};

describe("knowledge data files", () => {
  it("pass their Zod schemas", () => {
    parseAll(industryFiguresSchema, INDUSTRY_FIGURES);
    parseAll(audienceSchema, AUDIENCES);
    parseAll(industryProfileSchema, INDUSTRY_PROFILES);
    parseAll(playbookSchema, PLAYBOOKS);
  });

  it("hold one figure set per taxonomy industry and a profile for every market industry", () => {
    expect(Object.keys(INDUSTRY_FIGURES).sort()).toEqual([...INDUSTRY_KEYS].sort());
    expect(INDUSTRY_PROFILES.map((p) => p.value).sort()).toEqual(MARKET_INDUSTRIES.map((i) => i.value).sort());
    for (const p of INDUSTRY_PROFILES)
      expect(p.label).toBe(INDUSTRY_FIGURES[MARKET_INDUSTRY_MAP[p.value as keyof typeof MARKET_INDUSTRY_MAP]].label);
    expect(Object.keys(AUDIENCES).sort()).toEqual([...AUDIENCE_KEYS].sort());
  });

  it("have enough niches for every industry and target market once niches for other audiences are left out", () => {
    for (const { value: industry } of NICHE_INDUSTRIES)
      for (const { value: market } of NICHE_TARGET_MARKETS)
        expect(
          PLAYBOOKS[industry].niches.filter((n) => servesAudience(n, NICHE_TARGET_MAP[market])).length,
          `${industry}/${market}`,
        ).toBeGreaterThanOrEqual(4);
    for (const { value: industry } of IDEA_INDUSTRIES)
      for (const { value: market } of IDEA_TARGET_MARKETS)
        expect(
          PLAYBOOKS[IDEA_INDUSTRY_MAP[industry].playbook].niches.filter((n) =>
            servesAudience(n, IDEA_TARGET_MAP[market]),
          ).length,
        ).toBeGreaterThanOrEqual(3);
  });
});

describe("the taxonomy maps every tool's options", () => {
  it("industries of niche discovery (10), business ideas (8) and market analysis (14)", () => {
    expect(NICHE_INDUSTRIES.every((o) => INDUSTRY_KEYS.includes(NICHE_INDUSTRY_MAP[o.value]))).toBe(true);
    expect(
      IDEA_INDUSTRIES.every(
        (o) =>
          INDUSTRY_KEYS.includes(IDEA_INDUSTRY_MAP[o.value].industry) && PLAYBOOKS[IDEA_INDUSTRY_MAP[o.value].playbook],
      ),
    ).toBe(true);
    expect(MARKET_INDUSTRIES.every((o) => MARKET_INDUSTRY_MAP[o.value] === o.value)).toBe(true);
    expect(Object.keys(NICHE_INDUSTRY_MAP)).toHaveLength(10);
    expect(Object.keys(IDEA_INDUSTRY_MAP)).toHaveLength(8);
    expect(Object.keys(MARKET_INDUSTRY_MAP)).toHaveLength(14);
  });

  it("target markets of both forms, and the regions", () => {
    for (const o of NICHE_TARGET_MARKETS) expect(AUDIENCES[NICHE_TARGET_MAP[o.value]]).toBeDefined();
    for (const o of IDEA_TARGET_MARKETS) expect(AUDIENCES[IDEA_TARGET_MAP[o.value]]).toBeDefined();
    expect(Object.keys(REGIONS).sort()).toEqual(MARKET_REGIONS.map((r) => r.value).sort());
    expect([...SELLING_REGIONS, "global"].sort()).toEqual(MARKET_REGIONS.map((r) => r.value).sort());
  });
});

/* Every tool quotes the data pack's one figure per market (docs/decisions/1480-a-dated-data-pack.md). */
describe("one set of figures per industry, from the data pack", () => {
  it("business ideas, niche discovery and market analysis quote the pack's figures, and say so when there are none", () => {
    for (const { value } of IDEA_INDUSTRIES) {
      const key = IDEA_INDUSTRY_MAP[value].industry;
      const size = INDUSTRY_MARKETS[key]?.size;
      const products = businessIdeasTool.offline(
        businessIdeasTool.input.parse({ industry: value, budget: "0-500", targetMarket: "gen-z", skills: "design" }),
      ).products;
      // Each idea quotes its own trade's market (or the narrower one a concept of it names, AI for an automation
      // agency), else its industry's, else says none is known (docs/decisions/1490-a-niche-quotes-its-own-market.md):
      // always one of the pack's figures.
      const packSizes = [
        size,
        ...Object.values(TRADE_MARKETS).map((m) => m?.size),
        ...Object.values(CONCEPT_MARKETS).map((k) => (k ? INDUSTRY_MARKETS[k]?.size : undefined)),
      ].flatMap((id) => (id ? [figureText(packFigure(id))] : []));
      for (const p of products)
        expect(
          p.marketSize.startsWith("No published size") || packSizes.some((t) => p.marketSize.includes(t)),
          `${value}: ${p.marketSize}`,
        ).toBe(true);
      if (size && MARKET_INDUSTRIES.some((m) => m.value === key)) {
        const market = marketAnalysisTool.offline(marketAnalysisRequestSchema.parse({ industry: key }));
        expect(market.marketSize.global).toBe(figureText(packFigure(size)));
      }
    }
    for (const { value } of NICHE_INDUSTRIES) {
      const size = INDUSTRY_MARKETS[NICHE_INDUSTRY_MAP[value]]?.size;
      const out = nicheDiscoveryTool.offline(
        nicheDiscoveryTool.input.parse({ industry: value, budget: "0-500", targetMarket: "gen-z" }),
      );
      expect(out.marketTrends[0]).toContain(size ? figureText(packFigure(size)) : "No published size");
      expect(out.sources.length > 0).toBe(Boolean(size));
    }
  });

  it("technology reads Gartner's software spending everywhere, with its source", () => {
    const idea = businessIdeasTool.offline(
      businessIdeasTool.input.parse({
        industry: "tech-apps",
        budget: "0-500",
        targetMarket: "gen-z",
        skills: "coding",
      }),
    ).products[0];
    expect(idea.marketSize).toMatch(/^\$1\.1T \(worldwide software spending, 2024 forecast\)/);
    expect(idea.sources.map((s) => s.name).join(" ")).toMatch(/Gartner Forecasts Worldwide IT Spending/);
  });
});

describe("the seeded random generator", () => {
  it("repeats for the same seed and differs for another", () => {
    const a = seededRandom("x"),
      b = seededRandom("x"),
      c = seededRandom("y");
    const draw = (r: ReturnType<typeof seededRandom>) => Array.from({ length: 5 }, () => r.next());
    const first = draw(a);
    expect(draw(b)).toEqual(first);
    expect(draw(c)).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
