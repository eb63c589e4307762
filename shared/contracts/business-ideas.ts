/**
 * AI Business Ideas (docs/spec-notes.md; docs/product-rules.md).
 * `POST /api/generate-products { industry, budget, targetMarket, skills }` stores three product ideas and
 * answers `{ products }`; `GET /api/product-ideas` answers `{ products }`; `GET /api/product-ideas/:id`
 * answers `{ product }` (the idea with its full analysis).
 */
import { z } from "zod";
import { sourcedFields } from "./sources";
import { idParamsSchema, ownBudgetSchema } from "./common";
import { ageBandLabel } from "../domain/age-bands";

/**
 * Business ideas industries (docs/spec-notes.md#constants-and-option-lists); the label is what is stored on the idea.
 */
export const IDEA_INDUSTRIES = [
  { value: "content-creation", label: "Content Creation & Social Media" },
  { value: "gaming-esports", label: "Gaming & Esports" },
  { value: "tech-apps", label: "Tech & Apps" },
  { value: "fashion-beauty", label: "Fashion & Beauty" },
  { value: "fitness-wellness", label: "Fitness & Wellness" },
  { value: "education-tutoring", label: "Education & Tutoring" },
  { value: "food-beverage", label: "Food & Beverage" },
  { value: "ecommerce", label: "E-commerce" },
] as const;

export const IDEA_BUDGETS = [
  { value: "0-500", label: "$0 - $500" },
  { value: "500-5000", label: "$500 - $5,000" },
  { value: "5000-25000", label: "$5,000 - $25,000" },
  { value: "25000+", label: "$25,000+" },
] as const;

/** Target markets; the generations are labelled from the one age table (shared/domain/age-bands.ts). */
export const IDEA_TARGET_MARKETS = [
  { value: "gen-z", label: ageBandLabel("gen-z") },
  { value: "millennials", label: ageBandLabel("millennials") },
  { value: "gen-x", label: ageBandLabel("gen-x") },
  { value: "boomers", label: ageBandLabel("boomers") },
  { value: "small-businesses", label: "Small Businesses" },
] as const;

export type IdeaIndustry = (typeof IDEA_INDUSTRIES)[number]["value"];
export type IdeaTargetMarket = (typeof IDEA_TARGET_MARKETS)[number]["value"];

const oneOf = <T extends readonly { value: string }[]>(list: T, message: string) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: message })
      .min(1, message)
      .pipe(
        z.enum(list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]], {
          error: `${message.replace(/ (is|are) required$/, "")} must be one of the listed options`,
        }),
      ),
  );

/** A validated idea carried in from Quick Validation (docs/decisions/201-business-idea-prefill.md). */
export const seedIdeaSchema = z.object({
  name: z.string().trim().min(1, "Product name is required").max(120),
  description: z.string().trim().max(1000).default(""),
});

export const businessIdeasRequestSchema = z.object({
  industry: oneOf(IDEA_INDUSTRIES, "Industry is required"),
  budget: oneOf(IDEA_BUDGETS, "Budget range is required"),
  targetMarket: oneOf(IDEA_TARGET_MARKETS, "Target market is required"),
  skills: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Skills and expertise are required" })
      .trim()
      .min(1, "Skills and expertise are required")
      .max(500, "Skills and expertise must be at most 500 characters"),
  ),
  seedIdea: seedIdeaSchema.optional(),
  /** The person's own budget inside the band chosen, from their profile (the server fills it). */
  ownBudget: ownBudgetSchema.optional(),
});
export type BusinessIdeasRequest = z.input<typeof businessIdeasRequestSchema>;
export type BusinessIdeasInput = z.output<typeof businessIdeasRequestSchema>;

/** A score out of 100 with the reasons behind it (docs/product-rules.md#ai-output-is-checked). */
export const reasonedScoreSchema = z.object({
  score: z.number().int().min(0).max(100).describe("0-100"),
  reasons: z.array(z.string()).min(1).describe("Why this number, citing the user's inputs and the market"),
});

