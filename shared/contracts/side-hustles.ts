/**
 * Side hustles (docs/spec-notes.md; docs/product-rules.md).
 * `GET /api/side-hustles?category=&difficulty=&bookmarked=true` → `{ hustles, reviewedAt }` (each with this
 * user's `bookmarked`); `GET /api/side-hustles/:id` → `{ hustle }` with this user's checklist;
 * `POST`/`DELETE /api/side-hustles/:id/bookmark`; `PATCH /api/side-hustles/:id/checklist { kind, index, done }`.
 */
import { z } from "zod";
import { optionFilter, reviewedAtSchema } from "./catalogue-filters";

export const HUSTLE_CATEGORIES = ["pod", "digital_products", "affiliate", "ecommerce", "services", "content"] as const;
export type HustleCategory = (typeof HUSTLE_CATEGORIES)[number];
export const HUSTLE_CATEGORY_OPTIONS = [
  { value: "pod", label: "Print on Demand" },
  { value: "digital_products", label: "Digital Products" },
  { value: "affiliate", label: "Affiliate Marketing" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "services", label: "Services" },
  { value: "content", label: "Content Creation" },
] as const satisfies readonly { value: HustleCategory; label: string }[];

export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_OPTIONS = [
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
] as const satisfies readonly { value: Difficulty; label: string }[];

export const sideHustlesQuerySchema = z.object({
  category: optionFilter(HUSTLE_CATEGORIES, "Category"),
  difficulty: optionFilter(DIFFICULTIES, "Difficulty"),
  bookmarked: z.preprocess(
    (v) => (v === undefined || v === "" || v === "all" ? undefined : v),
    z.enum(["true", "false"], { error: "Bookmarked must be true or false" }).optional(),
  ),
});
export type SideHustlesQuery = z.infer<typeof sideHustlesQuerySchema>;

const line = z.string().min(8).max(240);

/** One curated hustle of the data file (server/modules/side-hustles/data). */
export const sideHustleSeedSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(4).max(80),
  description: z.string().min(40).max(400),
  category: z.enum(HUSTLE_CATEGORIES),
  difficultyLevel: z.enum(DIFFICULTIES),
  timeInvestment: z.string().min(3).max(60),
  potentialEarnings: z.string().min(3).max(60),
  startupCost: z.string().min(2).max(40),
  requirements: z.array(line).min(3).max(8),
  steps: z.array(line).min(4).max(10),
});

export const sideHustlesFileSchema = z.object({
  reviewedAt: reviewedAtSchema,
  hustles: z.array(sideHustleSeedSchema).min(40),
});

export const sideHustleSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.enum(HUSTLE_CATEGORIES),
  difficultyLevel: z.enum(DIFFICULTIES),
  timeInvestment: z.string(),
  potentialEarnings: z.string(),
  startupCost: z.string(),
  requirements: z.array(z.string()),
  steps: z.array(z.string()),
  bookmarked: z.boolean(),
});
export type SideHustle = z.infer<typeof sideHustleSchema>;

/** This user's ticks of one hustle's start guide: indexes of requirements and steps done. */
export const checklistSchema = z.object({ requirements: z.array(z.number().int()), steps: z.array(z.number().int()) });
export type Checklist = z.infer<typeof checklistSchema>;

export const sideHustleDetailSchema = sideHustleSchema.extend({ checklist: checklistSchema });
export type SideHustleDetail = z.infer<typeof sideHustleDetailSchema>;

export const sideHustlesResponseSchema = z.object({ hustles: z.array(sideHustleSchema), reviewedAt: z.string() });
/** `GET /api/side-hustles/:id`. */
export const sideHustleDetailResponseSchema = z.object({ hustle: sideHustleDetailSchema, reviewedAt: z.string() });
/** `POST /api/side-hustles/:id/bookmark`. */
export const bookmarkResponseSchema = z.object({ bookmarked: z.boolean() });
/** `PATCH /api/side-hustles/:id/checklist`. */
export const checklistResponseSchema = z.object({ checklist: checklistSchema });

export const CHECKLIST_KINDS = ["requirement", "step"] as const;
export const checklistTickSchema = z.object({
  kind: z.enum(CHECKLIST_KINDS, { error: "Kind must be requirement or step" }),
  index: z
    .number({ error: "Index must be a whole number" })
    .int("Index must be a whole number")
    .min(0, "Index must be a whole number")
    .max(50, "No such item"),
  done: z.boolean({ error: "Done must be true or false" }),
});
export type ChecklistTick = z.infer<typeof checklistTickSchema>;
