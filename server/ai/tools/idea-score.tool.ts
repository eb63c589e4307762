/**
 * Idea scores of the Business Idea Tracker (docs/spec-notes.md#data-the-screens-read, #constants-and-option-lists;
 * docs/product-rules.md#ai-output-is-checked, #money-maker-and-growth-plans): profitability, trend potential,
 * difficulty and overall, each 0-100 with the reasons behind it. The idea is the person's own stored idea (the module's
 * prepare hook loads it); persist writes the scores onto it.
 */
import { ideaScoreInputSchema, ideaScoreOutputSchema } from "../../../shared/contracts/idea-tracker";
import { defineGenerator } from "../define-generator";
import { scoreIdea } from "../knowledge/ideas/score";
import { evidenceForPrompt, scoreEvidence, type EvidenceEntry } from "../../../shared/domain/evidence-score";
import type { IdeaScoreInput } from "../../../shared/contracts/idea-tracker";

/** The log and, when the person sold any of the idea's products, their sales. */
const withSales = (input: IdeaScoreInput): EvidenceEntry[] =>
  input.sales ? [...input.evidence, input.sales] : input.evidence;

export const ideaScoreTool = defineGenerator({
  id: "idea-score",
  input: ideaScoreInputSchema,
  freeText: ["title", "description", "industry"],
  output: ideaScoreOutputSchema,
  example: {
    ideaId: 1,
    title: "Refill station for eco cleaning products",
    description: "A van that refills cleaning products for students in shared flats.",
    industry: "E-commerce",
    evidence: [{ type: "conversations", people: 5, wouldPay: 3, price: "15.00" }],
  },
  system: [
    "You score business ideas for young, first-time founders with small budgets. Be honest and specific.",
    "Answer with JSON only, following the schema. Scores are integers 0-100.",
    "profitability: margins and pricing power (higher is better). trendPotential: how fast demand is growing (higher is better).",
    "difficulty: how hard it is to start for a young first-time founder (higher = harder). overall weighs the three.",
    "Each score has 1-3 short reasons that cite the idea itself. Plain text only: no HTML, no Markdown.",
    "demand, willingnessToPay and competition (higher = less crowded) read ONLY the evidence log given; with no",
    "evidence say so. Your scores are checked against our published evidence rules and held within their bounds.",
  ].join(" "),
  prompt: (input) =>
    [
      `Idea: ${input.title}`,
      `Description: ${input.description}`,
      `Industry: ${input.industry || "(not given)"}`,
      "Evidence log:",
      // The person's recorded sales of the idea's products count as evidence (docs/decisions/1491-idea-score-reads-real-sales.md).
      ...evidenceForPrompt(withSales(input), input.currency),
    ].join("\n"),
  // The evidence's amounts are in the person's currency (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
  withProfile: (input, profile) => {
    const priced = input.evidence.some((e) => ("price" in e && e.price) || e.type === "preorders");
    return profile.currency && profile.currency !== "USD" && priced
      ? { input: { ...input, currency: profile.currency }, used: ["currency"] }
      : { input, used: [] };
  },
  // The published rules give the evidence parts; the module's persist step weighs the overall (docs/decisions/1315-ideas-scored-from-evidence.md).
  offline: (input) => {
    const rules = scoreEvidence(withSales(input), input.currency);
    return {
      ...scoreIdea(input),
      demand: rules.demand,
      willingnessToPay: rules.willingnessToPay,
      competition: rules.competition,
    };
  },
  label: (input) => input.title,
});
