/**
 * A model's market answer with the data pack's figures (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md):
 * the model writes competitors, trends, opportunities and advice; every figure field is the pack's, with its citation,
 * or null with an `unknown` entry, and a sentence of its text that states a figure the pack does not hold is dropped.
 */
import type { MarketAnalysisInput, MarketAnalysisOutput } from "../../../../shared/contracts/market-analysis";
import { packTexts } from "../data-pack";
import { composeMarketAnalysis } from "./compose";

/** Figure-shaped text: money in billions or trillions, and percentages. */
export const MARKET_FIGURE = /\$\s?\d[\d,.]*\s?(?:[BT]\b|billion|trillion)|\d+(?:\.\d+)?\s?(?:%|percent\b)/gi;

/** The sentences of a text whose every figure is one of the pack's, among the answer's own sourced texts. */
export function keepSourcedSentences(text: string, allowed: ReadonlySet<string>): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => [...sentence.matchAll(MARKET_FIGURE)].every((m) => allowed.has(m[0].replace(/\s/g, ""))))
    .join(" ");
}

export function withPackFigures(output: MarketAnalysisOutput, input: MarketAnalysisInput): MarketAnalysisOutput {
  const ours = composeMarketAnalysis(input);
  const known = packTexts();
  const allowed = new Set(
    [...known.entries()]
      .filter(([, figures]) => ours.sources.some((s) => figures.some((f) => f.source.url === s.url)))
      .map(([t]) => t),
  );
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
    ].filter((u, i, all) => all.findIndex((o) => o.field === u.field && o.reason === u.reason) === i),
  };
}
