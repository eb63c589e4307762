/**
 * The quick validation tool's response hook for runGenerator(): nothing is stored beyond the history row;
 * the answer is wrapped as `{ validation }` (decisions D1) with the verdict that matches the overall score.
 */
import type { z } from "zod";
import { verdictFor, type Validation } from "../../../shared/contracts/quick-validation";
import type { quickValidationTool } from "../../ai/tools/quick-validation.tool";
import type { GeneratorHooks } from "../../ai/run-generator";

type Tool = typeof quickValidationTool;

/** The validation object of the API from a generated answer and the idea it judged. */
export function presentValidation(output: z.infer<Tool["output"]>, input: z.infer<Tool["input"]>, generatedAt: Date): Validation {
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

export const quickValidationHooks: GeneratorHooks<Tool["input"], Tool["output"]> = {
  async persist({ input, output }) {
    return { validation: presentValidation(output, input, new Date()) };
  },
};
