/**
 * Market Intelligence (docs/spec-notes.md; docs/product-rules.md).
 * The request carries the industry, the target market and the region the user picked; the response is
 * `{ analysis }` with every field of the spec's analysis object plus opportunities, a yearly forecast and the
 * reasons behind the opportunity score.
 */
import { z } from "zod";
import { sourcedFields } from "./sources";

/** The industries of the market page (docs/spec-notes.md#constants-and-option-lists), value: label. */
export const MARKET_INDUSTRIES = [
  { value: "technology-software", label: "Technology & Software" },
  { value: "ecommerce-retail", label: "E-commerce & Retail" },
  { value: "health-wellness", label: "Health & Wellness" },
  { value: "education-training", label: "Education & Training" },
  { value: "financial-services", label: "Financial Services" },
  { value: "entertainment-media", label: "Entertainment & Media" },
  { value: "gaming-entertainment", label: "Gaming & Entertainment" },
  { value: "content-creation", label: "Content Creation" },
  { value: "saas-tools", label: "SaaS Tools" },
  { value: "digital-marketing", label: "Digital Marketing" },
  { value: "artificial-intelligence", label: "Artificial Intelligence" },
  { value: "fintech", label: "Fintech" },
  { value: "sustainable-energy", label: "Sustainable Energy" },
  { value: "blockchain-web3", label: "Blockchain & Web3" },
] as const;
export type MarketIndustryValue = (typeof MARKET_INDUSTRIES)[number]["value"];

/** The regions of the market page; 'global' is the default. */
export const MARKET_REGIONS = [
  { value: "global", label: "Global" },
  { value: "north-america", label: "North America" },
  { value: "europe", label: "Europe" },
  { value: "asia-pacific", label: "Asia-Pacific" },
  { value: "emerging-markets", label: "Emerging Markets" },
] as const;
export const marketRegionSchema = z.enum(["global", "north-america", "europe", "asia-pacific", "emerging-markets"], {
  error: "Region must be one of: global, north-america, europe, asia-pacific, emerging-markets",
});
export type MarketRegion = z.infer<typeof marketRegionSchema>;

/** The target market used when none is given (docs/spec-notes.md#validation-messages). */
export const DEFAULT_TARGET_MARKET = "young professionals";

/** The label of an industry value; free text (an industry the list does not hold) is returned as given. */
export function marketIndustryLabel(industry: string): string {
  const key = industry.trim().toLowerCase();
  const hit = MARKET_INDUSTRIES.find((i) => i.value === key || i.label.toLowerCase() === key);
  return hit ? hit.label : industry.trim();
}

/** The label of a region value. */
export function marketRegionLabel(region: string): string {
  return MARKET_REGIONS.find((r) => r.value === region)?.label ?? region;
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const marketAnalysisRequestSchema = z.object({
  industry: z
    .string({ error: "Industry is required" })
    .trim()
    .min(1, "Industry is required")
    .max(100, "Industry must be at most 100 characters"),
  targetMarket: z.preprocess(
    blankToUndefined,
    z.string().trim().max(120, "Target market must be at most 120 characters").default(DEFAULT_TARGET_MARKET),
  ),
  location: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim().toLowerCase()) : v),
    marketRegionSchema.default("global"),
  ),
});
export type MarketAnalysisRequest = z.input<typeof marketAnalysisRequestSchema>;
export type MarketAnalysisInput = z.output<typeof marketAnalysisRequestSchema>;

const percent = z.number().min(0).max(100);
const level = z.enum(["low", "medium", "high"]);

export const marketCompetitorSchema = z.object({
  name: z.string().min(1).describe("A real-sounding company or product name competing in this market"),
  marketShare: percent
    .nullable()
    .describe("Share of the market in percent from a published source; null when no source gives it"),
  description: z.string().min(1).describe("One sentence on what the competitor does and for whom"),
  revenue: z
    .string()
    .min(1)
    .nullable()
    .describe("Annual revenue in this market and region from a published source, e.g. '$1.2B'; null when unknown"),
  trend: z.enum(["up", "stable", "down"]).nullable().describe("Direction of the competitor's share; null when unknown"),
  url: z.string().url().optional().describe("The competitor's public website"),
});

export const marketTrendSchema = z.object({
  trend: z.string().min(1).describe("Name of the trend"),
  impact: level.describe("How strongly the trend moves this market"),
  description: z.string().min(1).describe("One or two sentences on the trend and what it means for a newcomer"),
  adoption: percent.nullable().describe("Share of the target market already using it, in percent; null when unknown"),
});

