/**
 * Micro niches (docs/spec-notes.md; docs/product-rules.md).
 * `GET /api/micro-niches?category=&competition=&demand=` → `{ niches, reviewedAt }`; `GET /api/micro-niches/:id`
 * → `{ niche }`.
 */
import { z } from "zod";
import { LEVELS, optionFilter, reviewedAtSchema } from "./catalogue-filters";
import { MARKET_INDUSTRIES } from "./market-analysis";
import type { ProductCategory } from "../domain/categories";
import { optionValues } from "../domain/options";

/**
 * The specification's niche categories (docs/decisions/1461-niche-categories-of-the-specification.md): a niche is
 * a kind of buyer (pets, a workspace, a garden, gaming, accessibility), not a kind of goods, so it keeps its own
 * five. Each maps to the one category list's word for the goods it sells, the way other tools name them.
 */
export const NICHE_CATEGORY_OPTIONS = [
  { value: "pets", label: "Pets" },
  { value: "workspace", label: "Workspace" },
  { value: "gardening", label: "Gardening" },
  { value: "gaming", label: "Gaming" },
  { value: "accessibility", label: "Accessibility" },
] as const;
export type NicheCategory = (typeof NICHE_CATEGORY_OPTIONS)[number]["value"];
export const NICHE_CATEGORIES = optionValues(NICHE_CATEGORY_OPTIONS);

/** The one list's word (shared/domain/categories.ts) for the goods of each niche category. */
export const NICHE_PRODUCT_CATEGORY: Record<NicheCategory, ProductCategory> = {
  pets: "pets",
  workspace: "office",
  gardening: "garden",
  gaming: "gaming",
  accessibility: "health",
};

/** A list word a niche category maps to names that niche category (`?category=office` finds the workspace niches). */
const fromListWord = (v: unknown) => NICHE_CATEGORIES.find((c) => NICHE_PRODUCT_CATEGORY[c] === v) ?? v;

export const microNichesQuerySchema = z.object({
  category: z.preprocess(fromListWord, optionFilter(NICHE_CATEGORIES, "Category")),
  competition: optionFilter(LEVELS, "Competition"),
  demand: optionFilter(LEVELS, "Demand"),
});
export type MicroNichesQuery = z.infer<typeof microNichesQuerySchema>;

const marketIndustries = MARKET_INDUSTRIES.map((i) => i.value) as [string, ...string[]];
const item = z.string().min(3).max(80);

/** One curated niche of the data file (server/modules/micro-niches/data). */
export const microNicheSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(4).max(80),
  description: z.string().min(40).max(400),
  category: z.enum(NICHE_CATEGORIES),
  competitionLevel: z.enum(LEVELS),
  demandLevel: z.enum(LEVELS),
  profitPotential: z.enum(LEVELS),
  targetAudience: z.string().min(5).max(120),
  keyProducts: z.array(item).min(3).max(8),
  marketingChannels: z.array(item).min(3).max(8),
  entryBarriers: z.string().min(10).max(240),
  seasonality: z.string().min(5).max(160),
  /** The market page's industry this niche belongs to (its 'Market Research' prefill). */
  industry: z.enum(marketIndustries),
});

export const microNichesFileSchema = z.object({
  reviewedAt: reviewedAtSchema,
  niches: z.array(microNicheSeedSchema).min(40),
});

export const microNicheSchema = microNicheSeedSchema
  .omit({ slug: true })
  .extend({ id: z.number(), industry: z.string() });
export type MicroNiche = z.infer<typeof microNicheSchema>;

export const microNichesResponseSchema = z.object({ niches: z.array(microNicheSchema), reviewedAt: z.string() });
/** `GET /api/micro-niches/:id`. */
export const microNicheResponseSchema = z.object({ niche: microNicheSchema, reviewedAt: z.string() });
