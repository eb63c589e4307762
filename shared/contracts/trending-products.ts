/**
 * Product Trend Scanner (docs/spec-notes.md; docs/product-rules.md).
 * `GET /api/trending-products?category=&platform=&minTrendScore=` → `{ products, reviewedAt }`;
 * `POST /api/scan-trending-products { category, platform, minTrendScore }` → `{ products, found, updated }`.
 */
import { z } from "zod";
import { LEVELS, optionFilter, reviewedAtSchema } from "./catalogue-filters";
import { profileChannelSchema } from "./business-profile";
import { TREND_STAGES } from "../domain/trend-stage";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_OPTIONS, type ProductCategory } from "../domain/categories";

export const TREND_PLATFORMS = ["shopify", "aliexpress", "amazon", "tiktok", "instagram"] as const;
export type TrendPlatform = (typeof TREND_PLATFORMS)[number];
/** The one category list of every tool (shared/domain/categories.ts). */
export const TREND_CATEGORIES = PRODUCT_CATEGORIES;
export type TrendCategory = ProductCategory;

export const TREND_PLATFORM_OPTIONS = [
  { value: "shopify", label: "Shopify" },
  { value: "aliexpress", label: "AliExpress" },
  { value: "amazon", label: "Amazon" },
  { value: "tiktok", label: "TikTok" },
  { value: "instagram", label: "Instagram" },
] as const satisfies readonly { value: TrendPlatform; label: string }[];
export const TREND_CATEGORY_OPTIONS = PRODUCT_CATEGORY_OPTIONS;

/** The screen's default minimum score (docs/spec-notes.md#constants-and-option-lists). */
export const DEFAULT_MIN_TREND_SCORE = 70;

/** The screen's rule: a number input 0-100; an unparsable value becomes 0 (docs/spec-notes.md#validation-messages). */
export function parseMinTrendScore(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

const MIN_SCORE_MESSAGE = "Minimum trend score must be a number from 0 to 100";
const minScoreNumber = z.number({ error: MIN_SCORE_MESSAGE }).min(0, MIN_SCORE_MESSAGE).max(100, MIN_SCORE_MESSAGE);
const readScore = (fallback: number | undefined) => (v: unknown) =>
  v == null || (typeof v === "string" && v.trim() === "") ? fallback : typeof v === "string" ? Number(v) : v;

/** The list's query: each filter optional ('all' or missing = no restriction; no minimum = none). */
export const trendingProductsQuerySchema = z.object({
  category: optionFilter(TREND_CATEGORIES, "Category"),
  platform: optionFilter(TREND_PLATFORMS, "Platform"),
  minTrendScore: z.preprocess(readScore(undefined), minScoreNumber.optional()).optional(),
});
export type TrendingProductsQuery = z.infer<typeof trendingProductsQuerySchema>;

const price = z.number().positive().max(100_000);

/** One curated product of the data file (server/modules/trending-products/data). */
export const trendingProductSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(80),
  platform: z.enum(TREND_PLATFORMS),
  category: z.enum(TREND_CATEGORIES),
  price,
  profitMargin: z.number().int().min(5).max(90),
  shippingTime: z.string().min(3).max(40),
  competitionLevel: z.enum(LEVELS),
  description: z.string().min(30).max(400),
  /** Weekly HustleForge trend scores, oldest first; the last one is the current score. */
  trendHistory: z.array(z.number().int().min(0).max(100)).min(12).max(26),
  /** The season it sells in, for seasonal products. */
  season: z.string().min(3).max(60).optional(),
});
export type TrendingProductSeed = z.infer<typeof trendingProductSeedSchema>;

export const trendingProductsFileSchema = z.object({
  reviewedAt: reviewedAtSchema,
  products: z.array(trendingProductSeedSchema).min(80),
});

/** One point of the weekly trend history as stored and sent. */
export const trendPointSchema = z.object({ week: reviewedAtSchema, score: z.number().int().min(0).max(100) });
export type TrendPoint = z.infer<typeof trendPointSchema>;

