/**
 * The tool manifest: every tool of both specifications, built or not, in ONE list. The client's route table,
 * header, hubs, dashboard and tool names and the server's Pro gate and quotas are derived from it
 * (docs/decisions/800-tool-manifest.md). Pure data: no React, no server code.
 *
 * Adding a built tool: set `available: true` here and register its page in client/src/app/tool-pages.ts
 * (the type checker then requires both).
 */
import type { QuotaKey } from "../domain/plans";

export type Hub = "discovery" | "money" | "growth";
export type PlanGate = "free" | "pro";

/** lucide icon names (kebab-case, as lucide.dev spells them); the client maps each to its component. */
export type ToolIcon =
  | "compass"
  | "lightbulb"
  | "scroll-text"
  | "chart-column"
  | "circle-check"
  | "pen-tool"
  | "shopping-cart"
  | "calculator"
  | "truck"
  | "boxes"
  | "scan-search"
  | "briefcase"
  | "target"
  | "wand-sparkles"
  | "trophy"
  | "message-square"
  | "list-checks"
  | "map"
  | "palette"
  | "file-text"
  | "handshake"
  | "chart-line"
  | "dollar-sign"
  | "trending-up"
  | "file-up"
  | "receipt-text";

export type ToolEntry = {
  /** Stable id: the AI history's `tool` column and the key of the client's tool pages. */
  id: string;
  /** The screen's path. */
  route: string;
  title: string;
  /** One line, for hub cards, the dashboard and the coming-soon page. */
  description: string;
  hub: Hub;
  icon: ToolIcon;
  /** 'pro': free users get 403 pro_required from the server and an upgrade path in the client. */
  plan: PlanGate;
  /** Free-plan quota a run consumes (shared/domain/plans.ts FREE_QUOTAS). */
  quota?: QuotaKey;
  /** An AI generator's call, `POST <endpoint>`: the server mounts the tool there and the client posts to it. */
  endpoint?: `/api/${string}`;
  /** Built yet: its route shows the tool; otherwise a 'Coming soon' page and card. */
  available: boolean;
  /** A page under the route showing one stored result (e.g. /business-ideas/:id). */
  detailRoute?: string;
  /** Part of another tool's screens, with no route or card of its own (business plans live on an idea's page). */
  within?: string;
};

