/**
 * A niche quotes its own market (docs/decisions/1490-a-niche-quotes-its-own-market.md): its trade's figures when the
 * data pack has them, its industry's when they are no other trade's, and nothing, said plainly, otherwise.
 */
import { describe, expect, it } from "vitest";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { nicheMarket } from "../../server/ai/knowledge/niche-market";
import { TRADE_MARKETS } from "../../server/ai/knowledge/data-pack/markets";
import { industryMarket } from "../../server/ai/knowledge/data-pack/answer";
import { PLAYBOOKS } from "../../server/ai/knowledge/playbooks";
import { NICHE_INDUSTRY_MAP } from "../../server/ai/knowledge/taxonomy";
import type { NicheIndustry } from "../../shared/contracts/niche-discovery";

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

  // The four areas the pack gained (fintech, AI tools, wellness, food): each catalogue niche quotes a figure of its own
  // area, with the source and year it was published for (docs/decisions/1480-a-dated-data-pack.md).
  it.each([
    ["technology", "AI Automation Agency", "Artificial Intelligence", "Gartner", 2025, /generative AI/],
    ["finance", "Bookkeeping & Tax Prep", "Fintech", "McKinsey & Company", 2028, /fintech/],
    ["finance", "Side-Hustle Tax & Invoicing Tool", "Fintech", "McKinsey & Company", 2028, /fintech/],
    ["health", "Online Strength Coaching", "fitness coaching", "Global Wellness Institute", 2018, /physical activity/],
    ["health", "Mindfulness & Burnout Workshops", "Health & Wellness", "Global Wellness Institute", 2023, /wellness/],
    ["food", "Home Bakery with Pre-Order Drops", "baking", "American Bakers Association", 2023, /baking/],
    ["food", "Meal-Prep Delivery", "food from home", "National Restaurant Association", 2024, /foodservice/],
    ["food", "Craft Beverage Brand", "Food & Beverage", "Specialty Food Association", 2022, /specialty food/],
  ] as const)("%s: %s quotes %s (%s, %i)", (playbook, name, label, publisher, year, measures) => {
    const niche = PLAYBOOKS[playbook as NicheIndustry].niches.find((n) => n.name === name);
    expect(niche, name).toBeDefined();
    const quoted = nicheMarket(niche!, NICHE_INDUSTRY_MAP[playbook as NicheIndustry]);
    expect(quoted.label).toBe(label);
    const market = industryMarket(quoted.ids, quoted.label, "marketSize");
    expect(market.text).toMatch(measures);
    expect(market.sources).toContainEqual(
      expect.objectContaining({ field: "marketSize", publisher, year, url: expect.stringMatching(/^https:\/\//) }),
    );
    expect(market.unknown).toEqual([]);
  });

  it("quotes the AI market on a business idea that is about AI, with Gartner's source", () => {
    const products = ideas({
      industry: "tech-apps",
      budget: "500-5000",
      targetMarket: "small-businesses",
      skills: "ai automation, zapier, chatgpt",
    });
    const agency = products.find((p) => /automation/i.test(p.name ?? ""));
    expect(agency, products.map((p) => p.name).join(", ")).toBeDefined();
    expect(agency!.marketSize).toMatch(/^\$644B \(worldwide generative AI spending/);
    expect(agency!.sources).toContainEqual(
      expect.objectContaining({ field: "marketSize", publisher: "Gartner", year: 2025 }),
    );
  });

  it.each([
    ["finance", "McKinsey & Company", 2028],
    ["health", "Global Wellness Institute", 2023],
    ["food", "Specialty Food Association", 2022],
  ] as const)("niche discovery in %s quotes its industry's market (%s, %i)", (industry, publisher, year) => {
    const out = nicheDiscoveryTool.offline(
      nicheDiscoveryTool.input.parse({ industry, budget: "0-500", targetMarket: "millennials" }),
    );
    expect(out.sources).toContainEqual(expect.objectContaining({ field: "marketTrends", publisher, year }));
    expect(out.unknown).toEqual([]);
  });
});
