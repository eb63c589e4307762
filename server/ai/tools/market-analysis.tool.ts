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
import { withPackFigures } from "../knowledge/market/model-figures";

export const marketAnalysisTool = defineGenerator({
  id: "market-analysis",
  input: marketAnalysisRequestSchema,
  freeText: ["industry", "targetMarket"],
  example: { industry: "technology-software", targetMarket: "young professionals", location: "europe" },
  output: marketAnalysisOutputSchema,
  system: [
    "You are a market research analyst advising young, first-time founders with small budgets.",
    "Answer with JSON only, following the schema.",
    "Market figures (sizes, growth, shares, revenues, adoption) come only from our dated data pack: leave every figure field null and write no figure in the text; our code fills the sourced ones and lists what is not known.",
    "Competitors are real companies that sell this thing in the region asked about.",
    "In the reasons, competition is scored as openness: 'Competition (higher = less crowded): N/100'.",
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
  // A model's figures are replaced by the data pack's, with their sources; a figure written in its text is removed
  // (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md).
  outputFor: (input) => marketAnalysisOutputSchema.transform((output) => withPackFigures(output, input)),
  offline: (input) => composeMarketAnalysis(input),
  label: (input) => `${marketIndustryLabel(input.industry)} · ${marketRegionLabel(input.location)}`,
});