/** A product as the API sends it (the spec's fields plus history, stage and our links). */
export const trendingProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  platform: z.enum(TREND_PLATFORMS),
  category: z.enum(TREND_CATEGORIES),
  /** Dollars as a decimal string with two places (docs/product-rules.md#money-is-exact). */
  price: z.string(),
  profitMargin: z.number(),
  shippingTime: z.string(),
  competitionLevel: z.enum(LEVELS),
  trendScore: z.number(),
  /**
   * Always null: no remote images are hot-linked; the card shows its category's icon
   * (docs/product-rules.md#reference-catalogues).
   */
  imageUrl: z.null(),
  /**
   * A search for the product on its platform, never an invented product page
   * (docs/product-rules.md#reference-catalogues).
   */
  productUrl: z.string(),
  description: z.string(),
  trendHistory: z.array(trendPointSchema),
  trendStage: z.enum(TREND_STAGES),
  crowded: z.boolean(),
  season: z.string().nullable(),
  source: z.enum(["catalogue", "scan"]),
  lastUpdated: z.string(),
});
export type TrendingProduct = z.infer<typeof trendingProductSchema>;

export const trendingProductsResponseSchema = z.object({
  products: z.array(trendingProductSchema),
  reviewedAt: z.string(),
});

/** The scan's request: the screen's current filters ('all' allowed). */
export const trendScanRequestSchema = z.object({
  // The category is always named ('all' included): an empty request is refused like every AI tool's.
  category: z.enum(["all", ...TREND_CATEGORIES], {
    error: `Category must be one of: all, ${TREND_CATEGORIES.join(", ")}`,
  }),
  platform: z.preprocess(
    (v) => (v == null || v === "" ? "all" : v),
    z.enum(["all", ...TREND_PLATFORMS], { error: `Platform must be one of: all, ${TREND_PLATFORMS.join(", ")}` }),
  ),
  minTrendScore: z.preprocess(readScore(DEFAULT_MIN_TREND_SCORE), minScoreNumber),
});
export type TrendScanRequest = z.input<typeof trendScanRequestSchema>;

/**
 * What the scan generator is given: the request, the products already known for those filters and, from the business
 * profile, what the answer's notes read (the person's currency and channels, docs/decisions/1479-trends-read-for-the-person.md).
 */
export const trendScanInputSchema = trendScanRequestSchema.extend({
  reader: z
    .object({ currency: z.string().max(3).nullable(), channels: z.array(profileChannelSchema).max(20) })
    .optional(),
  known: z
    .array(
      z.object({
        name: z.string(),
        platform: z.enum(TREND_PLATFORMS),
        category: z.enum(TREND_CATEGORIES),
        price,
        profitMargin: z.number().int(),
        shippingTime: z.string(),
        competitionLevel: z.enum(LEVELS),
        /** The last weeks' scores, oldest first. */
        trendHistory: z.array(z.number().int().min(0).max(100)).max(12),
      }),
    )
    .max(20),
});
export type TrendScanInput = z.infer<typeof trendScanInputSchema>;

/** One product the scan reports: a known one with a fresh score, or a newly trending one. */
export const scannedProductSchema = z.object({
  name: z
    .string()
    .min(3)
    .max(80)
    .describe("Product name as a shopper would search for it; for a known product, its exact name"),
  platform: z.enum(TREND_PLATFORMS).describe("Where it is trending; one of the requested platforms"),
  category: z.enum(TREND_CATEGORIES).describe("Its category; the requested one unless 'all' was asked"),
  price: price.describe("A typical retail price in US dollars"),
  profitMargin: z.number().int().min(5).max(90).describe("Typical resale margin in percent"),
  shippingTime: z.string().min(3).max(40).describe("Typical delivery time, e.g. '7-12 days'"),
  competitionLevel: z.enum(LEVELS).describe("How many sellers already push it"),
  trendScore: z.number().int().min(0).max(100).describe("This week's interest, 0-100"),
  description: z.string().min(10).max(400).describe("One or two plain sentences: what it is and why it is trending"),
});
export type ScannedProduct = z.infer<typeof scannedProductSchema>;

export const trendScanOutputSchema = z.object({
  products: z
    .array(scannedProductSchema)
    .min(1)
    .max(12)
    .describe("Known products with refreshed scores and up to 4 newly trending ones"),
});

export const trendScanResponseSchema = z.object({
  products: z.array(trendingProductSchema),
  found: z.number().int(),
  updated: z.number().int(),
  /** What the person should know before reading them: prices in US dollars, other marketplaces, a service (1479). */
  notes: z.array(z.string()),
});
