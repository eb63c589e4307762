/**
 * Side-Hustle Generator (docs/spec-notes.md; docs/product-rules.md).
 * `POST /api/generate-hustle-ideas { budget, timePerWeek, skills, interests, preferredType }` answers
 * `{ ideas }` (plus `generation`): each idea with the spec's fields and, added, why it fits and first steps.
 */
import { z } from "zod";
import { labelFor } from "./options";
import { ownBudgetSchema } from "./common";

/**
 * Budget options (docs/spec-notes.md#constants-and-option-lists); `max` is the ceiling every suggested startup cost
 * stays under.
 */
export const HUSTLE_BUDGETS = [
  { value: "0-50", label: "$0 - $50", min: 0, max: 50 },
  { value: "50-200", label: "$50 - $200", min: 50, max: 200 },
  { value: "200-500", label: "$200 - $500", min: 200, max: 500 },
  { value: "500-1000", label: "$500 - $1,000", min: 500, max: 1000 },
  { value: "1000+", label: "$1,000+", min: 1000, max: 5000 },
] as const;

/**
 * Time per week options (docs/spec-notes.md#constants-and-option-lists); `max` is the most weekly hours an idea may ask
 * for.
 */
export const HUSTLE_TIMES = [
  { value: "1-5", label: "1-5 hours/week", min: 1, max: 5 },
  { value: "5-10", label: "5-10 hours/week", min: 5, max: 10 },
  { value: "10-20", label: "10-20 hours/week", min: 10, max: 20 },
  { value: "20-40", label: "20-40 hours/week", min: 20, max: 40 },
  { value: "40+", label: "40+ hours/week", min: 40, max: 60 },
] as const;

/** Preferred type options (docs/spec-notes.md#constants-and-option-lists); digital is the default. */
export const HUSTLE_TYPES = [
  { value: "digital", label: "Digital products & online work" },
  { value: "physical", label: "Physical products" },
  { value: "service", label: "Services" },
  { value: "creative", label: "Creative work" },
  { value: "any", label: "Any type" },
] as const;

export const HUSTLE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];

/** A required option: empty or missing reads "<Field> is required", an unknown value says to pick one. */
const requiredOption = <T extends readonly { value: string }[]>(list: T, field: string) =>
  z
    .preprocess((v) => (v == null ? "" : v), z.string({ error: `${field} is required` }).min(1, `${field} is required`))
    .pipe(z.enum(values(list), { error: `${field} must be one of the listed options` }));

/**
 * Skills or interests: a list of short texts, or one comma-separated text (the spec leaves the field's shape
 * open); trimmed, empty entries and case-insensitive duplicates dropped; at most 10 of at most 60 characters.
 */
const tagList = (field: string) =>
  z.preprocess(
    (v) => (v == null ? [] : typeof v === "string" ? v.split(",") : v),
    z
      .array(
        z
          .string({ error: `${field} must be a list of text` })
          .trim()
          .max(60, `Each ${field.toLowerCase()} entry must be at most 60 characters`),
        {
          error: `${field} must be a list of text`,
        },
      )
      .max(10, `At most 10 ${field.toLowerCase()} entries`)
      .transform((list) => {
        const seen = new Set<string>();
        return list.filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
      }),
  );

export const hustleGeneratorRequestSchema = z.object({
  budget: requiredOption(HUSTLE_BUDGETS, "Budget"),
  timePerWeek: requiredOption(HUSTLE_TIMES, "Time per week"),
  skills: tagList("Skills"),
  interests: tagList("Interests"),
  preferredType: z.preprocess(
    (v) => (v == null || v === "" ? "digital" : v),
    z.enum(values(HUSTLE_TYPES), { error: "Preferred type must be one of the listed options" }),
  ),
  /**
   * What the person already sells, from their profile (the server fills it): the side hustles closest to it rank
   * first and say so (docs/decisions/1478-answer-review.md).
   */
  ownBusiness: z.string().trim().max(200, "What you sell must be at most 200 characters").optional(),
  /** The person's own budget inside the option chosen, from their profile (the server fills it). */
  ownBudget: ownBudgetSchema.optional(),
});
export type HustleGeneratorRequest = z.input<typeof hustleGeneratorRequestSchema>;
export type HustleGeneratorInput = z.output<typeof hustleGeneratorRequestSchema>;

const text = z.string().trim().min(1);

export const hustleIdeaOutputSchema = z.object({
  title: text.describe("Short, specific name of the side hustle"),
  description: text.describe("Two or three sentences: what you do, for whom, and how it earns"),
  category: text.describe("A short category, e.g. 'Digital Products', 'Local Services', 'E-commerce'"),
  type: z.enum(["digital", "physical", "service", "creative"]).describe("digital, physical, service or creative"),
  difficulty: z.enum(HUSTLE_DIFFICULTIES).describe("beginner, intermediate or advanced"),
  timeRequired: text.describe("Weekly hours it needs, within the person's time, e.g. '3-5 hours/week'"),
  startupCost: text.describe("Startup cost range within the person's budget, e.g. '$0 - $40'"),
  potentialEarnings: text.describe("Honest monthly earnings after the first months, e.g. '$150 - $600/month'"),
  needsInventory: z.boolean().describe("True only when it requires buying stock up front"),
  requirements: z
    .array(text)
    .min(2)
    .max(8)
    .describe("What the person needs (tools, accounts, skills), most important first"),
  whyItFits: z
    .array(text)
    .min(1)
    .max(8)
    .describe("Why it fits this person's budget, time, skills, interests and preferred type"),
  firstSteps: z.array(text).min(2).max(6).describe("Concrete first steps for this week, in order"),
});
export type HustleIdeaOutput = z.infer<typeof hustleIdeaOutputSchema>;

export const hustleGeneratorOutputSchema = z.object({
  ideas: z.array(hustleIdeaOutputSchema).min(3).max(6).describe("Four side-hustle ideas, best fit first"),
});
export type HustleGeneratorOutput = z.infer<typeof hustleGeneratorOutputSchema>;

/** A generated idea as the API presents it: the spec's `id` added. */
export const hustleIdeaSchema = hustleIdeaOutputSchema.extend({ id: z.string() });
export type HustleIdea = z.infer<typeof hustleIdeaSchema>;

export const hustleGeneratorResponseSchema = z.object({ ideas: z.array(hustleIdeaSchema) });

/** Ids for the ideas of one answer ('1-etsy-printables'): stable for a stored answer, unique within it. */
export function withIdeaIds(ideas: readonly HustleIdeaOutput[]): HustleIdea[] {
  return ideas.map((idea, i) => ({
    ...idea,
    id: `${i + 1}-${idea.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40)}`,
  }));
}

/** The highest dollar figure of a cost text ('$0 - $40' → 40); 0 for 'Free'. */
export function maxDollars(text: string): number {
  const figures = [...text.replace(/,/g, "").matchAll(/\$\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  return figures.length ? Math.max(...figures) : 0;
}

/** The highest number of hours of a time text ('3-5 hours/week' → 5). */
export function maxHours(text: string): number {
  const figures = [...text.matchAll(/(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  return figures.length ? Math.max(...figures) : 0;
}

export const budgetOption = (value: string) => HUSTLE_BUDGETS.find((b) => b.value === value) ?? HUSTLE_BUDGETS[0];
export const timeOption = (value: string) => HUSTLE_TIMES.find((t) => t.value === value) ?? HUSTLE_TIMES[0];
export const hustleLabel = labelFor;
