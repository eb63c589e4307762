/**
 * Side-Hustle Generator (docs/spec-notes.md#screens-and-routes): side-hustle ideas shaped by budget, weekly time,
 * skills, interests and preferred type. Stores nothing beyond the history; answered as `{ ideas }` with ids.
 */
import {
  HUSTLE_BUDGETS,
  HUSTLE_TIMES,
  HUSTLE_TYPES,
  budgetOption,
  hustleGeneratorOutputSchema,
  hustleGeneratorRequestSchema,
  hustleGeneratorResponseSchema,
  hustleLabel,
  timeOption,
  withIdeaIds,
} from "../../../shared/contracts/side-hustle-generator";
import { defineGenerator } from "../define-generator";
import { composeHustleIdeas } from "../knowledge/side-hustles/compose";

export const sideHustleGeneratorTool = defineGenerator({
  id: "side-hustle-generator",
  input: hustleGeneratorRequestSchema,
  output: hustleGeneratorOutputSchema,
  example: { budget: "0-50", timePerWeek: "5-10", skills: ["Canva"], interests: ["fitness"], preferredType: "digital" },
  system: [
    "You suggest honest, realistic side hustles to young people starting out alone. Earnings are what a beginner makes in the first months, not what top sellers make.",
    "Hard rules: every startupCost stays within the person's budget; with a budget of $50 or less never suggest anything that means buying stock (needsInventory false);",
    "every timeRequired stays within the person's weekly hours, and never suggest a full-time job or business unless they have 20 or more hours a week.",
    "Prefer the preferred type, use the person's skills and interests by name, and mention age rules or permits where they apply.",
    "Answer with JSON only, following the schema. Write plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) => {
    const budget = budgetOption(input.budget);
    const time = timeOption(input.timePerWeek);
    return [
      "Suggest 4 side-hustle ideas for this person, best fit first.",
      `Budget to start: ${budget.label} (every startupCost must be at most $${budget.max})`,
      `Time per week: ${time.label} (every timeRequired must be at most ${time.max} hours/week)`,
      `Skills: ${input.skills.length ? input.skills.join(", ") : "none given"}`,
      `Interests: ${input.interests.length ? input.interests.join(", ") : "none given"}`,
      `Preferred type: ${hustleLabel(HUSTLE_TYPES, input.preferredType)}`,
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
