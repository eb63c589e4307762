/**
 * The one taxonomy of the offline engine: industries, audiences and regions, and how every tool's option list maps
 * onto them. Every figure a tool quotes about a market comes from the data pack with its source
 * (docs/decisions/1480-a-dated-data-pack.md), so niche discovery, business ideas and market analysis cannot disagree
 * about the same industry.
 */
import { z } from "zod";
import type { IdeaIndustry, IdeaTargetMarket } from "../../../shared/contracts/business-ideas";
import type { MarketIndustryValue } from "../../../shared/contracts/market-analysis";
import type { NicheIndustry, NicheTargetMarket } from "../../../shared/contracts/niche-discovery";

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

export const industryFiguresSchema = z.object({
  label: z.string().min(1),
  /** What the industry's market is, said next to its figures ("global software market"). */
  measures: z.string().min(1),
});
export type IndustryFigures = z.infer<typeof industryFiguresSchema>;

/**
 * The industries' names. Their sizes and growth are not here: every market figure is a data pack entry with its source
 * (docs/decisions/1480-a-dated-data-pack.md, ./data-pack/markets.ts).
 */
export const INDUSTRY_FIGURES: Record<IndustryKey, IndustryFigures> = {
  "technology-software": { label: "Technology & Software", measures: "global software market" },
  "saas-tools": { label: "SaaS Tools", measures: "global SaaS market" },
  "artificial-intelligence": { label: "Artificial Intelligence", measures: "global AI software and services market" },
  "digital-marketing": { label: "Digital Marketing", measures: "global digital advertising and marketing market" },
  fintech: { label: "Fintech", measures: "global fintech market" },
  "blockchain-web3": { label: "Blockchain & Web3", measures: "global blockchain and crypto services market" },
  "sustainable-energy": { label: "Sustainable Energy", measures: "global renewable energy market" },
  "ecommerce-retail": { label: "E-commerce & Retail", measures: "global e-commerce sales" },
  "health-wellness": { label: "Health & Wellness", measures: "global wellness market" },
  "education-training": {
    label: "Education & Training",
    measures: "global education and training market online and offline",
  },
  "financial-services": { label: "Financial Services", measures: "global financial services revenue" },
  "entertainment-media": { label: "Entertainment & Media", measures: "global entertainment and media market" },
  "gaming-entertainment": { label: "Gaming & Entertainment", measures: "global games market" },
  "content-creation": { label: "Content Creation", measures: "creator economy" },
  "fashion-beauty": { label: "Fashion & Beauty", measures: "global apparel and beauty market" },
  "food-beverage": { label: "Food & Beverage", measures: "global food and beverage market" },
  "green-products": { label: "Sustainable Products & Services", measures: "global green products and services market" },
};

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