export const marketRegionShareSchema = z.object({
  name: z.string().min(1).describe("Region or country name"),
  marketSize: z.string().min(1).describe("Market size in that region as a short money figure, e.g. '$42.0B'"),
  share: percent.nullable().describe("The region's share of the analysed market, in percent; null when unknown"),
  growthRate: z
    .number()
    .min(-50)
    .max(200)
    .nullable()
    .describe("Yearly growth in that region, in percent; null when unknown"),
});

export const marketOpportunitySchema = z.object({
  title: z.string().min(1).describe("A concrete business opportunity a small founder could pursue"),
  description: z.string().min(1).describe("What to build or sell and why it fits the target market"),
  potential: level.describe("Revenue potential"),
  timeToRevenue: z.string().min(1).describe("How long until first revenue, e.g. '1-3 months'"),
  startupCost: z.string().min(1).describe("Rough cost to start, as a range, e.g. '$500-2K'"),
});

export const marketForecastPointSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  marketSize: z.number().min(0).describe("Market size that year in billions of US dollars"),
  growthRate: z
    .number()
    .min(-50)
    .max(200)
    .nullable()
    .describe("Growth over the previous year, in percent; null when unknown"),
});

export const scoreReasonSchema = z.object({
  factor: z.string().min(1).describe("What was weighed, e.g. 'Growth rate'"),
  impact: z.enum(["positive", "neutral", "negative"]).describe("Whether it raised or lowered the score"),
  detail: z.string().min(1).describe("Why, citing the figures and the inputs"),
});
export type ScoreReason = z.infer<typeof scoreReasonSchema>;

/** What a generator (the model or the offline engine) must produce. */
export const marketAnalysisOutputSchema = z.object({
  industry: z.string().min(1),
  targetMarket: z.string().min(1),
  location: marketRegionSchema,
  growthRate: z
    .number()
    .min(-50)
    .max(200)
    .nullable()
    .describe("Yearly market growth (CAGR), in percent; null when unknown"),
  opportunityScore: z.number().int().min(0).max(100).describe("How attractive the market is for a newcomer, 0-100"),
  opportunityReasons: z.array(scoreReasonSchema).min(2).max(8).describe("The reasons behind the opportunity score"),
  competitionLevel: level,
  marketSize: z.object({
    global: z
      .string()
      .min(1)
      .nullable()
      .describe("Size of the market as a money figure, e.g. '$245.3B'; null when no source gives it"),
    valueBillions: z.number().min(0).nullable().describe("The same size in billions of US dollars; null when unknown"),
    maturity: percent.nullable().describe("How mature the market is, in percent; null when unknown"),
    measures: z.string().min(1).nullable().optional().describe("What the size measures, where and when"),
  }),
  competitors: z.array(marketCompetitorSchema).max(8),
  aiInsights: z.string().min(1).describe("A short paragraph of advice for a founder entering this market"),
  trends: z.array(marketTrendSchema).max(8),
  regions: z.array(marketRegionShareSchema).max(8),
  opportunities: z.array(marketOpportunitySchema).max(6),
  forecast: z.array(marketForecastPointSchema).max(8).describe("Market size over time, as published"),
  /** Where each figure comes from, and what is not known (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md). */
  ...sourcedFields,
});
export type MarketAnalysisOutput = z.infer<typeof marketAnalysisOutputSchema>;

/** The analysis as the API presents it: the generated fields plus its id and the time it was made. */
export const marketAnalysisSchema = marketAnalysisOutputSchema.extend({
  id: z.number().int(),
  generatedAt: z.string(),
});
export type MarketAnalysis = z.infer<typeof marketAnalysisSchema>;

export const marketAnalysisResponseSchema = z.object({ analysis: marketAnalysisSchema });

/** One entry of `GET /api/market-analysis` (summary columns only). */
export const marketAnalysisSummarySchema = z.object({
  id: z.number(),
  industry: z.string(),
  targetMarket: z.string(),
  location: z.string(),
  marketSize: z.string(),
  growthRate: z.string(),
  opportunityScore: z.number(),
  competitionLevel: z.string(),
  createdAt: z.string(),
});
export type MarketAnalysisSummary = z.infer<typeof marketAnalysisSummarySchema>;
export const marketAnalysisListResponseSchema = z.object({ analyses: z.array(marketAnalysisSummarySchema) });
