/** Presents stored market analyses (every field listed; never the raw row). */
import type { MarketAnalysisRow } from "../../../shared/schema";
import {
  marketAnalysisOutputSchema,
  type MarketAnalysis,
  type MarketAnalysisOutput,
  type MarketAnalysisSummary,
} from "../../../shared/contracts/market-analysis";

/** The analysis object of the API: the generated fields, the row id and the time it was made. */
export function presentMarketAnalysis(id: number, output: MarketAnalysisOutput, createdAt: Date): MarketAnalysis {
  return {
    id,
    industry: output.industry,
    targetMarket: output.targetMarket,
    location: output.location,
    growthRate: output.growthRate,
    opportunityScore: output.opportunityScore,
    opportunityReasons: output.opportunityReasons,
    competitionLevel: output.competitionLevel,
    marketSize: output.marketSize,
    competitors: output.competitors,
    aiInsights: output.aiInsights,
    trends: output.trends,
    regions: output.regions,
    opportunities: output.opportunities,
    forecast: output.forecast,
    sources: output.sources,
    unknown: output.unknown,
    generatedAt: createdAt.toISOString(),
  };
}

/** A stored row as the analysis object; the jsonb column is re-parsed so an old or damaged row cannot leak odd fields. */
export function presentMarketAnalysisRow(row: MarketAnalysisRow): MarketAnalysis | null {
  const parsed = marketAnalysisOutputSchema.safeParse(row.analysis);
  return parsed.success ? presentMarketAnalysis(row.id, parsed.data, row.createdAt) : null;
}

/** One entry of the user's list of analyses (summary columns only). */
export function presentMarketAnalysisSummary(row: MarketAnalysisRow): MarketAnalysisSummary {
  return {
    id: row.id,
    industry: row.industry,
    targetMarket: row.targetMarket ?? "",
    location: row.location ?? "global",
    marketSize: row.marketSize,
    growthRate: row.growthRate,
    opportunityScore: row.opportunityScore,
    competitionLevel: row.competitionLevel,
    createdAt: row.createdAt.toISOString(),
  };
}
