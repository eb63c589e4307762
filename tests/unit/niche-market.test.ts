/**
 * A niche quotes its own market (docs/decisions/1490-a-niche-quotes-its-own-market.md): its trade's figures when the
 * data pack has them, its industry's when they are no other trade's, and nothing, said plainly, otherwise.
 */
import { describe, expect, it } from "vitest";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { nicheMarket } from "../../server/ai/knowledge/niche-market";
import { TRADE_MARKETS } from "../../server/ai/knowledge/data-pack/markets";

const ideas = (input: Record<string, string>) =>
  businessIdeasTool.offline(businessIdeasTool.input.parse(input)).products;

describe("the market a niche quotes", () => {
  it("is its own trade's where the pack has one, and not another trade's", () => {
    const candles = {
      name: "Small-Batch Candle Brand",
      description: "Pour soy candles and wax melts in small batches.",
    };
    expect(nicheMarket(candles, "ecommerce-retail").ids).toBe(TRADE_MARKETS.candles);
    const streetwear = { name: "Upcycled Streetwear Label", description: "Rework thrifted jackets and hoodies." };
    expect(nicheMarket(streetwear, "fashion-beauty")).toEqual({ ids: undefined, label: "clothing and sewing" });
    const tutoring = { name: "Exam-Prep Tutoring Collective", description: "GCSE maths tutoring in small groups." };
    expect(nicheMarket(tutoring, "education-training").label).toBe("Education & Training");
  });

  it("keeps every business idea's market figure about that idea", () => {
    const products = ideas({
      industry: "fashion-beauty",
      budget: "500-5000",
      targetMarket: "millennials",
      skills: "candle making, photography",
    });
    for (const p of products) {
      const name = p.name ?? "";
      if (/streetwear|clothing/i.test(name)) expect(p.marketSize).not.toMatch(/beauty/i);
      if (/candle/i.test(name)) expect(p.marketSize).toMatch(/candle/i);
      if (/skincare/i.test(name)) expect(p.marketSize).toMatch(/beauty/i);
      // A figure quoted is a figure cited; none quoted is said to be unknown.
      expect(p.sources.length > 0 || p.unknown.some((u) => u.field === "marketSize"), name).toBe(true);
    }
  });
});
