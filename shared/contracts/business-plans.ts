/**
 * Business plans (docs/spec-notes.md#data-the-screens-read, #calls; docs/product-rules.md): Pro only.
 * `POST /api/business-plans { productIdeaId, budget }` → `{ plan }` (201); `GET /api/business-plans/:id` →
 * `{ plan }`; `GET /api/business-plans/product/:productId` → `{ plans }`.
 */
import { z } from "zod";
import { idParamsSchema, idSchema } from "./common";
import { moneyProblemMessage, parseMoney } from "../domain/currency-money";

/**
 * How a business makes money, which chooses a plan's unit economics
 * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
 */
export const BUSINESS_MODELS = [
  { value: "product", label: "Products I make" },
  { value: "resale", label: "Reselling (buy and sell on)" },
  { value: "hourly", label: "A service by the hour" },
  { value: "digital", label: "Digital downloads" },
  { value: "subscription", label: "A subscription" },
] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number]["value"];
const MODEL_VALUES = BUSINESS_MODELS.map((m) => m.value) as [BusinessModel, ...BusinessModel[]];

/** An optional amount as the person types it ("25", "£25", "12,50"): read later in their currency. */
const optionalAmount = (label: string) =>
  z.preprocess(
    (v) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z
      .string({ error: `${label} must be an amount` })
      .trim()
      .max(30, `${label} must be at most 30 characters`)
      .superRefine((text, c) => {
        const read = parseMoney(text, "USD");
        if (!read.ok) c.addIssue({ code: "custom", message: moneyProblemMessage(read.problem, label) });
        else if (read.money.cents <= 0) c.addIssue({ code: "custom", message: `${label} must be more than 0` });
      })
      .optional(),
  );

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
  /** The person's own price per sale, cost per sale and model, when they know them. */
  price: optionalAmount("Price per sale"),
  unitCost: optionalAmount("Cost per sale"),
  model: z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.enum(MODEL_VALUES, { error: "Choose how the business makes money" }).optional(),
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
  price: z.string().optional(),
  unitCost: z.string().optional(),
  model: z.enum(MODEL_VALUES).optional(),
  /** Profile facts read as context (withProfile): the currency, the exact budget when it is the one chosen, hours. */
  person: z
    .object({
      currency: z.string().length(3).optional(),
      budget: z.string().optional(),
      hoursPerWeek: z.number().int().min(0).max(80).optional(),
    })
    .optional(),
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

/**
 * The cash a plan needs against the person's budget, computed by our code
 * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md): `needed` is the startup items plus the
 * deepest the running costs take the cash before sales cover them; `gap` is max(0, needed − budget). Amounts are
 * exact decimal strings in `currency`; `budget` and `gap` are null when no budget amount is known.
 */
export const planFundingSchema = z.object({
  currency: z.string().length(3),
  needed: z.string(),
  budget: z.string().nullable(),
  gap: z.string().nullable(),
  /** The sentence the plan says about it, from the same figures. */
  says: z.string(),
  /** A start that fits the budget when the plan does not: smaller startup items and running costs. */
  smallerStart: z.object({ startup: z.string(), monthly: z.string(), needed: z.string(), says: z.string() }).nullable(),
});
export type PlanFunding = z.infer<typeof planFundingSchema>;

export const businessPlanOutputSchema = z.object({
  /** ISO 4217 code of every amount in the plan (plans stored before it are in US dollars). */
  currency: z.string().length(3).optional(),
  funding: planFundingSchema.optional(),
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
