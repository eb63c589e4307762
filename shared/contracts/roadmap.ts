/**
 * Launch Roadmap (docs/spec-notes.md; docs/product-rules.md).
 * `POST /api/generate-personalized-roadmap <form>` → 201 `{ roadmap }`; `GET /api/roadmaps/current` → `{ roadmap }`
 * (null when none yet); `PATCH /api/roadmaps/:id/steps/:stepId { completed }` → `{ roadmap, xpAwarded }`;
 * `POST /api/roadmaps/:id/claim` → `{ roadmap }`.
 */
import { z } from "zod";
import { isCurrencyCode } from "../domain/currencies";
import { idSchema } from "./common";

export const ROADMAP_INDUSTRIES = [
  { value: "ecommerce", label: "E-commerce" },
  { value: "saas", label: "SaaS" },
  { value: "content", label: "Content" },
  { value: "consulting", label: "Consulting" },
  { value: "health", label: "Health" },
  { value: "education", label: "Education" },
  { value: "finance", label: "Finance" },
  { value: "food", label: "Food" },
  { value: "fashion", label: "Fashion" },
  { value: "tech", label: "Tech" },
  { value: "other", label: "Other" },
] as const;
export const ROADMAP_BUDGETS = [
  { value: "0-100", label: "$0 - $100" },
  { value: "100-500", label: "$100 - $500" },
  { value: "500-1000", label: "$500 - $1,000" },
  { value: "1000-5000", label: "$1,000 - $5,000" },
  { value: "5000+", label: "$5,000+" },
] as const;
export const ROADMAP_TIME = [
  { value: "5-10", label: "5-10 hours a week" },
  { value: "10-20", label: "10-20 hours a week" },
  { value: "20-40", label: "20-40 hours a week" },
  { value: "40+", label: "40+ hours a week" },
] as const;
export const ROADMAP_EXPERIENCE = [
  { value: "beginner", label: "Beginner" },
  { value: "some", label: "Some experience" },
  { value: "experienced", label: "Experienced" },
  { value: "expert", label: "Expert" },
] as const;
export const STEP_CATEGORIES = ["validation", "planning", "building", "marketing", "launch", "growth"] as const;
export const STEP_DIFFICULTIES = ["easy", "medium", "hard"] as const;

type Options = readonly { value: string; label: string }[];
const values = <T extends Options>(list: T) =>
  list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
export function roadmapOptionLabel(list: Options, value: string | undefined): string {
  return list.find((o) => o.value === value)?.label ?? "";
}

const required = (label: string, max: number) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );
const optionalChoice = <T extends Options>(list: T, label: string) =>
  z.preprocess(
    (v) => (v === "" || v == null ? undefined : v),
    z.enum(values(list), { error: `${label} must be one of the listed options` }).optional(),
  );

/** The intake form: businessName, businessIdea and industry required; the rest optional. */
export const roadmapRequestSchema = z.object({
  businessName: required("Business name", 80),
  businessIdea: required("Business idea", 1000),
  industry: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Industry is required" })
      .min(1, "Industry is required")
      .pipe(z.enum(values(ROADMAP_INDUSTRIES), { error: "Industry must be one of the listed options" })),
  ),
  budget: optionalChoice(ROADMAP_BUDGETS, "Budget"),
  timeCommitment: optionalChoice(ROADMAP_TIME, "Time commitment"),
  experience: optionalChoice(ROADMAP_EXPERIENCE, "Experience"),
  targetMarket: optionalText("Target market", 200),
  goals: optionalText("Goals", 500),
  /** The currency its amounts are written in: the profile's (decision 1471); US dollars without it. */
  currency: z
    .string()
    .refine(isCurrencyCode, "Currency must be a three-letter code such as USD, GBP or EUR")
    .optional(),
});
export type RoadmapRequest = z.input<typeof roadmapRequestSchema>;
export type RoadmapInput = z.output<typeof roadmapRequestSchema>;

/** The longest step title and description an answer may hold (the offline writer fits its text to them). */
export const STEP_TITLE_MAX = 120;
export const STEP_DESCRIPTION_MAX = 600;

/** One step as the engine writes it. */
export const generatedStepSchema = z.object({
  id: z.number().int().positive(),
  order: z.number().int().positive(),
  title: z.string().min(3).max(STEP_TITLE_MAX),
  description: z.string().min(10).max(STEP_DESCRIPTION_MAX).describe("What to do, specific to this business"),
  category: z.enum(STEP_CATEGORIES),
  difficulty: z.enum(STEP_DIFFICULTIES),
  estimatedTime: z.string().min(1).max(40).describe("e.g. '2-3 days'"),
  rewards: z.object({ xp: z.number().int().min(0).max(1000), badge: z.string().max(60).optional() }),
});
export type GeneratedStep = z.infer<typeof generatedStepSchema>;

export const roadmapOutputSchema = z
  .object({
    estimatedTimeline: z.string().min(1).max(80).describe("e.g. '10-14 weeks to your first $1K'"),
    keyMilestones: z.array(z.string().min(3).max(160)).min(3).max(6),
    steps: z
      .array(generatedStepSchema)
      .min(6)
      .max(14)
      .describe("Ordered from idea to the first $1K in revenue; ids 1..n"),
  })
  .refine((r) => new Set(r.steps.map((s) => s.id)).size === r.steps.length, { error: "Step ids must be unique" });
export type RoadmapOutput = z.infer<typeof roadmapOutputSchema>;

export const roadmapStepSchema = generatedStepSchema.extend({
  unlocked: z.boolean(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type RoadmapStep = z.infer<typeof roadmapStepSchema>;

const milestoneSchema = z.object({ title: z.string(), badge: z.string(), progress: z.number() });
export const roadmapProgressSchema = z.object({
  stepsDone: z.number(),
  totalSteps: z.number(),
  xp: z.number(),
  level: z.number(),
  percent: z.number(),
  milestone: milestoneSchema,
  complete: z.boolean(),
});

/** The roadmap response of the spec plus its id, the form it came from, its progress and the claimed achievement. */
export const roadmapSchema = z.object({
  id: z.number(),
  businessInfo: z.object({ businessName: z.string(), industry: z.string(), businessIdea: z.string() }),
  estimatedTimeline: z.string(),
  keyMilestones: z.array(z.string()),
  steps: z.array(roadmapStepSchema),
  form: roadmapRequestSchema,
  progress: roadmapProgressSchema,
  achievement: z.object({ title: z.string(), badge: z.string(), claimedAt: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

export const roadmapResponseSchema = z.object({ roadmap: roadmapSchema });
export const currentRoadmapResponseSchema = z.object({ roadmap: roadmapSchema.nullable() });
export const stepUpdateResponseSchema = z.object({ roadmap: roadmapSchema, xpAwarded: z.number() });

export const roadmapParamsSchema = z.object({ id: idSchema() });
export const roadmapStepParamsSchema = z.object({ id: idSchema(), stepId: idSchema("Invalid step id") });
export const stepUpdateSchema = z.strictObject({ completed: z.boolean({ error: "completed must be true or false" }) });

/** The achievement recorded at 100 %. */
export const ROADMAP_ACHIEVEMENT = { title: "Launch Roadmap Complete", badge: "Launcher Badge" } as const;