export const TOOLS = [
  // Discovery (docs/spec-notes.md#screens-and-routes)
  {
    id: "niche-discovery",
    route: "/niche-discovery",
    title: "AI Niche Discovery",
    description: "Profitable, underserved niches that fit your skills, budget and interests.",
    hub: "discovery",
    icon: "compass",
    plan: "free",
    quota: "niche_discovery",
    endpoint: "/api/generate-niches",
    available: true,
  },
  {
    id: "business-ideas",
    route: "/business-ideas",
    title: "AI Business Ideas",
    description: "Three tailored business ideas with market size, revenue projections and startup costs.",
    hub: "discovery",
    icon: "lightbulb",
    plan: "free",
    quota: "business_ideas",
    endpoint: "/api/generate-products",
    available: true,
    detailRoute: "/business-ideas/:id",
  },
  {
    id: "business-plan",
    route: "/business-ideas/:id",
    title: "Business Plan Generator",
    description: "A full business plan for one of your ideas: market, operations, finances and risks.",
    hub: "discovery",
    icon: "scroll-text",
    plan: "pro",
    endpoint: "/api/business-plans",
    available: true,
    within: "business-ideas",
  },
  {
    id: "market-analysis",
    route: "/market-research",
    title: "Market Research",
    description: "Market size, growth, competitors and trends for your industry and region.",
    hub: "discovery",
    icon: "chart-column",
    plan: "free",
    quota: "market_analysis",
    endpoint: "/api/market-analysis",
    available: true,
  },
  {
    id: "quick-validation",
    route: "/quick-validation",
    title: "Quick Validation",
    description: "Score a product or niche idea in seconds and get a clear verdict.",
    hub: "discovery",
    icon: "circle-check",
    plan: "free",
    quota: "quick_validation",
    endpoint: "/api/validate-idea",
    available: true,
  },
  {
    id: "logo-maker",
    route: "/logo-maker",
    title: "AI Logo Maker",
    description: "A logo for your brand in a few clicks.",
    hub: "discovery",
    icon: "pen-tool",
    plan: "free",
    quota: "logo",
    endpoint: "/api/generate-logo",
    available: true,
  },
  // Money makers (docs/spec-notes.md#screens-and-routes)
  {
    id: "dropshipping-tools",
    route: "/dropshipping-tools",
    title: "Dropshipping Command Center",
    description: "Trending products, verified suppliers, profit maths and stock tracking in one place.",
    hub: "money",
    icon: "shopping-cart",
    plan: "free",
    available: true,
  },
  {
    id: "product-trend-scanner",
    route: "/product-trend-scanner",
    title: "Product Trend Scanner",
    description: "Spot products that are taking off before everyone else sells them.",
    hub: "money",
    icon: "scan-search",
    plan: "free",
    quota: "trend_scan",
    endpoint: "/api/scan-trending-products",
    available: true,
  },
  {
    id: "supplier-database",
    route: "/supplier-database",
    title: "Supplier Database",
    description: "Verified suppliers with ratings, shipping speed and contact details.",
    hub: "money",
    icon: "truck",
    plan: "free",
    available: true,
  },
  {
    id: "profit-calculator",
    route: "/profit-calculator",
    title: "Profit Calculator",
    description: "Net profit, margin and break-even after every fee and ad cost.",
    hub: "money",
    icon: "calculator",
    plan: "free",
    available: true,
  },
  {
    id: "inventory-tracker",
    route: "/inventory-tracker",
    title: "Inventory Tracker",
    description: "Stock levels, stock value and low-stock alerts for every product.",
    hub: "money",
    icon: "boxes",
    plan: "free",
    available: true,
  },
  {
    id: "side-hustles",
    route: "/side-hustles",
    title: "Side Hustles",
    description: "Proven side hustles with difficulty, time needed and earning potential.",
    hub: "money",
    icon: "briefcase",
    plan: "free",
    available: true,
    detailRoute: "/side-hustles/:id",
  },
  {
    id: "side-hustle-generator",
    route: "/side-hustle-generator",
    title: "Side-Hustle Generator",
    description: "Side-hustle ideas built around your budget, free time, skills and interests.",
    hub: "money",
    icon: "wand-sparkles",
    plan: "free",
    quota: "side_hustle_generator",
    endpoint: "/api/generate-hustle-ideas",
    available: true,
  },
  {
    id: "micro-niches",
    route: "/micro-niches",
    title: "Micro Niches",
    description: "Small, specific markets with low competition and loyal buyers.",
    hub: "money",
    icon: "target",
    plan: "free",
    available: true,
    detailRoute: "/micro-niches/:id",
  },
  {
    id: "hustle-challenges",
    route: "/hustle-challenges",
    title: "Hustle Challenges",
    description: "Time-boxed challenges that turn good intentions into first sales.",
    hub: "money",
    icon: "trophy",
    plan: "free",
    available: true,
  },
  {
    id: "imports",
    route: "/imports",
    title: "Import Orders",
    description: "Bring in your Shopify, Etsy, Amazon and Stripe exports, or any sales spreadsheet.",
    hub: "money",
    icon: "file-up",
    plan: "free",
    available: true,
  },
  {
    id: "profit-and-loss",
    route: "/profit-and-loss",
    title: "Profit and Loss",
    description: "One honest profit and loss across every channel, after costs, fees, refunds and ads.",
    hub: "money",
    icon: "receipt-text",
    plan: "free",
    available: true,
  },
  // Growth (docs/spec-notes.md)
  {
    id: "ai-mentor",
    route: "/ai-mentor",
    title: "AI Mentor Chat",
    description: "A business coach in your pocket, any time of day.",
    hub: "growth",
    icon: "message-square",
    plan: "free",
    quota: "mentor_message",
    endpoint: "/api/ai-mentor/chat",
    available: true,
  },
  {
    id: "idea-tracker",
    route: "/idea-tracker",
    title: "Business Idea Tracker",
    description: "Keep every business idea, its status and your notes in one place.",
    hub: "growth",
    icon: "list-checks",
    plan: "free",
    available: true,
  },
  {
    id: "idea-score",
    route: "/idea-tracker",
    title: "Idea Scores",
    description: "AI scores of a tracked idea: profitability, trend potential, difficulty and overall.",
    hub: "growth",
    icon: "list-checks",
    plan: "free",
    quota: "idea_score",
    endpoint: "/api/score-idea",
    available: true,
    within: "idea-tracker",
  },
  {
    id: "launch-roadmap",
    route: "/launch-roadmap",
    title: "Launch Roadmap",
    description: "A gamified checklist from idea to your first $1K in revenue.",
    hub: "growth",
    icon: "map",
    plan: "free",
    quota: "launch_roadmap",
    endpoint: "/api/generate-personalized-roadmap",
    available: true,
  },
  {
    id: "creator-suite",
    route: "/creator-suite",
    title: "Creative Suite",
    description: "Social posts, blog articles, video scripts and emails in your brand's voice.",
    hub: "growth",
    icon: "palette",
    plan: "pro",
    endpoint: "/api/creator/generate",
    available: true,
  },
  {
    id: "sales-script-generator",
    route: "/sales-script-generator",
    title: "Sales Script Generator",
    description: "Scripts, email sequences and objection handling that turn talks into customers.",
    hub: "growth",
    icon: "file-text",
    plan: "pro",
    endpoint: "/api/sales-scripts/generate",
    available: true,
  },
  {
    id: "partnership-finder",
    route: "/partnership-finder",
    title: "Partnership Finder",
    description: "Co-founders, collaborators and partners whose skills complete yours.",
    hub: "growth",
    icon: "handshake",
    plan: "pro",
    available: true,
  },
  {
    id: "advanced-analytics",
    route: "/advanced-analytics",
    title: "Advanced Analytics",
    description: "Revenue forecasts, customer analytics and KPI tracking.",
    hub: "growth",
    icon: "chart-line",
    plan: "pro",
    available: true,
  },
] as const satisfies readonly ToolEntry[];

