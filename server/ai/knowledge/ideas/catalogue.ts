/**
 * The one table of ideas that more than one tool offers (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md):
 * niche discovery and business ideas (a playbook niche's `idea`), the side-hustle generator (a template's
 * `cost: ideaCost(...)`) and the side-hustles catalogue (its `catalogueSlug`, whose startup cost is written from
 * here when the catalogue is seeded). An idea's startup cost is set once, here, so every tool quotes the same figures.
 *
 * Costs are US dollars to start: the lean start (free tools, first small batch) and a comfortable one. Rounded
 * public orders of magnitude (platform fees, tool prices, a first batch of stock), reviewed with the catalogues.
 */
import type { CostRange } from "../budgets";

type IdeaEntry = {
  /** What the idea is, in a few words. */
  name: string;
  cost: CostRange;
  /** The side-hustles catalogue row (server/modules/side-hustles/data/side-hustles.json) that is this idea. */
  catalogueSlug?: string;
};

export const IDEA_CATALOGUE = {
  "vintage-reselling": {
    name: "Vintage and thrift reselling",
    cost: [60, 250],
    catalogueSlug: "reselling-thrifted-clothes",
  },
  "print-on-demand": { name: "Print-on-demand designs", cost: [0, 50], catalogueSlug: "print-on-demand-t-shirts" },
  "notion-templates": {
    name: "Notion and spreadsheet templates",
    cost: [0, 30],
    catalogueSlug: "notion-and-spreadsheet-templates",
  },
  "printable-planners": {
    name: "Printable planners",
    cost: [0, 40],
    catalogueSlug: "printable-planners-and-worksheets",
  },
  "online-course": { name: "An online course", cost: [0, 150], catalogueSlug: "online-course-on-a-skill-you-have" },
  "review-site": { name: "A review site with affiliate links", cost: [20, 150], catalogueSlug: "niche-review-blog" },
  "handmade-candles": { name: "Small-batch candles", cost: [80, 300], catalogueSlug: "handmade-candles" },
  dropshipping: {
    name: "A one-niche dropshipping store",
    cost: [150, 800],
    catalogueSlug: "dropshipping-store-for-one-niche",
  },
  "baked-goods": { name: "Baked goods to order", cost: [50, 200], catalogueSlug: "baked-goods-for-local-orders" },
  "refurbished-electronics": {
    name: "Repaired and refurbished electronics",
    cost: [300, 2000],
    catalogueSlug: "selling-refurbished-electronics",
  },
  "social-media-management": {
    name: "Social media management for local businesses",
    cost: [0, 20],
    catalogueSlug: "social-media-management-for-local-businesses",
  },
  "video-editing": { name: "Video editing for creators", cost: [0, 100], catalogueSlug: "freelance-video-editing" },
  "online-tutoring": { name: "Online tutoring", cost: [0, 20], catalogueSlug: "tutoring-online" },
  "graphic-design": {
    name: "Graphic design for small businesses",
    cost: [0, 20],
    catalogueSlug: "graphic-design-for-small-businesses",
  },
  "virtual-assistant": { name: "Virtual assistance", cost: [0, 20], catalogueSlug: "virtual-assistant" },
  "pet-care": { name: "Pet sitting and dog walking", cost: [0, 50], catalogueSlug: "pet-sitting-and-dog-walking" },
  "website-building": {
    name: "Websites for small businesses",
    cost: [0, 100],
    catalogueSlug: "website-building-for-small-businesses",
  },
  "lawn-care": { name: "Lawn and garden care", cost: [0, 150], catalogueSlug: "lawn-care-and-yard-work" },
  "faceless-youtube": { name: "A faceless YouTube channel", cost: [0, 100], catalogueSlug: "faceless-youtube-channel" },
  "ugc-creator": { name: "UGC videos for brands", cost: [0, 50], catalogueSlug: "ugc-creator-for-brands" },
  "stock-photos": { name: "Stock photos and videos", cost: [0, 0], catalogueSlug: "stock-photos-and-videos" },
  newsletter: { name: "A topic newsletter", cost: [0, 30], catalogueSlug: "newsletter-on-a-local-scene" },
  "tech-help": { name: "Tech help and device setup", cost: [0, 20] },
} as const satisfies Record<string, IdeaEntry>;
export type IdeaKey = keyof typeof IDEA_CATALOGUE;
export const IDEA_KEYS = Object.keys(IDEA_CATALOGUE) as IdeaKey[];

/** An idea's startup cost: the only source of that figure for every tool that offers the idea. */
export const ideaCost = (key: IdeaKey): [number, number] => [...IDEA_CATALOGUE[key].cost];

/** "$0", "$0-$30", "$60-$250": the side-hustles catalogue's way of writing a startup cost. */
export function catalogueCostText([lo, hi]: readonly [number, number]): string {
  const d = (n: number) => `$${n.toLocaleString("en-US")}`;
  return hi === 0 ? "$0" : lo === hi ? d(lo) : `${d(lo)}-${d(hi)}`;
}

/** The startup cost the side-hustles catalogue shows for a slug, when that row is one of these ideas. */
export function catalogueStartupCost(slug: string): string | undefined {
  const entry = Object.values(IDEA_CATALOGUE).find((e: IdeaEntry) => e.catalogueSlug === slug);
  return entry ? catalogueCostText(entry.cost) : undefined;
}
