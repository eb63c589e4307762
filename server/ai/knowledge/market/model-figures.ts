/**
 * A model's market answer with the data pack's figures (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md):
 * the model writes competitors, trends, opportunities and advice; every figure field is the pack's, with its citation,
 * or null with an `unknown` entry, and a sentence of its text that states a figure the pack does not hold is dropped.
 */
import type { MarketAnalysisInput, MarketAnalysisOutput } from "../../../../shared/contracts/market-analysis";
import { keepSourcedSentences, citedTexts } from "../data-pack/clean";
import { composeMarketAnalysis } from "./compose";

export function withPackFigures(output: MarketAnalysisOutput, input: MarketAnalysisInput): MarketAnalysisOutput {
  const ours = composeMarketAnalysis(input);
  const allowed = citedTexts(ours.sources);
  const clean = (text: string) => keepSourcedSentences(text, allowed);
  return {
    ...output,
    growthRate: ours.growthRate,
    opportunityScore: ours.opportunityScore,
    opportunityReasons: ours.opportunityReasons,
    marketSize: ours.marketSize,
    competitors: output.competitors.map((c) => ({
      ...c,
      marketShare: null,
      revenue: null,
      trend: c.trend,
      description: clean(c.description) || c.name,
    })),
    trends: output.trends.map((t) => ({ ...t, adoption: null, description: clean(t.description) || t.trend })),
    opportunities: output.opportunities.map((o) => ({ ...o, description: clean(o.description) || o.title })),
    aiInsights: clean(output.aiInsights) || ours.aiInsights,
    regions: ours.regions,
    forecast: ours.forecast,
    sources: ours.sources,
    unknown: [
      ...ours.unknown.filter((u) => u.field !== "competitors" || ours.competitors.length > 0),
      { field: "competitors", reason: "No published market shares or revenues of these players are in our data pack." },
      // What the model's own words lost to the floor under every model answer (server/ai/model-figures.ts).
      ...output.unknown.filter((u) => !ours.sources.some((s) => s.field === u.field)),
    ].filter((u, i, all) => all.findIndex((o) => o.field === u.field && o.reason === u.reason) === i),
  };
}
