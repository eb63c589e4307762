/**
 * The one taxonomy of the offline engine: industries (with the ONE set of market figures each), audiences
 * and regions, and how every tool's option list maps onto them. Every figure a tool quotes about a market
 * (size, growth, per region) comes from `marketFigures()`, so niche discovery, business ideas and market
 * analysis cannot disagree about the same industry.
 */
import { z } from "zod";
import type { IdeaIndustry, IdeaTargetMarket } from "../../../shared/contracts/business-ideas";
import type { MarketIndustryValue, MarketRegion } from "../../../shared/contracts/market-analysis";
import type { NicheIndustry, NicheTargetMarket } from "../../../shared/contracts/niche-discovery";
import { formatBillions, round1 } from "./format";
import { REGIONS } from "./market/regions";

export const INDUSTRY_KEYS = [
  "technology-software",
  "saas-tools",
  "artificial-intelligence",
  "digital-marketing",
  "fintech",
  "blockchain-web3",
  "sustainable-energy",
  "ecommerce-retail",
  "health-wellness",
  "education-training",
  "financial-services",
  "entertainment-media",
  "gaming-entertainment",
  "content-creation",
  // Industries the niche and idea forms offer that the market page does not.
  "fashion-beauty",
  "food-beverage",
  "green-products",
] as const;
export type IndustryKey = (typeof INDUSTRY_KEYS)[number];

type Tilt = { share?: number; growth?: number };
export const industryFiguresSchema = z.object({
  label: z.string().min(1),
  /** What the figure measures, said next to it ("global software market"). */
  measures: z.string().min(1),
  /** Global market size this year, billions of US dollars. */
  sizeBillions: z.number().positive(),
  /** Yearly growth, percent. */
  cagr: z.number().min(-20).max(100),
  /** Regions where the industry is unusually strong: share multiplier and growth points on top of the region's own. */
  regionTilt: z
    .partialRecord(
      z.enum(["north-america", "europe", "asia-pacific", "emerging-markets"]),
      z.object({ share: z.number().positive().optional(), growth: z.number().optional() }),
    )
    .optional(),
});
export type IndustryFigures = z.infer<typeof industryFiguresSchema>;

/** Rounded public estimates (analyst ranges, not one source). */
export const INDUSTRY_FIGURES: Record<IndustryKey, IndustryFigures> = {
  "technology-software": {
    label: "Technology & Software",
    measures: "global software market",
    sizeBillions: 742,
    cagr: 11.5,
  },
  "saas-tools": { label: "SaaS Tools", measures: "global SaaS market", sizeBillions: 317, cagr: 13.7 },
  "artificial-intelligence": {
    label: "Artificial Intelligence",
    measures: "global AI software and services market",
    sizeBillions: 244,
    cagr: 28.5,
    regionTilt: { "north-america": { share: 1.25, growth: 1 }, "asia-pacific": { growth: 2 } },
  },
  "digital-marketing": {
    label: "Digital Marketing",
    measures: "global digital advertising and marketing market",
    sizeBillions: 412,
    cagr: 9.1,
  },
  fintech: {
    label: "Fintech",
    measures: "global fintech market",
    sizeBillions: 340,
    cagr: 16.8,
    regionTilt: { "emerging-markets": { share: 1.6, growth: 5 }, "asia-pacific": { growth: 2 } },
  },
  "blockchain-web3": {
    label: "Blockchain & Web3",
    measures: "global blockchain and crypto services market",
    sizeBillions: 33,
    cagr: 48,
    regionTilt: { "asia-pacific": { share: 1.3 }, "emerging-markets": { growth: 6 } },
  },
  "sustainable-energy": {
    label: "Sustainable Energy",
    measures: "global renewable energy market",
    sizeBillions: 1210,
    cagr: 8.6,
    regionTilt: {
      europe: { share: 1.2, growth: 1 },
      "asia-pacific": { share: 1.3 },
      "emerging-markets": { growth: 4 },
    },
  },
  "ecommerce-retail": {
    label: "E-commerce & Retail",
    measures: "global e-commerce sales",
    sizeBillions: 6300,
    cagr: 9.4,
    regionTilt: { "asia-pacific": { share: 1.45, growth: 1 }, "emerging-markets": { growth: 4 } },
  },
  "health-wellness": { label: "Health & Wellness", measures: "global wellness market", sizeBillions: 1800, cagr: 6.4 },
  "education-training": {
    label: "Education & Training",
    measures: "global education and training market online and offline",
    sizeBillions: 310,
    cagr: 13.2,
    regionTilt: { "asia-pacific": { share: 1.3, growth: 2 }, "emerging-markets": { growth: 3 } },
  },
  "financial-services": {
    label: "Financial Services",
    measures: "global financial services revenue",
    sizeBillions: 28_500,
    cagr: 5.8,
  },
  "entertainment-media": {
    label: "Entertainment & Media",
    measures: "global entertainment and media market",
    sizeBillions: 2900,
    cagr: 5.1,
  },
  "gaming-entertainment": {
    label: "Gaming & Entertainment",
    measures: "global games market",
    sizeBillions: 227,
    cagr: 8.8,
    regionTilt: { "asia-pacific": { share: 1.4, growth: 1 }, "emerging-markets": { growth: 5 } },
  },
  "content-creation": { label: "Content Creation", measures: "creator economy", sizeBillions: 250, cagr: 22.5 },
  "fashion-beauty": {
    label: "Fashion & Beauty",
    measures: "global apparel and beauty market",
    sizeBillions: 1700,
    cagr: 7,
  },
  "food-beverage": {
    label: "Food & Beverage",
    measures: "global food and beverage market",
    sizeBillions: 9000,
    cagr: 6,
  },
  "green-products": {
    label: "Sustainable Products & Services",
    measures: "global green products and services market",
    sizeBillions: 400,
    cagr: 12,
  },
};

