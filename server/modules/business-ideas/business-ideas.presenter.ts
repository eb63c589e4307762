/** Presents product ideas and business plans: every field listed, the spec's fallbacks applied. */
import type { BusinessPlan as PlanRow, ProductIdea as IdeaRow } from "../../../shared/schema";
import { IDEA_FALLBACKS, type ProductIdea, type ProductIdeaAnalysis } from "../../../shared/contracts/business-ideas";
import type { BusinessPlan, BusinessPlanOutput } from "../../../shared/contracts/business-plans";

/** A stored idea; card fields kept in `analysis` are lifted to the top level too. */
export function presentProductIdea(row: IdeaRow): ProductIdea {
  const analysis = (row.analysis ?? {}) as Partial<ProductIdeaAnalysis>;
  const full: ProductIdeaAnalysis = {
    marketPotential: analysis.marketPotential || IDEA_FALLBACKS.marketPotential,
    startupCost: analysis.startupCost || IDEA_FALLBACKS.startupCost,
    revenueModel: analysis.revenueModel || IDEA_FALLBACKS.revenueModel,
    budget: analysis.budget ?? "",
    skills: analysis.skills ?? "",
    keyFeatures: analysis.keyFeatures ?? [],
    competitors: analysis.competitors ?? [],
    risks: analysis.risks ?? [],
    firstSteps: analysis.firstSteps ?? [],
    scores: analysis.scores ?? null,
    carriedFromValidation: analysis.carriedFromValidation ?? false,
    sources: analysis.sources ?? [],
    unknown: analysis.unknown ?? [],
  };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    industry: row.industry,
    targetMarket: row.targetMarket,
    estimatedRevenue: row.estimatedRevenue,
    marketSize: row.marketSize,
    competition: row.competition,
    timeToMarket: row.timeToMarket,
    riskLevel: row.riskLevel,
    profitPotential: row.profitPotential,
    marketPotential: full.marketPotential,
    startupCost: full.startupCost,
    revenueModel: full.revenueModel,
    analysis: full,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored plan with every column of business_plans. */
export function presentBusinessPlan(row: PlanRow): BusinessPlan {
  // The currency and funding live beside the projections (decision 1471); a plan stored before them has neither.
  const { currency, funding, ...projections } = row.revenueProjections as BusinessPlanOutput["revenueProjections"] &
    Pick<BusinessPlanOutput, "currency" | "funding">;
  return {
    id: row.id,
    productIdeaId: row.productIdeaId,
    ...(currency ? { currency } : {}),
    ...(funding ? { funding } : {}),
    executiveSummary: row.executiveSummary,
    revenueProjections: projections,
    keyMetrics: row.keyMetrics as BusinessPlanOutput["keyMetrics"],
    costBreakdown: row.costBreakdown as BusinessPlanOutput["costBreakdown"],
    riskAssessment: row.riskAssessment as BusinessPlanOutput["riskAssessment"],
    nextSteps: row.nextSteps as BusinessPlanOutput["nextSteps"],
    fullPlan: row.fullPlan,
    createdAt: row.createdAt.toISOString(),
  };
}
