/**
 * Quick Validation (tools spec section 2): scores one product or niche idea with the reasons behind each
 * score. Pure: the prompt and the offline answer, nothing else.
 */
import { quickValidationRequestSchema, validationOutputSchema } from "../../../shared/contracts/quick-validation";
import { defineGenerator } from "../define-generator";
import { composeValidation } from "../knowledge/validation/compose";

export const quickValidationTool = defineGenerator({
  id: "quick-validation",
  input: quickValidationRequestSchema,
  output: validationOutputSchema,
  system: [
    "You validate business ideas for young, first-time founders with small budgets. Be honest: most ideas are fair, few are excellent.",
    "Answer with JSON only, following the schema. Scores are integers 0-100. competition is how crowded the market is (higher = more competitors).",
    "overallScore weighs demand, low competition, profitability and feasibility; verdict follows it: excellent 80+, good 65-79, fair 45-64, poor below 45.",
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
});
