/**
 * Which pack figures describe which market (docs/decisions/1480-a-dated-data-pack.md): the market page's industries, the
 * idea forms' extra industries and the trades young sellers start with. A market with no entry, or no size, is one we
 * hold no sourced figure for: its answer says so instead of quoting a neighbour's.
 */
import type { IndustryKey } from "../taxonomy";
import type { ConceptId, TradeId } from "../../understanding/lexicon";

export type MarketFigureIds = {
  /** The market's size (the latest measured year where the source gives one). */
  size?: string;
  /** Its yearly growth. */
  growth?: string;
  /** Points of the market's size over time, oldest first (measured, then the source's forecast). */
  forecast?: string[];
  /** Sizes by region or country, as the sources give them. */
  regions?: string[];
  /** Other figures the answer may quote (a platform's sales, a season's share). */
  notes?: string[];
};

export const INDUSTRY_MARKETS: Partial<Record<IndustryKey, MarketFigureIds>> = {
  "ecommerce-retail": {
    size: "ecommerce-global-sales-2023",
    forecast: ["ecommerce-global-sales-2023", "ecommerce-global-sales-2028"],
    regions: ["ecommerce-china-2024", "ecommerce-us-2024", "ecommerce-uk-2024"],
    notes: ["ecommerce-online-share-2023"],
  },
  "gaming-entertainment": {
    size: "games-global-2024",
    growth: "games-global-growth-2024",
    forecast: ["games-global-2024", "games-global-2027"],
    regions: ["games-asia-pacific-2024", "games-north-america-2024", "games-europe-2024", "games-latam-mea-2024"],
  },
  "content-creation": {
    size: "creator-economy-2023",
    forecast: ["creator-economy-2023", "creator-economy-2027"],
    notes: ["creators-global-2023"],
  },
  "entertainment-media": {
    size: "media-global-2023",
    growth: "media-global-growth-2028",
    forecast: ["media-global-2023", "media-global-2028"],
  },
  "technology-software": { size: "software-global-spending-2024", growth: "software-global-spending-growth-2024" },
  "saas-tools": { size: "saas-global-spending-2024", growth: "saas-global-spending-growth-2024" },
  "sustainable-energy": {
    size: "clean-energy-investment-global-2024",
    regions: [
      "clean-energy-investment-china-2024",
      "clean-energy-investment-europe-2024",
      "clean-energy-investment-us-2024",
    ],
  },
  "education-training": { size: "education-global-spending-2025" },
  fintech: {
    size: "fintech-revenue-global-2028",
    growth: "fintech-revenue-growth-2028",
    notes: ["payments-revenue-global-2023"],
  },
  "financial-services": {
    size: "payments-revenue-global-2023",
    growth: "payments-revenue-growth-2028",
    forecast: ["payments-revenue-global-2023", "payments-revenue-global-2028"],
  },
  "artificial-intelligence": {
    size: "genai-spending-global-2025",
    growth: "genai-spending-growth-2025",
    forecast: ["genai-spending-global-2024", "genai-spending-global-2025"],
    notes: ["genai-software-spending-2025", "genai-regular-use-2024"],
  },
  "health-wellness": {
    size: "wellness-economy-global-2023",
    growth: "wellness-economy-growth-2028",
    forecast: ["wellness-economy-global-2023", "wellness-economy-global-2028"],
    notes: ["mindful-movement-global-2018", "supplements-us-adult-use-2018"],
  },
  "food-beverage": {
    size: "specialty-food-us-2022",
    growth: "specialty-food-us-growth-2022",
    forecast: ["specialty-food-us-2022", "specialty-food-us-2023"],
  },
  "fashion-beauty": {
    size: "beauty-global-2022",
    growth: "beauty-global-growth-2027",
    forecast: ["beauty-global-2022", "beauty-global-2027"],
  },
};

export const TRADE_MARKETS: Partial<Record<TradeId, MarketFigureIds>> = {
  candles: { size: "candles-us-retail-2013", notes: ["candles-holiday-share"] },
  pets: { size: "pets-us-spending-2022", growth: "pets-us-spending-growth-2022", notes: ["pets-us-services-2022"] },
  beauty: {
    size: "beauty-global-2022",
    growth: "beauty-global-growth-2027",
    forecast: ["beauty-global-2022", "beauty-global-2027"],
  },
  resale: {
    size: "resale-global-secondhand-apparel-2023",
    growth: "resale-global-secondhand-apparel-growth-2023",
    forecast: ["resale-us-secondhand-apparel-2023", "resale-us-secondhand-apparel-2028"],
    regions: ["resale-us-secondhand-apparel-2023"],
  },
  sneakers: {
    size: "sneakers-resale-global-2019",
    forecast: ["sneakers-resale-global-2019", "sneakers-resale-global-2030"],
    regions: ["sneakers-resale-us-2019"],
  },
  gaming: {
    size: "games-global-2024",
    growth: "games-global-growth-2024",
    forecast: ["games-global-2024", "games-global-2027"],
  },
  "content-creation": { size: "creator-economy-2023", forecast: ["creator-economy-2023", "creator-economy-2027"] },
  software: { size: "software-global-spending-2024", growth: "software-global-spending-growth-2024" },
  crafts: { notes: ["etsy-gms-2023", "etsy-active-buyers-2023"] },
  jewellery: { notes: ["etsy-gms-2023"] },
  fitness: {
    size: "physical-activity-global-2018",
    growth: "physical-activity-growth-2023",
    forecast: ["physical-activity-global-2018", "physical-activity-global-2023"],
  },
  wellness: { notes: ["mindful-movement-global-2018"] },
  "food-from-home": { size: "restaurant-us-sales-2024", notes: ["specialty-food-us-2022"] },
  baking: { size: "baking-us-direct-output-2023" },
};

/**
 * Concepts of the lexicon that narrow the trade they lean to into a market the pack covers: a niche or a request that
 * names AI is about the AI market, not all of software (docs/decisions/1490-a-niche-quotes-its-own-market.md).
 */
export const CONCEPT_MARKETS: Partial<Record<ConceptId, IndustryKey>> = { ai: "artificial-intelligence" };
