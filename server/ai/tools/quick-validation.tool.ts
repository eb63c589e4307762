/**
 * Quick Validation (docs/spec-notes.md#screens-and-routes): scores one product or niche idea with the reasons behind
 * each score. Pure: the prompt, the offline answer and the response shape; nothing is stored beyond the history.
 */
import {
  quickValidationRequestSchema,
  quickValidationResponseSchema,
  validationOutputSchema,
  verdictFor,
  type QuickValidationInput,
  type Validation,
  type ValidationOutput,
} from "../../../shared/contracts/quick-validation";
import { defineGenerator } from "../define-generator";
import { composeValidation } from "../knowledge/validation/compose";

/** The validation object of the API from a generated answer and the idea it judged. */
export function presentValidation(
  output: ValidationOutput,
  input: QuickValidationInput,
  generatedAt: Date,
): Validation {
  return {
    product: input.product,
    description: input.description,
    overallScore: output.overallScore,
    // A model can name a verdict its own score does not earn; the bands are ours to apply.
    verdict: verdictFor(output.overallScore),
    marketDemand: output.marketDemand,
    competition: output.competition,
    profitability: output.profitability,
    feasibility: output.feasibility,
    reasons: output.reasons,
    insights: output.insights,
    recommendations: output.recommendations,
    risks: output.risks,
    opportunities: output.opportunities,
    generatedAt: generatedAt.toISOString(),
  };
}

export const quickValidationTool = defineGenerator({
  id: "quick-validation",
  input: quickValidationRequestSchema,
  freeText: ["product", "description"],
  output: validationOutputSchema,
  example: {
    product: "Notion templates for freelancers",
    description: "Digital templates sold on Gumroad to help freelancers track clients.",
  },
  system: [
    "You validate business ideas for young, first-time founders with small budgets. Be honest: most ideas are fair, few are excellent.",
    "Answer with JSON only, following the schema. Scores are integers 0-100. competition is how open the market is (higher = less crowded: fewer, weaker competitors), like every other score higher is better.",
    "overallScore weighs demand, an open market (high competition score), profitability and feasibility; verdict follows it: excellent 80+, good 65-79, fair 45-64, poor below 45.",
    "Each score has 1-3 reasons that cite the idea itself. Lists hold 3-5 short, specific items.",
    "Write plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Product or niche: ${input.product}`,
      `Description: ${input.description || "(none given)"}`,
      "",
      "Score market demand, competition, profitability and feasibility, explain each score,",
      "and list insights, recommendations, risks and opportunities for this idea.",
    ].join("\n"),
  offline: (input) => composeValidation(input),
  label: (input) => input.product,
  // Answered as { validation } (docs/product-rules.md#api-contract), with the verdict that matches the overall score.
  present: (output, { input, createdAt }) => ({ validation: presentValidation(output, input, createdAt) }),
  response: quickValidationResponseSchema,
});
