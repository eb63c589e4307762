/**
 * AI Niche Discovery (docs/spec-notes.md; docs/product-rules.md#api-contract, #ai-output-is-checked).
 * `POST /api/generate-niches { industry, skills, budget, interests, targetMarket }` answers
 * `{ marketTrends, ideas, quickStartTips }` (plus `generation`).
 */
import { z } from "zod";
import { sourcedFields } from "./sources";
import { ownBudgetSchema } from "./common";
import { labelFor } from "./options";
import { ageBandLabel } from "../domain/age-bands";

/** Industry options (value: label), docs/spec-notes.md#constants-and-option-lists. */
export const NICHE_INDUSTRIES = [
  { value: "technology", label: "Technology & Software" },
  { value: "ecommerce", label: "E-commerce & Retail" },
  { value: "content", label: "Content & Media" },
  { value: "health", label: "Health & Wellness" },
  { value: "education", label: "Education & Training" },
  { value: "finance", label: "Finance & Fintech" },
  { value: "lifestyle", label: "Lifestyle & Fashion" },
  { value: "food", label: "Food & Beverage" },
  { value: "sustainability", label: "Sustainability & Environment" },
  { value: "entertainment", label: "Entertainment & Gaming" },
] as const;
export type NicheIndustry = (typeof NICHE_INDUSTRIES)[number]["value"];

/** Startup budget options (value = label), docs/spec-notes.md#constants-and-option-lists. */
export const NICHE_BUDGETS = [
  { value: "0-500", label: "$0 - $500" },
  { value: "500-2000", label: "$500 - $2,000" },
  { value: "2000-5000", label: "$2,000 - $5,000" },
  { value: "5000-10000", label: "$5,000 - $10,000" },
  { value: "10000+", label: "$10,000+" },
] as const;

/** Target market options (value: label); generations are labelled from the one age table (shared/domain/age-bands.ts). */
export const NICHE_TARGET_MARKETS = [
  { value: "gen-z", label: ageBandLabel("gen-z") },
  { value: "millennials", label: ageBandLabel("millennials") },
  { value: "gen-x", label: ageBandLabel("gen-x") },
  { value: "professionals", label: "Working Professionals" },
  { value: "entrepreneurs", label: "Entrepreneurs & Business Owners" },
  { value: "students", label: "Students" },
  { value: "creators", label: "Content Creators" },
  { value: "parents", label: "Parents & Families" },
  { value: "seniors", label: ageBandLabel("seniors") },
  { value: "global", label: "Global Audience" },
] as const;
export type NicheTargetMarket = (typeof NICHE_TARGET_MARKETS)[number]["value"];

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** A required option: empty or missing reads "<Field> is required", an unknown value lists the choices. */
const requiredOption = <T extends readonly { value: string }[]>(list: T, field: string) =>
  z
    .preprocess((v) => (v == null ? "" : v), z.string({ error: `${field} is required` }).min(1, `${field} is required`))
    .pipe(z.enum(values(list), { error: `${field} must be one of the listed options` }));

/** Tags: trimmed, non-empty, no duplicates (case-insensitive), at most 15 of at most 60 characters. */
export const tagListSchema = (field: string) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of text` })
        .trim()
        .max(60, `Each ${field.toLowerCase()} entry must be at most 60 characters`),
      {
        error: `${field} must be a list of text`,
      },
    )
    .max(15, `At most 15 ${field.toLowerCase()} entries`)
    .default([])
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    });

export const nicheDiscoveryRequestSchema = z.object({
  industry: requiredOption(NICHE_INDUSTRIES, "Industry"),
  skills: tagListSchema("Skills"),
  budget: requiredOption(NICHE_BUDGETS, "Budget"),
  interests: tagListSchema("Interests"),
  targetMarket: requiredOption(NICHE_TARGET_MARKETS, "Target market"),
  /**
   * What the person already sells, from their profile (the server fills it while the interests still hold it): its
   * niche comes first and says why (docs/decisions/1476-niche-discovery-own-niche-first.md).
   */
  ownBusiness: z.string().trim().max(200, "What you sell must be at most 200 characters").optional(),
  /** The person's own budget inside the band chosen, from their profile (the server fills it). */
  ownBudget: ownBudgetSchema.optional(),
});
export type NicheDiscoveryRequest = z.input<typeof nicheDiscoveryRequestSchema>;
export type NicheDiscoveryInput = z.output<typeof nicheDiscoveryRequestSchema>;

export const nicheIdeaSchema = z.object({
  name: z.string().min(1).describe("Short, specific niche name (no numbering)"),
  description: z.string().min(1).describe("Two or three sentences: what the business does and for whom"),
  competitionLevel: z.string().min(1).describe("Exactly one of: Low, Medium, High"),
  monthlyRevenuePotential: z
    .string()
    .min(1)
    .describe("Realistic monthly revenue range after 6-12 months, e.g. '$1,500 - $4,000'"),
  revenueModel: z.string().min(1).describe("How it makes money, e.g. 'Subscriptions + one-off templates'"),
  startupCosts: z.string().min(1).describe("Startup cost range that fits the user's budget, e.g. '$200 - $450'"),
  targetAudience: z.string().min(1).describe("Who buys, tied to the user's target market"),
  skillsRequired: z.array(z.string()).min(1).describe("Skills needed to run it"),
  pros: z
    .array(z.string())
    .min(1)
    .describe("Advantages, citing the user's skills, interests or budget where they apply"),
  cons: z.array(z.string()).min(1).describe("Considerations and risks"),
  actionSteps: z.array(z.string()).min(1).describe("Ordered first steps to launch"),
  fitReasons: z
    .array(z.string())
    .optional()
    .describe("Why this niche fits this user's inputs (skills, interests, budget, market)"),
});
export type NicheIdea = z.infer<typeof nicheIdeaSchema>;

export const nicheDiscoveryOutputSchema = z.object({
  marketTrends: z
    .array(z.string().min(1))
    .min(1)
    .describe("Current market trends in the chosen industry for the chosen audience"),
  ideas: z.array(nicheIdeaSchema).min(1).max(6).describe("Three to five niche ideas, best fit first"),
  quickStartTips: z.array(z.string().min(1)).min(1).describe("Practical tips to start this week"),
  /** Where the market figures come from, and what is not known (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md). */
  ...sourcedFields,
});
export type NicheDiscoveryOutput = z.infer<typeof nicheDiscoveryOutputSchema>;

/** Label of an option value (the older name of labelFor in ./options). */
export const optionLabel = labelFor;
