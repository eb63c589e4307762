/**
 * The tool manifest: every tool in ONE list. The client's routes and lazy pages, header, hub cards (their order,
 * badges, descriptions and copy), dashboard, tool links and tool names, and the server's access policy and
 * quotas are derived from it (docs/decisions/800-tool-manifest.md, docs/decisions/802-manifest-derived-client.md).
 * Pure data: no React, no server code.
 *
 * Adding a tool: an entry here, its page at client/src/features/<folder>/<id>.page.tsx (found by convention),
 * its server module and contract. The checklist is in docs/architecture.md#adding-a-tool.
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

/** A hub card's icon-tile colour (client/src/features/hubs/components/tone.ts paints each). */
export type CardTone = "brand" | "pink" | "emerald" | "amber" | "sky" | "orange";

export type ToolCard = {
  tone: CardTone;
  /** What the card lists under the description. */
  features?: readonly string[];
  /** A label beside the title for a free tool ("Free"); Pro tools show the PRO badge instead. */
  badge?: string;
};

export type ToolEntry = {
  /** Stable id: the AI history's `tool` column and the key of the client's tool pages. */
  id: string;
  /** The screen's path. */
  route: string;
  title: string;
  /** One line, for hub cards and the dashboard. */
  description: string;
  hub: Hub;
  icon: ToolIcon;
  /** 'pro': free users get 403 pro_required from the server and an upgrade path in the client. */
  plan: PlanGate;
  /** Free-plan quota a run consumes (shared/domain/plans.ts FREE_QUOTAS). */
  quota?: QuotaKey;
  /** An AI generator's call, `POST <endpoint>`: the server mounts the tool there and the client posts to it. */
  endpoint?: `/api/${string}`;
  /** Its hub card's copy; a tool with a route of its own has one (tests/unit/tool-manifest.test.ts). */
  card?: ToolCard;
  /** Other hubs that show its card too, after their own tools (a tool is on a second hub only by saying so here). */
  alsoOn?: readonly Hub[];
  /** A tool whose page gathers this tool's card (the Dropshipping Command Center) instead of its hub's page. */
  cardOn?: string;
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
    card: {
      tone: "brand",
      features: ["Niches matched to your skills", "Market trends and demand", "Quick-start tips for each niche"],
    },
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
    card: { tone: "amber", features: ["Market size for every idea", "Revenue projections", "Startup cost breakdown"] },
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
    card: { tone: "sky", features: ["Market size and growth rate", "Competitor landscape", "Opportunities and risks"] },
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
    card: {
      tone: "emerald",
      features: ["Overall score and verdict", "Demand, competition and profit scores", "Risks and opportunities"],
    },
    alsoOn: ["money"],
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
    card: { tone: "pink", features: ["Logo ideas from your brand name", "Colours that fit your niche"] },
  },
  // Money makers (docs/spec-notes.md#screens-and-routes)
  {
    id: "dropshipping-tools",
    route: "/dropshipping-tools",
    title: "Dropshipping Command Center",
    description: "Trending products, rated suppliers, profit maths and stock tracking in one place.",
    hub: "money",
    icon: "shopping-cart",
    plan: "free",
    card: {
      tone: "brand",
      features: ["Product trend scanner", "Supplier database", "Profit calculator and inventory tracker"],
    },
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
    card: { tone: "brand", badge: "Free" },
    cardOn: "dropshipping-tools",
  },
  {
    id: "supplier-database",
    route: "/supplier-database",
    title: "Supplier Database",
    description: "Suppliers rated by a published rule, with shipping speed and contact details.",
    hub: "money",
    icon: "truck",
    plan: "free",
    card: { tone: "sky", badge: "Free" },
    cardOn: "dropshipping-tools",
  },
  {
    id: "profit-calculator",
    route: "/profit-calculator",
    title: "Profit Calculator",
    description: "Net profit, margin and break-even after every fee and ad cost.",
    hub: "money",
    icon: "calculator",
    plan: "free",
    card: { tone: "emerald", badge: "Free" },
    cardOn: "dropshipping-tools",
  },
  {
    id: "inventory-tracker",
    route: "/inventory-tracker",
    detailRoute: "/inventory-tracker/:id",
    title: "Inventory Tracker",
    description: "Stock levels, stock value and low-stock alerts for every product.",
    hub: "money",
    icon: "boxes",
    plan: "free",
    card: { tone: "amber", badge: "Free" },
    cardOn: "dropshipping-tools",
  },
  {
    id: "side-hustles",
    route: "/side-hustles",
    title: "Side Hustles",
    description: "Proven side hustles with difficulty, time needed and earning potential.",
    hub: "money",
    icon: "briefcase",
    plan: "free",
    card: {
      tone: "emerald",
      features: ["Print on demand, digital products, services", "Step-by-step starter guides", "Filter by difficulty"],
    },
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
    card: {
      tone: "pink",
      features: ["Ideas matched to your week", "Startup cost and earnings", "What you need to begin"],
    },
  },
  {
    id: "micro-niches",
    route: "/micro-niches",
    title: "Micro Niches",
    description: "Small, specific markets with low competition and loyal buyers.",
    hub: "money",
    icon: "target",
    plan: "free",
    card: {
      tone: "orange",
      features: ["Competition and demand meters", "Target audience and key products", "Marketing channels"],
    },
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
    card: { tone: "amber", features: ["Built-in challenges", "Track your progress", "Hustle alongside others"] },
  },
  {
    id: "imports",
    route: "/imports",
    title: "Import Orders",
    description: "Bring in your Shopify, Etsy, Amazon and Stripe exports, or any sales spreadsheet.",
    hub: "money",
    icon: "file-up",
    plan: "free",
    card: {
      tone: "sky",
      features: [
        "Preview before anything is saved",
        "Duplicates skipped, every import undoable",
        "Sample files to try",
      ],
    },
  },
  {
    id: "profit-and-loss",
    route: "/profit-and-loss",
    title: "Profit and Loss",
    description: "One honest profit and loss across every channel, after costs, fees, refunds and ads.",
    hub: "money",
    icon: "receipt-text",
    plan: "free",
    card: {
      tone: "emerald",
      features: ["By month, channel and product", "Products that lose money", "Profit per hour you work"],
    },
  },
  // Growth (docs/spec-notes.md)
  {
    id: "creator-suite",
    route: "/creator-suite",
    title: "Creative Suite",
    description: "Social posts, blog articles, video scripts and emails in your brand's voice.",
    hub: "growth",
    icon: "palette",
    plan: "pro",
    endpoint: "/api/creator/generate",
    card: { tone: "pink", features: ["Social posts", "Blog articles", "Video scripts", "Email campaigns"] },
  },
  {
    id: "partnership-finder",
    route: "/partnership-finder",
    title: "Partnership Finder",
    description: "Co-founders, collaborators and partners whose skills complete yours.",
    hub: "growth",
    icon: "handshake",
    plan: "pro",
    card: {
      tone: "emerald",
      features: ["Skill matching", "Co-founder search", "Network building", "Collaboration tools"],
    },
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
    card: { tone: "amber", features: ["Sales scripts", "Email sequences", "Pitch decks", "Objection handling"] },
  },
  {
    id: "advanced-analytics",
    route: "/advanced-analytics",
    title: "Advanced Analytics",
    description: "Revenue forecasts, customer analytics and KPI tracking.",
    hub: "growth",
    icon: "chart-line",
    plan: "pro",
    card: {
      tone: "sky",
      features: ["Revenue forecasting", "Customer analytics", "Market intelligence", "KPI tracking"],
    },
  },
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
    card: { tone: "brand", features: ["24/7 coaching", "Strategy advice", "Goal tracking", "Problem solving"] },
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
    card: { tone: "orange", features: ["Step-by-step milestones", "Points and progress", "Idea to first $1K"] },
  },
  {
    id: "idea-tracker",
    route: "/idea-tracker",
    detailRoute: "/idea-tracker/:id",
    title: "Business Idea Tracker",
    description: "Keep every business idea, its status and your notes in one place.",
    hub: "growth",
    icon: "list-checks",
    plan: "free",
    card: {
      tone: "amber",
      features: ["Add and organise ideas", "Track each idea's status", "AI scores and your own rating"],
    },
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
    within: "idea-tracker",
  },
] as const satisfies readonly ToolEntry[];