export const generatedIdeaSchema = z.object({
  name: z.string().optional().describe("Brand-style name of the business"),
  description: z.string().min(10).describe("What it sells, to whom and how, in 2-3 sentences"),
  marketPotential: z.string().optional().describe("High, Medium or Low"),
  startupCost: z.string().optional().describe("Startup cost range within the budget, e.g. '$500-2K'"),
  targetMarket: z.string().optional().describe("Who buys"),
  revenueModel: z.string().optional().describe("How it makes money"),
  estimatedRevenue: z.string().min(1).describe("Monthly revenue range after 6-12 months"),
  marketSize: z.string().min(1).describe("Size and growth of the addressable market"),
  competition: z.string().min(1).describe("Low, Medium or High, with one short reason"),
  timeToMarket: z.string().min(1).describe("Time to first sale, e.g. '3-5 weeks'"),
  riskLevel: z.string().min(1).describe("Low, Medium or High"),
  profitPotential: z.string().min(1).describe("Margin outlook, e.g. 'High (60-70% gross margin)'"),
  keyFeatures: z.array(z.string()).default([]).describe("What the offer includes"),
  competitors: z.array(z.string()).default([]).describe("Named existing alternatives"),
  risks: z.array(z.string()).default([]).describe("Main risks"),
  firstSteps: z.array(z.string()).default([]).describe("Ordered first steps"),
  /** Where the market size comes from, and what is not known (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md). */
  ...sourcedFields,
  scores: z
    .object({
      marketDemand: reasonedScoreSchema,
      competition: reasonedScoreSchema.describe("Higher = less crowded"),
      profitability: reasonedScoreSchema,
      skillFit: reasonedScoreSchema.describe("How well the user's skills fit"),
    })
    .optional(),
});
export type GeneratedIdea = z.infer<typeof generatedIdeaSchema>;

export const businessIdeasOutputSchema = z.object({
  products: z.array(generatedIdeaSchema).min(1).max(3).describe("Exactly three distinct business ideas"),
});

/** The spec's fallbacks for fields a generator left out (docs/spec-notes.md#screens-and-routes). */
export const IDEA_FALLBACKS = {
  name: (n: number) => `Business Idea ${n}`,
  marketPotential: "High",
  startupCost: "$500-2K",
  targetMarket: "Gen Z entrepreneurs",
  revenueModel: "Service-based",
} as const;

/** What `product_ideas.analysis` holds. */
export const productIdeaAnalysisSchema = z.object({
  marketPotential: z.string(),
  startupCost: z.string(),
  revenueModel: z.string(),
  budget: z.string(),
  skills: z.string(),
  keyFeatures: z.array(z.string()),
  competitors: z.array(z.string()),
  risks: z.array(z.string()),
  firstSteps: z.array(z.string()),
  scores: generatedIdeaSchema.shape.scores.unwrap().nullable(),
  carriedFromValidation: z.boolean(),
  sources: sourcedFields.sources,
  unknown: sourcedFields.unknown,
});
export type ProductIdeaAnalysis = z.infer<typeof productIdeaAnalysisSchema>;

/** A stored product idea as the API presents it. */
export const productIdeaSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  industry: z.string(),
  targetMarket: z.string(),
  estimatedRevenue: z.string(),
  marketSize: z.string(),
  competition: z.string(),
  timeToMarket: z.string(),
  riskLevel: z.string(),
  profitPotential: z.string(),
  marketPotential: z.string(),
  startupCost: z.string(),
  revenueModel: z.string(),
  analysis: productIdeaAnalysisSchema,
  createdAt: z.string(),
});
export type ProductIdea = z.infer<typeof productIdeaSchema>;

/** `POST /api/generate-products` and `GET /api/product-ideas`: `{ products }`. */
export const productIdeaListResponseSchema = z.object({ products: z.array(productIdeaSchema) });
/** `GET` and `PATCH /api/product-ideas/:id`: `{ product }`. */
export const productIdeaResponseSchema = z.object({ product: productIdeaSchema });

export const productIdeaParamsSchema = idParamsSchema;

const NAME_MAX = 120;
const DESCRIPTION_MAX = 2000;

/**
 * `PATCH /api/product-ideas/:id`: the editable fields, each optional, at least one present. Unknown fields
 * (an id, an owner) are refused rather than ignored.
 */
export const productIdeaUpdateSchema = z
  .strictObject(
    {
      name: z
        .string({ error: "Name must be text" })
        .trim()
        .min(1, "Name is required")
        .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
        .optional(),
      description: z
        .string({ error: "Description must be text" })
        .trim()
        .min(1, "Description is required")
        .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
        .optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined) },
  )
  .refine((v) => v.name !== undefined || v.description !== undefined, {
    error: "Nothing to update: send a name or a description",
  });
export type ProductIdeaUpdate = z.output<typeof productIdeaUpdateSchema>;
