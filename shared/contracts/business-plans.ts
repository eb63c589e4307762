/**
 * Business plans (docs/spec-notes.md#data-the-screens-read, #calls; docs/product-rules.md): Pro only.
 * `POST /api/business-plans { productIdeaId, budget }` → `{ plan }` (201); `GET /api/business-plans/:id` →
 * `{ plan }`; `GET /api/business-plans/product/:productId` → `{ plans }`.
 */
import { z } from "zod";
import { idParamsSchema, idSchema } from "./common";

export const businessPlanRequestSchema = z.object({
  productIdeaId: idSchema("Product idea is required"),
  budget: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Budget is required" })
      .trim()
      .min(1, "Budget is required")
      .max(60, "Budget must be at most 60 characters"),
  ),
});
export type BusinessPlanRequest = z.input<typeof businessPlanRequestSchema>;

/** The idea a plan is written for (loaded from the user's own product idea). */
export const businessPlanInputSchema = z.object({
  productIdeaId: z.number().int().positive(),
  idea: z.object({
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
    revenueModel: z.string(),
    startupCost: z.string(),
  }),
  budget: z.string().min(1),
});
export type BusinessPlanInput = z.infer<typeof businessPlanInputSchema>;

const money = z.number().min(0).describe("US dollars");

/**
 * The structured assumptions every figure of a plan is derived from (docs/decisions/1410-plan-figures-from-assumptions.md),
 * with the two figures that follow from them alone (gross margin, launch month) and the startup total. Plans stored
 * before it have none.
 */
export const planBasisSchema = z.object({
  /** US dollars a customer pays per sale (cents allowed). */
  pricePerSale: z.number().min(1).max(100_000),
  /** US dollars one sale costs to make or deliver. */
  unitCost: z.number().min(0).max(100_000),
  /** Whole percent: (price − unit cost) ÷ price, rounded half to even. */
  grossMarginPercent: z.number().int().min(0).max(100),
  /** US dollars a month, the sum of the monthly cost items. */
  fixedMonthlyCosts: z.number().min(0),
  /** Sales in the launch month. */
  startingSalesPerMonth: z.number().int().min(1),
  /** Sales growth each month after the launch month, through month 12. */
  monthlyGrowthPercent: z.number().int().min(0).max(100),
  year2GrowthPercent: z.number().int().min(0).max(500),
  year3GrowthPercent: z.number().int().min(0).max(500),
  /** Weeks of validation and building before the launch week. */
  weeksToLaunch: z.number().int().min(1).max(52),
  launchMonth: z.number().int().min(1).max(12),
  /** US dollars, the sum of the startup items. */
  startupTotal: z.number().min(0),
});
export type PlanBasis = z.infer<typeof planBasisSchema>;

const sales = z.number().int().min(0).describe("Number of sales");

export const businessPlanOutputSchema = z.object({
  executiveSummary: z.string().min(20).describe("One paragraph: the business, the customer, the edge, the money"),
  revenueProjections: z.object({
    assumptions: z.array(z.string()).min(1).describe("The assumptions behind the numbers"),
    basis: planBasisSchema.optional(),
    monthly: z
      .array(
        z.object({
          month: z.number().int().min(1).max(36),
          sales: sales.optional(),
          revenue: money,
          costs: money,
          profit: z.number(),
        }),
      )
      .min(3)
      .max(36)
      .describe("First 12 months, month by month"),
    yearly: z
      .array(
        z.object({
          year: z.number().int().min(1).max(5),
          sales: sales.optional(),
          revenue: money,
          costs: money,
          profit: z.number(),
        }),
      )
      .min(1)
      .max(5)
      .describe("Years 1 to 3"),
  }),
  keyMetrics: z
    .array(z.object({ name: z.string(), target: z.string(), why: z.string() }))
    .min(1)
    .describe("KPIs with targets"),
  costBreakdown: z.object({
    startup: z.array(z.object({ item: z.string(), amount: money, note: z.string().optional() })).min(1),
    monthly: z.array(z.object({ item: z.string(), amount: money, note: z.string().optional() })).min(1),
  }),
  riskAssessment: z
    .array(
      z.object({
        risk: z.string(),
        likelihood: z.string().describe("Low, Medium or High"),
        impact: z.string().describe("Low, Medium or High"),
        mitigation: z.string(),
      }),
    )
    .min(1),
  nextSteps: z.array(z.object({ step: z.string(), timeframe: z.string(), detail: z.string() })).min(1),
  fullPlan: z.string().min(50).describe("The whole plan as plain text with simple headings"),
});
export type BusinessPlanOutput = z.infer<typeof businessPlanOutputSchema>;

/** A stored plan as the API presents it (every field of business_plans). */
export const businessPlanSchema = businessPlanOutputSchema.extend({
  id: z.number(),
  productIdeaId: z.number(),
  fullPlan: z.string().nullable(),
  createdAt: z.string(),
});
export type BusinessPlan = z.infer<typeof businessPlanSchema>;

/** `POST /api/business-plans` and `GET /api/business-plans/:id`: `{ plan }`. */
export const businessPlanResponseSchema = z.object({ plan: businessPlanSchema });
/** `GET /api/business-plans/product/:productId`: `{ plans }`, newest first. */
export const businessPlanListResponseSchema = z.object({ plans: z.array(businessPlanSchema) });

export const businessPlanParamsSchema = idParamsSchema;
export const businessPlanProductParamsSchema = z.object({ productId: idSchema() });
