/**
 * The dated data pack (docs/decisions/1480-a-dated-data-pack.md): every entry has a value, unit, what it measures, a
 * region, a year and a source with publisher, address and the day it was read; every figure a market names exists.
 */
import { describe, expect, it } from "vitest";
import { PACK_ENTRIES, figureText, packFigure, packTexts } from "../../server/ai/knowledge/data-pack";
import { packFigureSchema } from "../../server/ai/knowledge/data-pack/types";
import { INDUSTRY_MARKETS, TRADE_MARKETS } from "../../server/ai/knowledge/data-pack/markets";
import { sourcedMarket } from "../../server/ai/knowledge/data-pack/answer";
import { NICHE_MARKETS, nicheMarketSchema } from "../../server/ai/knowledge/market/niches";

describe("data pack", () => {
  it("parses every entry, with unique ids and a source read on a real day", () => {
    const ids = new Set<string>();
    for (const entry of PACK_ENTRIES) {
      const parsed = packFigureSchema.safeParse(entry);
      expect(parsed.success, `${entry.id}: ${parsed.error?.message}`).toBe(true);
      expect(ids.has(entry.id), entry.id).toBe(false);
      ids.add(entry.id);
      expect(entry.source.url).toMatch(/^https?:\/\/[^/]+\.[a-z]{2,}/);
      expect(new Date(entry.source.retrieved).getTime()).toBeLessThanOrEqual(Date.now());
      if (entry.unit === "percent") expect(Math.abs(entry.value)).toBeLessThanOrEqual(100);
    }
    expect(ids.size).toBeGreaterThanOrEqual(40);
  });

  it("names only figures it holds, and a size is a money figure", () => {
    for (const markets of [INDUSTRY_MARKETS, TRADE_MARKETS])
      for (const [market, ids] of Object.entries(markets)) {
        const all = [ids?.size, ids?.growth, ...(ids?.forecast ?? []), ...(ids?.regions ?? []), ...(ids?.notes ?? [])];
        for (const id of all.filter((x): x is string => Boolean(x))) expect(() => packFigure(id), market).not.toThrow();
        if (ids?.size) expect(packFigure(ids.size).unit, market).toBe("usd-billions");
        if (ids?.growth) expect(packFigure(ids.growth).unit, market).toBe("percent");
      }
  });

  it("writes figures the way answers show them", () => {
    expect(figureText(packFigure("games-global-2024"))).toBe("$187.7B");
    expect(figureText(packFigure("ecommerce-global-sales-2023"))).toBe("$4.4T");
    expect(figureText(packFigure("games-global-growth-2024"))).toBe("2.1%");
    expect(figureText(packFigure("etsy-active-buyers-2023"))).toBe("92 million");
    expect(
      packTexts()
        .get("$187.7B")
        ?.map((f) => f.id),
    ).toEqual(["games-global-2024"]);
  });

  it("covers fintech, AI tools, wellness and food with figures of their own area, year and publisher", () => {
    const sizes: [string, string | undefined, string, number, string][] = [
      ["fintech", INDUSTRY_MARKETS.fintech?.size, "McKinsey & Company", 2028, "$400B"],
      ["financial services", INDUSTRY_MARKETS["financial-services"]?.size, "McKinsey & Company", 2023, "$2.4T"],
      ["AI", INDUSTRY_MARKETS["artificial-intelligence"]?.size, "Gartner", 2025, "$644B"],
      ["wellness", INDUSTRY_MARKETS["health-wellness"]?.size, "Global Wellness Institute", 2023, "$6.3T"],
      ["fitness", TRADE_MARKETS.fitness?.size, "Global Wellness Institute", 2018, "$828B"],
      ["food and drink", INDUSTRY_MARKETS["food-beverage"]?.size, "Specialty Food Association", 2022, "$194B"],
      ["food from home", TRADE_MARKETS["food-from-home"]?.size, "National Restaurant Association", 2024, "$1.1T"],
      ["baking", TRADE_MARKETS.baking?.size, "American Bakers Association", 2023, "$186.8B"],
    ];
    for (const [area, id, publisher, year, text] of sizes) {
      expect(id, area).toBeDefined();
      const figure = packFigure(id!);
      expect([figure.source.publisher, figure.year, figureText(figure)], area).toEqual([publisher, year, text]);
    }
    // Adoption shares are quoted beside the market, with their own source.
    expect(figureText(packFigure("genai-regular-use-2024"))).toBe("65%");
    expect(INDUSTRY_MARKETS["artificial-intelligence"]?.notes).toContain("genai-regular-use-2024");
    expect(INDUSTRY_MARKETS["health-wellness"]?.notes).toContain("supplements-us-adult-use-2018");
  });

  it("cites every figure of a market and says what it does not know", () => {
    const games = sourcedMarket(INDUSTRY_MARKETS["gaming-entertainment"], "europe", "the games market");
    expect(games.size?.id).toBe("games-europe-2024");
    expect(games.sources.map((s) => s.field)).toEqual(expect.arrayContaining(["marketSize", "growthRate", "forecast"]));
    const candles = sourcedMarket(TRADE_MARKETS.candles, "europe", "the candle market");
    // The only candle figure is the United States': a European answer shows it as such and says Europe is not known.
    expect(candles.size?.region).toBe("United States");
    expect(candles.unknown.map((u) => u.field)).toEqual(expect.arrayContaining(["growthRate", "forecast"]));
    const none = sourcedMarket(undefined, "global", "the plumbing market");
    expect([none.size, none.growth, none.sources]).toEqual([null, null, []]);
    expect(none.unknown.map((u) => u.field)).toEqual(["marketSize", "growthRate", "forecast"]);
  });

  it("lists named competitors with their public websites for every researched trade", () => {
    for (const [trade, niche] of Object.entries(NICHE_MARKETS)) {
      const parsed = nicheMarketSchema.safeParse(niche);
      expect(parsed.success, `${trade}: ${parsed.error?.message}`).toBe(true);
      expect(JSON.stringify(niche), trade).not.toMatch(/\d+(?:\.\d+)?\s?%|\$\d[\d.,]*\s?[BT]\b/);
    }
    expect(Object.keys(NICHE_MARKETS).length).toBeGreaterThanOrEqual(13);
  });
});
