/**
 * Side-Hustle Generator (docs/spec-notes.md#screens-and-routes): side-hustle ideas shaped by budget, weekly time,
 * skills, interests and preferred type. Stores nothing beyond the history; answered as `{ ideas }` with ids.
 */
import {
  HUSTLE_BUDGETS,
  HUSTLE_TIMES,
  HUSTLE_TYPES,
  hustleGeneratorOutputSchema,
  hustleGeneratorRequestSchema,
  hustleGeneratorResponseSchema,
  hustleLabel,
  timeOption,
  withIdeaIds,
  type HustleGeneratorInput,
  type HustleGeneratorOutput,
} from "../../../shared/contracts/side-hustle-generator";
import { defineGenerator } from "../define-generator";
import { composeHustleIdeas, hustleBudget, hustleBudgetReason } from "../knowledge/side-hustles/compose";
import { ownBudgetFor } from "../../../shared/tools/profile-inputs";
import { budgetFit, costText, dollarFigures, withBudgetSentences } from "../knowledge/budgets";

/** The first and last number of hours in a text ("3-5 hours/week"). */
function hourFigures(text: string): [number, number] | undefined {
  const numbers = [...text.matchAll(/(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  return numbers.length ? [Math.min(...numbers), Math.max(...numbers)] : undefined;
}

/**
 * Any engine's answer, held to the hard rules (docs/decisions/921-side-hustle-generator-rules.md) by the one
 * budget rule (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md): an idea whose lean cost does
 * not fit the budget, that buys stock on $50 or less, or whose hours start above the person's week is dropped;
 * the cost shown is the rule's range and the budget sentence is the rule's own. Fewer than three ideas left is a
 * refused answer. Idempotent.
 */
export function settleHustles(output: HustleGeneratorOutput, input: HustleGeneratorInput): HustleGeneratorOutput {
  const budget = hustleBudget(input.budget, input.ownBudget);
  const time = timeOption(input.timePerWeek);
  const ideas = output.ideas.flatMap((idea) => {
    const cost =
      dollarFigures(idea.startupCost) ?? (/\b(free|nothing|none)\b/i.test(idea.startupCost) ? [0, 0] : undefined);
    const hours = hourFigures(idea.timeRequired);
    if (!cost || !hours) return [];
    const fit = budgetFit(cost, budget);
    if (!fit.fits || (budget.max <= 50 && idea.needsInventory) || hours[0] > time.max) return [];
    return [
      {
        ...idea,
        startupCost: costText(fit.shown),
        whyItFits: withBudgetSentences(idea.whyItFits, hustleBudgetReason(fit.shown, idea.needsInventory, budget)),
      },
    ];
  });
  return { ...output, ideas };
}

export const sideHustleGeneratorTool = defineGenerator({
  id: "side-hustle-generator",
  input: hustleGeneratorRequestSchema,
  freeText: ["skills", "interests", "ownBusiness"],
  // What the person sells ranks the closest side hustles first (docs/decisions/1478-answer-review.md).
  // And the budget sentences speak of the person's own budget while the option chosen holds it (decision 1493).
  withProfile: (input, profile) => {
    const sells = profile.sells && !input.ownBusiness ? profile.sells : undefined;
    const ownBudget = input.ownBudget ?? ownBudgetFor(profile, HUSTLE_BUDGETS, input.budget);
    return {
      input: { ...input, ...(sells ? { ownBusiness: sells } : {}), ...(ownBudget ? { ownBudget } : {}) },
      used: [...(sells ? (["sells"] as const) : []), ...(ownBudget ? (["budget"] as const) : [])],
    };
  },
  output: hustleGeneratorOutputSchema,
  outputFor: (input) =>
    hustleGeneratorOutputSchema
      .transform((o) => settleHustles(o, input))
      .refine((o) => o.ideas.length >= 3, {
        path: ["ideas"],
        message: "At least three ideas must fit the budget and the weekly hours",
      }),
  example: { budget: "0-50", timePerWeek: "5-10", skills: ["Canva"], interests: ["fitness"], preferredType: "digital" },
  system: [
    "You suggest honest, realistic side hustles to young people starting out alone. Earnings are what a beginner makes in the first months, not what top sellers make.",
    "Hard rules: every startupCost stays within the person's budget; with a budget of $50 or less never suggest anything that means buying stock (needsInventory false);",
    "every timeRequired stays within the person's weekly hours, and never suggest a full-time job or business unless they have 20 or more hours a week.",
    "Prefer the preferred type, use the person's skills and interests by name, and mention age rules or permits where they apply.",
    "Answer with JSON only, following the schema. Write plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) => {
    const budget = hustleBudget(input.budget, input.ownBudget);
    const time = timeOption(input.timePerWeek);
    return [
      "Suggest 4 side-hustle ideas for this person, best fit first.",
      `Budget to start: ${budget.label} (every startupCost must be at most $${budget.max})`,
      `Time per week: ${time.label} (every timeRequired must be at most ${time.max} hours/week)`,
      `Skills: ${input.skills.length ? input.skills.join(", ") : "none given"}`,
      `Interests: ${input.interests.length ? input.interests.join(", ") : "none given"}`,
      `Preferred type: ${hustleLabel(HUSTLE_TYPES, input.preferredType)}`,
      ...(input.ownBusiness ? [`They already sell: ${input.ownBusiness}. Put the ideas closest to it first.`] : []),
      "Give 3-5 requirements, 2-5 reasons in whyItFits that cite the inputs above, and 3 concrete first steps for this week.",
    ].join("\n");
  },
  offline: composeHustleIdeas,
  label: (input) =>
    `${hustleLabel(HUSTLE_BUDGETS, input.budget)} · ${hustleLabel(HUSTLE_TIMES, input.timePerWeek)} · ${hustleLabel(HUSTLE_TYPES, input.preferredType)}`,
  // Answered as { ideas } (docs/product-rules.md#api-contract), each with the spec's id.
  present: (output) => ({ ideas: withIdeaIds(output.ideas) }),
  response: hustleGeneratorResponseSchema,
});
