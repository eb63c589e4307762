/**
 * Launch Roadmap (docs/spec-notes.md): a gamified, ordered checklist from idea to the first $1K,
 * specific to the business, industry, budget, time and experience. The module stores it (roadmaps, steps).
 */
import {
  roadmapOptionLabel,
  roadmapOutputSchema,
  roadmapRequestSchema,
  ROADMAP_BUDGETS,
  ROADMAP_EXPERIENCE,
  ROADMAP_INDUSTRIES,
  ROADMAP_TIME,
  STEP_CATEGORIES,
} from "../../../shared/contracts/roadmap";
import { defineGenerator } from "../define-generator";
import { composeRoadmap } from "../knowledge/roadmap/compose";
import { inCurrency } from "../knowledge/roadmap/in-currency";

const orNone = (v: string) => v || "(not given)";

export const launchRoadmapTool = defineGenerator({
  id: "launch-roadmap",
  input: roadmapRequestSchema,
  freeText: ["businessName", "businessIdea", "targetMarket", "goals"],
  output: roadmapOutputSchema,
  example: {
    businessName: "Refill Rover",
    businessIdea: "A van that refills eco cleaning products for students in shared flats.",
    industry: "ecommerce",
    budget: "100-500",
    timeCommitment: "10-20",
    experience: "beginner",
    targetMarket: "Students in shared flats",
    goals: "Pay my rent from it by summer",
  },
  system: [
    "You plan launches for young, first-time founders: a roadmap from idea to the first $1,000 in revenue.",
    "Answer with JSON only, following the schema. 8-12 steps in the order they should be done, ids and order 1..n.",
    `Categories: ${STEP_CATEGORIES.join(", ")}; start with validation, end with growth. Difficulty easy, medium or hard.`,
    "Every step names the business and is concrete enough to do this week; estimatedTime fits the hours a week given.",
    "Fit the budget (no paid ads on a tiny budget) and the experience (more basics for beginners). rewards.xp 50-150; a badge on 3-5 key steps.",
    "Plain text only: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Business name: ${input.businessName}`,
      `Idea: ${input.businessIdea}`,
      `Industry: ${roadmapOptionLabel(ROADMAP_INDUSTRIES, input.industry)}`,
      `Budget: ${orNone(roadmapOptionLabel(ROADMAP_BUDGETS, input.budget))}`,
      `Time: ${orNone(roadmapOptionLabel(ROADMAP_TIME, input.timeCommitment))}`,
      `Experience: ${orNone(roadmapOptionLabel(ROADMAP_EXPERIENCE, input.experience))}`,
      `Target market: ${orNone(input.targetMarket)}`,
      `Goals: ${orNone(input.goals)}`,
      ...(input.currency && input.currency !== "USD"
        ? [`Currency: write every amount in ${input.currency}, never in US dollars`]
        : []),
    ].join("\n"),
  // Amounts in the person's currency (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
  withProfile: (input, profile) =>
    profile.currency && profile.currency !== "USD" && !input.currency
      ? { input: { ...input, currency: profile.currency }, used: ["currency"] }
      : { input, used: [] },
  offline: (input) => inCurrency(composeRoadmap(input), input.currency ?? "USD"),
  label: (input) => input.businessName,
});
