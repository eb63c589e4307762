/** The niche discovery, business ideas and business plan tools: offline answers and prompts. */
import { describe, expect, it } from "vitest";
import { NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS } from "../../shared/contracts/niche-discovery";
import { IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS } from "../../shared/contracts/business-ideas";
import { nicheDiscoveryTool } from "../../server/ai/tools/niche-discovery.tool";
import { businessIdeasTool } from "../../server/ai/tools/business-ideas.tool";
import { businessPlanTool } from "../../server/ai/tools/business-plan.tool";

const niche = (o: Record<string, unknown> = {}) =>
  nicheDiscoveryTool.input.parse({
    industry: "technology",
    budget: "500-2000",
    targetMarket: "students",
    skills: ["JavaScript"],
    interests: ["gaming"],
    ...o,
  });
const ideas = (o: Record<string, unknown> = {}) =>
  businessIdeasTool.input.parse({
    industry: "tech-apps",
    budget: "500-5000",
    targetMarket: "gen-z",
    skills: "coding, design",
    ...o,
  });

describe("niche discovery offline answers", () => {
  it("pass the output schema for every industry, budget and target market", () => {
    for (const { value: industry } of NICHE_INDUSTRIES)
      for (const { value: budget } of NICHE_BUDGETS)
        for (const { value: targetMarket } of NICHE_TARGET_MARKETS) {
          const out = nicheDiscoveryTool.offline(niche({ industry, budget, targetMarket }));
          expect(nicheDiscoveryTool.output.safeParse(out).success).toBe(true);
          expect(out.ideas.map((i) => i.name).join()).not.toMatch(/Idea \d|lorem/i);
        }
  });

  it("are deterministic for the same input", () => {
    expect(nicheDiscoveryTool.offline(niche())).toEqual(nicheDiscoveryTool.offline(niche()));
  });

  it("change with every input", () => {
    const base = JSON.stringify(nicheDiscoveryTool.offline(niche()));
    for (const change of [
      { industry: "food" },
      { budget: "10000+" },
      { targetMarket: "seniors" },
      { skills: ["baking"] },
      { interests: ["fitness"] },
    ])
      expect(JSON.stringify(nicheDiscoveryTool.offline(niche(change))), JSON.stringify(change)).not.toBe(base);
  });

  it("say a startup cost fits the budget only when it does, and cite the user's skills", () => {
    const out = nicheDiscoveryTool.offline(niche({ budget: "0-500", skills: ["video editing"], industry: "content" }));
    for (const idea of out.ideas) {
      const figures = [...idea.startupCosts.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, "")));
      const fits = idea.fitReasons?.some((r) => r.includes("fit your $0 - $500 budget")) ?? false;
      if (fits) expect(Math.max(...figures)).toBeLessThanOrEqual(500);
      else expect(Math.min(...figures)).toBeGreaterThan(500);
    }
    expect(
      out.ideas.filter((i) => i.fitReasons?.some((r) => r.includes("fit your $0 - $500 budget"))),
    ).not.toHaveLength(0);
    expect(out.ideas.some((i) => i.fitReasons?.some((r) => r.includes("video editing")))).toBe(true);
  });

  it("prompt carries every input", () => {
    const prompt = nicheDiscoveryTool.prompt(
      niche({
        skills: ["Figma"],
        interests: ["surfing"],
        targetMarket: "parents",
        budget: "2000-5000",
        industry: "lifestyle",
      }),
    );
    for (const text of ["Lifestyle & Fashion", "Figma", "surfing", "Parents & Families", "$2,000 - $5,000"])
      expect(prompt).toContain(text);
  });
});

describe("business ideas offline answers", () => {
  it("pass the output schema with exactly three distinct ideas over the whole option grid", () => {
    for (const { value: industry } of IDEA_INDUSTRIES)
      for (const { value: budget } of IDEA_BUDGETS)
        for (const { value: targetMarket } of IDEA_TARGET_MARKETS) {
          const out = businessIdeasTool.offline(ideas({ industry, budget, targetMarket }));
          expect(businessIdeasTool.output.safeParse(out).success).toBe(true);
          expect(new Set(out.products.map((p) => p.name)).size).toBe(3);
        }
  });

  it("change with every input and carry a seed idea first", () => {
    const base = JSON.stringify(businessIdeasTool.offline(ideas()));
    for (const change of [
      { industry: "food-beverage" },
      { budget: "25000+" },
      { targetMarket: "boomers" },
      { skills: "baking, photography" },
    ])
      expect(JSON.stringify(businessIdeasTool.offline(ideas(change))), JSON.stringify(change)).not.toBe(base);
    const seeded = businessIdeasTool.offline(
      ideas({ seedIdea: { name: "PatchPal", description: "Custom patches for gamer jackets" } }),
    );
    expect(seeded.products[0].name).toBe("PatchPal");
  });

  it("prompt carries every input", () => {
    const prompt = businessIdeasTool.prompt(
      ideas({ skills: "3D printing", seedIdea: { name: "PrintNest", description: "Printed desk toys" } }),
    );
    for (const text of ["Tech & Apps", "$500 - $5,000", "Gen Z (18-26)", "3D printing", "PrintNest"])
      expect(prompt).toContain(text);
  });
});

describe("business plan offline answers", () => {
  const planInput = (budget: string) => {
    const idea = businessIdeasTool.offline(ideas()).products[0];
    return businessPlanTool.input.parse({
      productIdeaId: 1,
      budget,
      idea: {
        ...idea,
        industry: "Tech & Apps",
        name: idea.name!,
        targetMarket: idea.targetMarket!,
        revenueModel: idea.revenueModel!,
        startupCost: idea.startupCost!,
      },
    });
  };
  it("pass the schema, give 12 months and 3 years, and follow the budget", () => {
    const small = businessPlanTool.offline(planInput("$0 - $500"));
    const big = businessPlanTool.offline(planInput("$25,000+"));
    expect(businessPlanTool.output.safeParse(small).success).toBe(true);
    expect(small.revenueProjections.monthly).toHaveLength(12);
    expect(small.revenueProjections.yearly).toHaveLength(3);
    expect(JSON.stringify(small)).not.toBe(JSON.stringify(big));
    expect(businessPlanTool.prompt(planInput("$0 - $500"))).toContain("$0 - $500");
  });
});
