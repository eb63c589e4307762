/**
 * Quick Validation (docs/spec-notes.md; docs/product-rules.md#api-contract, #ai-output-is-checked).
 * `POST /api/validate-idea { product, description }` answers `{ validation }`: the overall score, a verdict,
 * four sub-scores each with its reasons, and lists of insights, recommendations, risks and opportunities.
 */
import { z } from "zod";
import { textProblem } from "../domain/meaningful-text";

/** The answer to text that does not describe an idea; the form shows it beside the field. */
export const IDEA_IN_WORDS_MESSAGE = "Describe your idea in words: what it is and who it is for";

/** The answer to keyboard mashes and made-up letters ("asdfasdf qwerty zzzz"): what to write instead. */
export const NOT_REAL_WORDS_MESSAGE =
  "This looks like random typing. Describe your idea in real words: what it is and who it is for, e.g. 'Dog treat boxes for busy owners'";

/**
 * Why a text cannot be a description of an idea, or undefined when it can: the one rule of every tool's text gate
 * (shared/domain/meaningful-text.ts), code read as markup. Shared by the API and the form.
 */
export function notAnIdeaReason(text: string): "markup" | "repeated" | "no-words" | "made-up" | undefined {
  const problem = textProblem(text);
  return problem === "code" ? "markup" : problem;
}

/** Checked before the length limits, so `<script>` and 2,000 letters 'A' hear what is wrong, not how long it is. */
const inWords = (text: string) => {
  const reason = notAnIdeaReason(text);
  return !reason || reason === "made-up";
};
const realWords = (text: string) => notAnIdeaReason(text) !== "made-up";

export const quickValidationRequestSchema = z.object({
  product: z
    .string({ error: "Product name is required" })
    .trim()
    .refine(inWords, IDEA_IN_WORDS_MESSAGE)
    .refine(realWords, NOT_REAL_WORDS_MESSAGE)
    .min(1, "Product name is required")
    .max(120, "Product name must be at most 120 characters"),
  description: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Description must be text" })
      .trim()
      .refine(inWords, IDEA_IN_WORDS_MESSAGE)
      .refine(realWords, NOT_REAL_WORDS_MESSAGE)
      .max(2000, "Description must be at most 2000 characters"),
  ),
});
export type QuickValidationRequest = z.input<typeof quickValidationRequestSchema>;
export type QuickValidationInput = z.output<typeof quickValidationRequestSchema>;

export const VERDICTS = ["excellent", "good", "fair", "poor"] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** The verdict an overall score earns; the server applies it so verdict and score always agree. */
export function verdictFor(score: number): Verdict {
  if (score >= 80) return "excellent";
  if (score >= 65) return "good";
  if (score >= 45) return "fair";
  return "poor";
}

const score = z.number().int().min(0).max(100);
const reasons = z.array(z.string().min(1)).min(1).max(5);
const items = z.array(z.string().min(1)).min(2).max(8);

export const validationOutputSchema = z.object({
  overallScore: score.describe("Overall viability, 0-100"),
  verdict: verdictSchema.describe("excellent (80+), good (65-79), fair (45-64) or poor (below 45)"),
  marketDemand: score.describe("How much people want this, 0-100 (higher is better)"),
  competition: score.describe("How open the market is, 0-100 (higher = less crowded: fewer, weaker competitors)"),
  profitability: score.describe("How good the margins and pricing power are, 0-100"),
  feasibility: score.describe("How easy it is for a small founder to build and launch, 0-100"),
  reasons: z
    .object({
      marketDemand: reasons.describe("Why the market demand score is what it is, citing the idea"),
      competition: reasons.describe("Why the competition score is what it is"),
      profitability: reasons.describe("Why the profitability score is what it is"),
      feasibility: reasons.describe("Why the feasibility score is what it is"),
    })
    .describe("The reasons behind each sub-score"),
  insights: items.describe("Observations about the idea"),
  recommendations: items.describe("Concrete next actions"),
  risks: items.describe("What could make it fail"),
  opportunities: items.describe("Ways it could grow or stand out"),
});
export type ValidationOutput = z.infer<typeof validationOutputSchema>;

/** The validation as the API presents it: the generated fields plus the idea it judged. */
export const validationSchema = validationOutputSchema.extend({
  product: z.string(),
  description: z.string(),
  generatedAt: z.string(),
});
export type Validation = z.infer<typeof validationSchema>;

export const quickValidationResponseSchema = z.object({ validation: validationSchema });

/**
 * The colour band of a score (docs/spec-notes.md#constants-and-option-lists). Every validation score reads higher =
 * better, competition included (docs/decisions/700); `inverse` is for a figure where lower is better.
 */
export type ScoreBand = "green" | "yellow" | "orange" | "red";
export function scoreBand(value: number, inverse = false): ScoreBand {
  const v = inverse ? 100 - value : value;
  if (v >= 80) return "green";
  if (v >= 60) return "yellow";
  if (v >= 40) return "orange";
  return "red";
}
