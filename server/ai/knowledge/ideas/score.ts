/**
 * The offline idea scores of the idea tracker: the validation signals (../validation) read the title and
 * description; profitability follows them, trend potential is market demand with the industry's direction,
 * difficulty is the inverse of feasibility. Every reason quotes the idea. Deterministic.
 */
import type { IdeaScoreInput, IdeaScoreOutput } from "../../../../shared/contracts/idea-tracker";
import { composeValidation } from "../validation/compose";
import { clamp } from "../format";
import { industryPhrase } from "../slots";
import { understand } from "../../understanding/understand";
import type { ConceptId } from "../../understanding/lexicon";

/**
 * Industries whose demand is growing or cooling for young founders, by the lexicon concepts the industry or idea names
 * (read by the understanding layer, docs/decisions/1486-tools-read-the-understanding-layer.md).
 */
const TRENDS: { concepts: ConceptId[]; points: number; reason: string }[] = [
  {
    concepts: ["aiDemand", "ai"],
    points: 10,
    reason: "AI and automation tools are among the fastest-growing categories.",
  },
  {
    concepts: ["creatorEconomy"],
    points: 6,
    reason: "The creator economy keeps growing as more people earn from content.",
  },
  {
    concepts: ["sustainableDemand", "green", "resale"],
    points: 6,
    reason: "Sustainable and second-hand buying is rising with younger buyers.",
  },
  { concepts: ["healthDemand", "health"], points: 4, reason: "Health and wellness spending grows steadily." },
  { concepts: ["petDemand", "pets", "petsTopic"], points: 4, reason: "Pet spending keeps growing year on year." },
  {
    concepts: ["decliningCategory"],
    points: -15,
    reason: "This category is shrinking as buyers move elsewhere.",
  },
];

export function scoreIdea(
  input: Pick<IdeaScoreInput, "ideaId" | "title" | "description" | "industry">,
): IdeaScoreOutput {
  const title = input.title.trim();
  const validation = composeValidation({ product: title, description: input.description });
  const text = `${title} ${input.description} ${input.industry}`;

  const trendReasons: string[] = [];
  let trend = validation.marketDemand;
  const named = new Set(understand(text).concepts);
  for (const t of TRENDS) {
    if (t.concepts.some((c) => named.has(c))) {
      trend += t.points;
      trendReasons.push(t.reason);
    }
  }
  trend = Math.round(clamp(trend, 5, 97));
  const profitability = validation.profitability;
  const difficulty = Math.round(clamp(100 - validation.feasibility, 3, 95));
  const overall = Math.round(clamp(0.4 * profitability + 0.35 * trend + 0.25 * (100 - difficulty), 0, 100));

  const industry = input.industry.trim() ? ` in ${industryPhrase(input.industry)}` : "";
  return {
    profitability: {
      score: profitability,
      reasons: [`"${title}": ${validation.reasons.profitability[0]}`, ...validation.reasons.profitability.slice(1, 3)],
    },
    trendPotential: {
      score: trend,
      reasons: [`Demand for "${title}"${industry}: ${validation.reasons.marketDemand[0]}`, ...trendReasons.slice(0, 2)],
    },
    difficulty: {
      score: difficulty,
      reasons: [
        `To start "${title}": ${validation.reasons.feasibility[0]}`,
        ...validation.reasons.feasibility.slice(1, 3),
      ],
    },
    overall: {
      score: overall,
      reasons: [
        `"${title}" weighs profitability ${profitability}, trend potential ${trend} and ease of starting ${100 - difficulty}.`,
        overall >= 70
          ? "Strong enough to research further this month."
          : overall >= 50
            ? "Promising, with weak spots to test before investing."
            : "Weak on current signals: sharpen the customer or the offer first.",
      ],
    },
  };
}