type Tools = (typeof TOOLS)[number];
export type ToolId = Tools["id"];
/** Tools with a screen of their own (a route, a page and a card). */
export type PagedToolId = Exclude<Tools, { within: string }>["id"];
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

/** The cards of a hub's page, in manifest order: its own tools, then those that say `alsoOn` it. */
export function hubTools(hub: Hub): readonly ToolEntry[] {
  const own = STANDALONE_TOOLS.filter((t) => t.hub === hub && !t.cardOn);
  return [...own, ...STANDALONE_TOOLS.filter((t) => t.alsoOn?.includes(hub))];
}

/** The cards a tool's page gathers (`cardOn`), in manifest order. */
export function toolsGatheredBy(id: PagedToolId): readonly ToolEntry[] {
  return STANDALONE_TOOLS.filter((t) => t.cardOn === id);
}

/**
 * The address of a tool's screen, or with `itemId` of one stored result on its detail page
 * (`toolPath("micro-niches", 7)` is /micro-niches/7). Every link to a tool goes through here.
 */
export function toolPath(id: PagedToolId): string;
export function toolPath(id: DetailToolId, itemId: string | number): string;
export function toolPath(id: ToolId, itemId?: string | number): string {
  const tool = toolEntry(id);
  if (itemId === undefined) return tool.route;
  if (!tool.detailRoute) throw new Error(`Tool "${id}" has no detail page`);
  return tool.detailRoute.replace(":id", encodeURIComponent(String(itemId)));
}

/** The address of a hub's page. */
export function hubPath(id: Hub): string {
  const hub = HUBS.find((h) => h.id === id);
  if (!hub) throw new Error(`Unknown hub "${id}"`);
  return hub.route;
}