type Tools = (typeof TOOLS)[number];
export type ToolId = Tools["id"];
/** Tools with a screen today (their pages must be registered in client/src/app/tool-pages.ts). */
export type AvailableToolId = Extract<Tools, { available: true }>["id"];
/** Available tools with a screen of their own: the keys of client/src/app/tool-pages.ts. */
export type PagedToolId = Exclude<Extract<Tools, { available: true }>, { within: string }>["id"];
/** Tools with a page of one stored result under their route (detailRoute). */
export type DetailToolId = Extract<Tools, { detailRoute: string }>["id"];
/** Pro-only tools (the server's Pro gate). */
export type ProToolId = Extract<Tools, { plan: "pro" }>["id"];

/** The three hubs: the header's nav and the dashboard's categories. */
export const HUBS = [
  {
    id: "discovery",
    route: "/discovery-tools",
    title: "Discovery Tools",
    icon: "compass",
    description: "Find your niche, generate business ideas, research the market and validate fast.",
  },
  {
    id: "money",
    route: "/money-makers",
    title: "Money Makers",
    icon: "dollar-sign",
    description: "Dropshipping, side hustles and micro niches that turn spare time into income.",
  },
  {
    id: "growth",
    route: "/growth-suite",
    title: "Growth Suite",
    icon: "trending-up",
    description: "Content, partnerships, sales scripts and analytics to grow what you started.",
  },
] as const satisfies readonly { id: Hub; route: string; title: string; icon: ToolIcon; description: string }[];

/** The dashboard's popular tools (docs/spec-notes.md#screens-and-routes). */
export const POPULAR_TOOL_IDS = [
  "niche-discovery",
  "business-ideas",
  "side-hustle-generator",
  "ai-mentor",
] as const satisfies readonly ToolId[];

const byId = new Map<string, ToolEntry>(TOOLS.map((t) => [t.id, t]));

/** The entry of a tool id; throws on an id the manifest does not know (a typo is a bug, not a state). */
export function toolEntry(id: ToolId): ToolEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown tool id "${id}": it is not in the tool manifest`);
  return entry;
}

/** The entry of an id that may not be a tool (e.g. a history row's `tool` column), or undefined. */
export function findTool(id: string): ToolEntry | undefined {
  return byId.get(id);
}

/** The tool whose route (or detail route) is the first segment of `pathname`, or undefined. */
export function toolForPath(pathname: string): ToolEntry | undefined {
  const segment = pathname.split("/").filter(Boolean)[0];
  if (!segment) return undefined;
  return TOOLS.find((t) => !("within" in t) && t.route === `/${segment}`);
}

/** True when the tool needs the Pro plan. */
export function isProTool(id: string): boolean {
  return byId.get(id)?.plan === "pro";
}

/** The tools shown as cards or routes (not the ones living inside another tool's screens). */
export const STANDALONE_TOOLS: readonly ToolEntry[] = TOOLS.filter((t) => !("within" in t));
