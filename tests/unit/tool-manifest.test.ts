/** The tool manifest: every tool of both specifications once, and everything derived from it agrees with it. */
import { describe, expect, it } from "vitest";
import {
  HUBS,
  POPULAR_TOOL_IDS,
  STANDALONE_TOOLS,
  TOOLS,
  findTool,
  isProTool,
  toolForPath,
} from "../../shared/tools/manifest";
import { FREE_QUOTAS, PRO_FEATURES } from "../../shared/domain/plans";
import { toolRegistry } from "../../server/modules";
import { DISCOVERY_TOOLS } from "../../client/src/features/hubs/data/discovery-tools";
import { MONEY_MAKER_TOOLS } from "../../client/src/features/hubs/data/money-makers";
import { DROPSHIPPING_TOOLS } from "../../client/src/features/hubs/data/dropshipping";
import { GROWTH_TOOLS } from "../../client/src/features/hubs/data/growth-suite";
import { POPULAR_TOOLS } from "../../client/src/features/hubs/data/home";
import { NAV_ITEMS } from "../../client/src/features/shell/nav-items";

// The tool routes of both specifications (docs/spec-notes.md#screens-and-routes) and the logo maker.
const SPEC_TOOL_ROUTES = [
  "/niche-discovery",
  "/business-ideas",
  "/market-research",
  "/quick-validation",
  "/logo-maker",
  "/dropshipping-tools",
  "/product-trend-scanner",
  "/profit-calculator",
  "/supplier-database",
  "/inventory-tracker",
  "/side-hustles",
  "/micro-niches",
  "/side-hustle-generator",
  "/hustle-challenges",
  "/ai-mentor",
  "/idea-tracker",
  "/launch-roadmap",
  "/creator-suite",
  "/sales-script-generator",
  "/partnership-finder",
  "/advanced-analytics",
  // Imports and the profit-and-loss (docs/product-rules.md#one-table-for-every-sale).
  "/imports",
  "/profit-and-loss",
];

describe("the manifest", () => {
  it("lists every tool route of both specifications exactly once, with unique ids", () => {
    expect(STANDALONE_TOOLS.map((t) => t.route).sort()).toEqual([...SPEC_TOOL_ROUTES].sort());
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(TOOLS.length);
  });

  it("gives every entry a title, a one-line description and a hub", () => {
    for (const t of TOOLS) {
      expect(t.title.length, t.id).toBeGreaterThan(2);
      expect(t.description, t.id).not.toMatch(/\n/);
      expect(["discovery", "money", "growth"]).toContain(t.hub);
    }
  });

  it("marks the built tools available and the rest not", () => {
    const available = TOOLS.filter((t) => t.available)
      .map((t) => t.id)
      .sort();
    expect(available).toEqual([
      "advanced-analytics",
      "ai-mentor",
      "business-ideas",
      "business-plan",
      "creator-suite",
      "dropshipping-tools",
      "hustle-challenges",
      "idea-score",
      "idea-tracker",
      "imports",
      "inventory-tracker",
      "launch-roadmap",
      "logo-maker",
      "market-analysis",
      "micro-niches",
      "niche-discovery",
      "partnership-finder",
      "product-trend-scanner",
      "profit-and-loss",
      "profit-calculator",
      "quick-validation",
      "sales-script-generator",
      "side-hustle-generator",
      "side-hustles",
      "supplier-database",
    ]);
  });

  it("uses every free quota of the plan table, and only those", () => {
    const quotas = TOOLS.flatMap((t) => ("quota" in t ? [t.quota] : []));
    expect([...quotas].sort()).toEqual(Object.keys(FREE_QUOTAS).sort());
  });

  it("finds a tool by path, detail paths included", () => {
    expect(toolForPath("/market-research")?.id).toBe("market-analysis");
    expect(toolForPath("/business-ideas/42")?.id).toBe("business-ideas");
    expect(toolForPath("/nope")).toBeUndefined();
    expect(findTool("unknown")).toBeUndefined();
  });
});

describe("the server's gates", () => {
  it("PRO_FEATURES are exactly the manifest's Pro tools (the four growth Pro tools and business plans)", () => {
    expect([...PRO_FEATURES].sort()).toEqual([
      "advanced-analytics",
      "business-plan",
      "creator-suite",
      "partnership-finder",
      "sales-script-generator",
    ]);
    for (const t of TOOLS) expect(isProTool(t.id)).toBe(t.plan === "pro");
  });

  it("every registered AI tool is an available manifest tool", () => {
    for (const { tool, path } of toolRegistry.list) {
      expect(findTool(tool.id)?.available, tool.id).toBe(true);
      expect(`/api${path}`).toBe(findTool(tool.id)?.endpoint);
    }
  });
});

describe("what the client derives", () => {
  it("hub cards take route, title, Pro flag and availability from the manifest", () => {
    const cards = [...DISCOVERY_TOOLS, ...MONEY_MAKER_TOOLS, ...DROPSHIPPING_TOOLS, ...GROWTH_TOOLS];
    for (const card of cards) {
      const tool = findTool(card.id!)!;
      expect(card).toMatchObject({
        to: tool.route,
        title: tool.title,
        pro: tool.plan === "pro",
        available: tool.available,
      });
    }
    // Every tool with a route of its own has a card on some hub.
    const carded = new Set(cards.map((c) => c.id));
    for (const t of STANDALONE_TOOLS) expect(carded.has(t.id), t.id).toBe(true);
  });

  it("the header's nav and the dashboard follow the manifest", () => {
    expect(NAV_ITEMS.map((n) => n.to)).toEqual(["/", ...HUBS.map((h) => h.route)]);
    expect(POPULAR_TOOLS.map((t) => t.to)).toEqual(POPULAR_TOOL_IDS.map((id) => findTool(id)!.route));
  });
});