/** The four regions that together make up the global market (their base shares add up to 1). */
export const WORLD_REGIONS = ["north-america", "europe", "asia-pacific", "emerging-markets"] as const;
type WorldRegion = (typeof WORLD_REGIONS)[number];

/** A region's weight in an industry: its base share times the industry's tilt there. */
const regionWeight = (figures: IndustryFigures, region: WorldRegion) =>
  REGIONS[region].share * (figures.regionTilt?.[region]?.share ?? 1);

/**
 * An industry's market in one region: the only source of size and growth figures for every tool. A tilt moves
 * share between regions (the weights are normalised), so the four regions always add up to the global market
 * and a region reads the same in its own answer and in the global answer's breakdown
 * (docs/decisions/1316-one-figure-per-region-everywhere.md).
 */
export function marketFigures(key: IndustryKey, region: MarketRegion = "global") {
  const figures = INDUSTRY_FIGURES[key];
  const r = REGIONS[region];
  const tilt: Tilt | undefined = region === "global" ? undefined : figures.regionTilt?.[region];
  const share =
    region === "global"
      ? 1
      : regionWeight(figures, region) / WORLD_REGIONS.reduce((sum, k) => sum + regionWeight(figures, k), 0);
  const sizeBillions = figures.sizeBillions * share;
  const growth = round1(figures.cagr + r.growth + (tilt?.growth ?? 0));
  return {
    label: figures.label,
    measures: figures.measures,
    sizeBillions,
    sizeText: formatBillions(sizeBillions),
    growth,
    /** The region's share of the global market, in percent (100 for the global market). */
    sharePercent: round1(share * 100),
  };
}

// ---- Audiences ------------------------------------------------------------------------------------------

export const AUDIENCE_KEYS = [
  "gen-z",
  "millennials",
  "gen-x",
  "boomers",
  "seniors",
  "professionals",
  "entrepreneurs",
  "small-businesses",
  "students",
  "creators",
  "parents",
  "global",
] as const;
export type AudienceKey = (typeof AUDIENCE_KEYS)[number];

// ---- Each tool's option lists mapped onto the taxonomy ---------------------------------------------------

/** Niche discovery's 10 industries: the market figures they quote and the playbook of niches they draw on. */
export const NICHE_INDUSTRY_MAP: Record<NicheIndustry, IndustryKey> = {
  technology: "technology-software",
  ecommerce: "ecommerce-retail",
  content: "content-creation",
  health: "health-wellness",
  education: "education-training",
  finance: "fintech",
  lifestyle: "fashion-beauty",
  food: "food-beverage",
  sustainability: "green-products",
  entertainment: "gaming-entertainment",
};

/** Business ideas' 8 industries onto the taxonomy, and onto the niche playbook that fits them. */
export const IDEA_INDUSTRY_MAP: Record<IdeaIndustry, { industry: IndustryKey; playbook: NicheIndustry }> = {
  "content-creation": { industry: "content-creation", playbook: "content" },
  "gaming-esports": { industry: "gaming-entertainment", playbook: "entertainment" },
  "tech-apps": { industry: "technology-software", playbook: "technology" },
  "fashion-beauty": { industry: "fashion-beauty", playbook: "lifestyle" },
  "fitness-wellness": { industry: "health-wellness", playbook: "health" },
  "education-tutoring": { industry: "education-training", playbook: "education" },
  "food-beverage": { industry: "food-beverage", playbook: "food" },
  ecommerce: { industry: "ecommerce-retail", playbook: "ecommerce" },
};

/** Market analysis' 14 industries are taxonomy industries themselves. */
export const MARKET_INDUSTRY_MAP: Record<MarketIndustryValue, IndustryKey> = Object.fromEntries(
  INDUSTRY_KEYS.slice(0, 14).map((k) => [k, k]),
) as Record<MarketIndustryValue, IndustryKey>;

/** Both forms' target markets onto the audiences. */
export const NICHE_TARGET_MAP: Record<NicheTargetMarket, AudienceKey> = {
  "gen-z": "gen-z",
  millennials: "millennials",
  "gen-x": "gen-x",
  professionals: "professionals",
  entrepreneurs: "entrepreneurs",
  students: "students",
  creators: "creators",
  parents: "parents",
  seniors: "seniors",
  global: "global",
};
export const IDEA_TARGET_MAP: Record<IdeaTargetMarket, AudienceKey> = {
  "gen-z": "gen-z",
  millennials: "millennials",
  "gen-x": "gen-x",
  boomers: "boomers",
  "small-businesses": "small-businesses",
};
