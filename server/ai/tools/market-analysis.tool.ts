/**
 * Market Intelligence (docs/spec-notes.md#screens-and-routes; docs/product-rules.md#market-page): a market analysis of
 * one industry for one target market in one region. Pure: the prompt and the offline answer, nothing else.
 */
import {
  marketAnalysisOutputSchema,
  marketAnalysisRequestSchema,
  marketIndustryLabel,
  marketRegionLabel,
} from "../../../shared/contracts/market-analysis";
import { defineGenerator } from "../define-generator";
import { composeMarketAnalysis } from "../knowledge/market/compose";

export const marketAnalysisTool = defineGenerator({
  id: "market-analysis",
  input: marketAnalysisRequestSchema,
  freeText: ["industry", "targetMarket"],
  example: { industry: "technology-software", targetMarket: "young professionals", location: "europe" },
  output: marketAnalysisOutputSchema,
  system: [
    "You are a market research analyst advising young, first-time founders with small budgets.",
    "Answer with JSON only, following the schema. Use realistic, rounded figures for the region asked about.",
    "Competitors are real companies that sell in the region asked about; their market shares together stay at or under 100.",
    "A competitor's revenue is its revenue in this market and region, so it is at most its share of the market size.",
    "In the reasons, competition is scored as openness: 'Competition (higher = less crowded): N/100'.",
    "The forecast lists one point per year, starting with the current year, for six years.",
    "opportunityReasons explain the opportunityScore: each factor says whether it raised or lowered the score and cites the figures.",
    "Write plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Industry: ${marketIndustryLabel(input.industry)}`,
      `Target market: ${input.targetMarket}`,
      `Region: ${marketRegionLabel(input.location)} (location value "${input.location}")`,
      `Current year: ${new Date().getUTCFullYear()}`,
      "",
      "Analyse this market for a newcomer: market size and maturity in this region, yearly growth, competition level,",
      "the main competitors with shares, revenue and direction, trends with adoption among the target market,",
      "a regional breakdown, 2-4 concrete opportunities a small founder could start, and a six-year forecast.",
      "Echo the industry, target market and location value in your answer.",
    ].join("\n"),
  offline: (input) => composeMarketAnalysis(input),
  label: (input) => `${marketIndustryLabel(input.industry)} · ${marketRegionLabel(input.location)}`,
});
