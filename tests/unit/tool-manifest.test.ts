/**
 * The tool manifest: every tool of both specifications once, and everything derived from it agrees with it: hub
 * cards, routes, pages and links (docs/decisions/802-manifest-derived-client.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  HUBS,
  toolPath,
  type Hub,
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
import type { ToolInfo } from "../../client/src/features/hubs/components/tool-card";
import { TOOL_DETAIL_PAGES, TOOL_PAGES } from "../../client/src/app/tool-pages";
import { toolRoutes } from "../../client/src/app/routes";

const CLIENT_SRC = path.resolve(import.meta.dirname, "../../client/src");

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

  it("every registered AI tool is a manifest tool", () => {
    for (const { tool, path } of toolRegistry.list) {
      expect(findTool(tool.id), tool.id).toBeDefined();
      expect(`/api${path}`).toBe(findTool(tool.id)?.endpoint);
    }
  });
});

describe("what the client derives", () => {
  const hubCardsOf: Record<Hub, readonly ToolInfo[]> = {
    discovery: DISCOVERY_TOOLS,
    money: MONEY_MAKER_TOOLS,
    growth: GROWTH_TOOLS,
  };

  it("every tool with a screen has its card, copy included, on its hub (or the page gathering it) and on the hubs it names", () => {
    for (const tool of STANDALONE_TOOLS) {
      expect(tool.card, `${tool.id} has no card in the manifest`).toBeDefined();
      const homes = tool.cardOn === "dropshipping-tools" ? [DROPSHIPPING_TOOLS] : [hubCardsOf[tool.hub]];
      for (const hub of tool.alsoOn ?? []) homes.push(hubCardsOf[hub]);
      for (const cards of homes) {
        const card = cards.find((c) => c.id === tool.id);
        expect(card, `${tool.id} has no card`).toMatchObject({
          to: tool.route,
          title: tool.title,
          description: tool.description,
          tone: tool.card?.tone,
          badge: tool.card?.badge,
          pro: tool.plan === "pro",
        });
      }
    }
  });

  it("a hub shows its own tools and those that say alsoOn it, nothing else, in manifest order", () => {
    for (const hub of HUBS) {
      const expected = STANDALONE_TOOLS.filter((t) => t.hub === hub.id && !t.cardOn)
        .concat(STANDALONE_TOOLS.filter((t) => t.alsoOn?.includes(hub.id)))
        .map((t) => t.id);
      expect(hubCardsOf[hub.id].map((c) => c.id)).toEqual(expected);
    }
    // Quick Validation lives on Discovery and says it is also on Money Makers.
    expect(MONEY_MAKER_TOOLS.map((c) => c.id)).toContain("quick-validation");
    expect(DROPSHIPPING_TOOLS.map((c) => c.id)).toEqual([
      "product-trend-scanner",
      "supplier-database",
      "profit-calculator",
      "inventory-tracker",
    ]);
  });

  it("every tool with a screen has its route and page; every page file belongs to a tool", () => {
    const routes = new Map(toolRoutes.map((r) => [r.path, r.page]));
    for (const tool of STANDALONE_TOOLS) {
      expect(routes.get(tool.route), `${tool.id}: no page file <folder>/${tool.id}.page.tsx`).toBe(
        TOOL_PAGES.get(tool.id),
      );
      expect(TOOL_PAGES.get(tool.id), tool.id).toBeDefined();
      if (tool.detailRoute) {
        expect(routes.get(tool.detailRoute), `${tool.id}: no ${tool.id}.detail.page.tsx`).toBeDefined();
        expect(routes.get(tool.detailRoute)).toBe(TOOL_DETAIL_PAGES.get(tool.id));
      }
    }
    const paged = new Set(STANDALONE_TOOLS.map((t) => t.id));
    for (const id of TOOL_PAGES.keys()) expect(paged.has(id), `${id}.page.tsx is no manifest tool`).toBe(true);
    for (const id of TOOL_DETAIL_PAGES.keys())
      expect(findTool(id)?.detailRoute, `${id}.detail.page.tsx: the tool has no detailRoute`).toBeDefined();
    expect(toolRoutes).toHaveLength(STANDALONE_TOOLS.length + TOOLS.filter((t) => "detailRoute" in t).length);
  });

  it("no client file writes a tool's address by hand: links go through toolPath", () => {
    const segments = STANDALONE_TOOLS.map((t) => t.route.slice(1)).join("|");
    // A string or template literal starting with a tool's route: "/micro-niches", `/micro-niches/${id}`, '/x?y'.
    const literal = new RegExp(`["'\`]/(${segments})(?=["'\`/?$])`);
    const offenders: string[] = [];
    for (const file of readdirSync(CLIENT_SRC, { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|tsx)$/.test(file)) continue;
      const code = readFileSync(path.join(CLIENT_SRC, file), "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      code.split("\n").forEach((line, i) => {
        if (literal.test(line)) offenders.push(`client/src/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("toolPath gives a tool's route, or its detail page of one item", () => {
    expect(toolPath("market-analysis")).toBe("/market-research");
    expect(toolPath("micro-niches", 7)).toBe("/micro-niches/7");
    expect(toolPath("business-ideas", "a b")).toBe("/business-ideas/a%20b");
  });

  it("the header's nav and the dashboard follow the manifest", () => {
    expect(NAV_ITEMS.map((n) => n.to)).toEqual(["/", ...HUBS.map((h) => h.route)]);
    expect(POPULAR_TOOLS.map((t) => t.to)).toEqual(POPULAR_TOOL_IDS.map((id) => findTool(id)?.route));
  });
});
