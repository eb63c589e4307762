/**
 * One crowdedness judgement (docs/decisions/1484-one-crowdedness-judgement.md): market research, niche discovery,
 * business ideas and quick validation say the same level for the same trade.
 */
import { describe, expect, it } from "vitest";
import { marketAnalysisTool } from "../../server/ai/tools/market-analysis.tool";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { quickValidationTool } from "../../server/ai/tools/quick-validation.tool";
import { crowdingOfText, levelOfCrowding, tradeCrowding } from "../../server/ai/knowledge/crowding";
import { NICHE_MARKETS } from "../../server/ai/knowledge/market/niches";
import { TRADE_NICHES } from "../../server/ai/understanding/catalogue";
import type { TradeId } from "../../server/ai/understanding/lexicon";

const WORDS: Partial<Record<TradeId, string>> = {
  candles: "soy candles",
  jewellery: "silver jewellery",
  pets: "dog walking",
  baking: "sourdough baking",
  tutoring: "maths tutoring",
  resale: "vintage resale",
  beauty: "skincare",
  "video-editing": "video editing",
};

describe("one crowdedness judgement", () => {
  it("bands crowding the same way everywhere", () => {
    expect([levelOfCrowding(44), levelOfCrowding(45), levelOfCrowding(67), levelOfCrowding(68)]).toEqual([
      "low",
      "medium",
      "medium",
      "high",
    ]);
  });

  it("market research, niche discovery and quick validation agree on each researched trade", () => {
    for (const [trade, words] of Object.entries(WORDS) as [TradeId, string][]) {
      const judged = tradeCrowding(trade)!;
      expect(crowdingOfText(words)?.trade, words).toBe(trade);
      const market = marketAnalysisTool.offline(marketAnalysisTool.input.parse({ industry: words }));
      expect(market.competitionLevel, `${trade} market`).toBe(judged.level);
      const place = TRADE_NICHES[trade];
      if (place) {
        const niches = nicheDiscoveryTool.offline(
          nicheDiscoveryTool.input.parse({
            industry: place.industry,
            budget: "0-500",
            targetMarket: "global",
            skills: [words],
            interests: [],
          }),
        );
        const own = niches.ideas.find((i) => i.name.startsWith(place.niche));
        if (own) expect(own.competitionLevel.toLowerCase(), `${trade} niche`).toBe(judged.level);
      }
      const validation = quickValidationTool.offline(
        quickValidationTool.input.parse({ product: `${words} for busy parents`, description: `I sell ${words}.` }),
      );
      expect(validation.reasons.competition.join(" "), `${trade} validation`).toContain(`${judged.openness}/100 open`);
      // The score is the judgement it quotes (no niche word narrows "for busy parents").
      expect(validation.competition, `${trade} validation score`).toBe(judged.openness);
    }
    expect(Object.keys(NICHE_MARKETS).length).toBeGreaterThanOrEqual(Object.keys(WORDS).length);
  });
});
