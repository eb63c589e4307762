/**
 * Business Idea Tracker (docs/spec-notes.md; docs/product-rules.md).
 * `GET /api/business-ideas` → `{ ideas }`; `POST /api/business-ideas { title, description, industry }` → 201 `{ idea }`
 * (saved first, then scored when the free scores allow); `PATCH /api/business-ideas/:id` → `{ idea }`;
 * `DELETE /api/business-ideas/:id` → 204; `POST /api/business-ideas/:id/score` → `{ idea }` (an AI run);
 * `GET /api/business-ideas/from-validation/:validationId` → `{ idea | null }` (the idea tracked from a validation).
 */
import { z } from "zod";
import { idParamsSchema, idSchema } from "./common";
import { createEvidenceSchema, evidenceScoreSchema, MAX_EVIDENCE_PER_IDEA, salesEvidenceSchema } from "./idea-evidence";

export const IDEA_STATUSES = ["idea", "researching", "planning", "launched"] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
export const IDEA_STATUS_LABELS: Record<IdeaStatus, string> = {
  idea: "Idea",
  researching: "Researching",
  planning: "Planning",
  launched: "Launched",
};

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const INDUSTRY_MAX = 80;

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);
const description = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`);
const industry = z.preprocess(
  (v) => (v == null ? "" : v),
  z
    .string({ error: "Industry must be text" })
    .trim()
    .max(INDUSTRY_MAX, `Industry must be at most ${INDUSTRY_MAX} characters`),
);
const status = z.enum(IDEA_STATUSES, { error: "Status must be one of idea, researching, planning, launched" });
const rating = z
  .number({ error: "Rating must be a whole number from 1 to 5" })
  .int("Rating must be a whole number from 1 to 5")
  .min(1, "Rating must be a whole number from 1 to 5")
  .max(5, "Rating must be a whole number from 1 to 5");

const unknownKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys?.join(", ")}` : undefined,
};

/**
 * `POST /api/business-ideas`: title and description required, industry optional; `validationId` when the idea is
 * tracked from one of the person's quick validations, which it then stays linked to
 * (docs/decisions/1304-validation-tracked-as-an-idea.md).
 */
export const createTrackedIdeaSchema = z.strictObject(
  {
    title,
    description,
    industry: industry.optional(),
    validationId: idSchema("Validation id must be a positive whole number").optional(),
  },
  unknownKeys,
);
export type CreateTrackedIdeaRequest = z.input<typeof createTrackedIdeaSchema>;

/** `PATCH /api/business-ideas/:id`: any of the editable fields, at least one. */
export const updateTrackedIdeaSchema = z
  .strictObject(
    {
      title: title.optional(),
      description: description.optional(),
      industry: industry.optional(),
      status: status.optional(),
      userRating: rating.optional(),
    },
    unknownKeys,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: "Nothing to update: send a title, description, industry, status or userRating",
  });

export const trackedIdeaParamsSchema = idParamsSchema;

/** A score out of 100 with the reasons behind it (docs/product-rules.md#ai-output-is-checked). */
const reasonedScore = z.object({
  score: z.number().int().min(0).max(100).describe("0-100"),
  reasons: z.array(z.string().min(1)).min(1).max(4).describe("1-3 short reasons that cite the idea itself"),
});

/** What the scoring tool answers. difficulty: higher = harder to start (the page shows 100 - difficulty). */
export const ideaScoreOutputSchema = z.object({
  profitability: reasonedScore.describe("Margins and pricing power"),
  trendPotential: reasonedScore.describe("How much demand is growing for this idea"),
  difficulty: reasonedScore.describe("How hard it is for a young first-time founder to start (higher = harder)"),
  overall: reasonedScore.describe("Overall promise, weighing the three above"),
  demand: reasonedScore.optional().describe("Demand shown by the evidence log only (none logged: say so)"),
  willingnessToPay: reasonedScore.optional().describe("Willingness to pay shown by the evidence log only"),
  competition: reasonedScore
    .optional()
    .describe("How open the market is from the competitors named in the log (higher = less crowded)"),
});
export type IdeaScoreOutput = z.infer<typeof ideaScoreOutputSchema>;

export const SCORE_KEYS = ["profitability", "trendPotential", "difficulty", "overall"] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** `aiScores` as stored and presented: the spec's four numbers plus the reasons behind each. */
export const aiScoresSchema = z.object({
  profitability: z.number().int().min(0).max(100),
  trendPotential: z.number().int().min(0).max(100),
  difficulty: z.number().int().min(0).max(100),
  overall: z.number().int().min(0).max(100),
  reasons: z.object({
    profitability: z.array(z.string()),
    trendPotential: z.array(z.string()),
    difficulty: z.array(z.string()),
    overall: z.array(z.string()),
  }),
});
export type AiScores = z.infer<typeof aiScoresSchema>;

export function aiScoresOf(output: IdeaScoreOutput): AiScores {
  return {
    profitability: output.profitability.score,
    trendPotential: output.trendPotential.score,
    difficulty: output.difficulty.score,
    overall: output.overall.score,
    reasons: {
      profitability: output.profitability.reasons,
      trendPotential: output.trendPotential.reasons,
      difficulty: output.difficulty.reasons,
      overall: output.overall.reasons,
    },
  };
}

/** The scoring tool's input: the idea as the person wrote it. */
export const ideaScoreInputSchema = z.object({
  ideaId: z.number().int().positive(),
  title: z.string().min(1).max(TITLE_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  industry: z.string().max(INDUSTRY_MAX),
  /** The idea's evidence log, oldest first (docs/decisions/1315-ideas-scored-from-evidence.md). */
  evidence: z.array(createEvidenceSchema).max(MAX_EVIDENCE_PER_IDEA).default([]),
  /** The person's currency, the evidence's amounts are in (the profile's; decision 1471). US dollars without it. */
  currency: z.string().length(3).optional(),
  /** The person's recorded sales of the idea's products, read by the server (docs/decisions/1491-idea-score-reads-real-sales.md). */
  sales: salesEvidenceSchema.optional(),
});
export type IdeaScoreInput = z.infer<typeof ideaScoreInputSchema>;
/** `POST /api/score-idea { ideaId }` (the registered tool; the page uses POST /api/business-ideas/:id/score). */
export const ideaScoreRequestSchema = z.object({ ideaId: idSchema("Idea id is required") });

export const trackedIdeaSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  industry: z.string(),
  status: z.enum(IDEA_STATUSES),
  aiScores: aiScoresSchema.nullable(),
  /** The latest score read from the evidence log, or null before the first (re-)score. */
  evidenceScore: evidenceScoreSchema.nullable(),
  userRating: z.number().int().min(1).max(5).nullable(),
  /** The quick validation (its generation id) the idea was tracked from, or null. */
  validationId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackedIdea = z.infer<typeof trackedIdeaSchema>;

/** `GET /api/business-ideas/from-validation/:validationId`: the person's idea tracked from that validation, or null. */
export const validationIdeaParamsSchema = z.object({
  validationId: idSchema("Validation id must be a positive whole number"),
});
export const validationIdeaResponseSchema = z.object({ idea: trackedIdeaSchema.nullable() });
export type ValidationIdeaResponse = z.infer<typeof validationIdeaResponseSchema>;

export const trackedIdeaListResponseSchema = z.object({ ideas: z.array(trackedIdeaSchema) });
/**
 * `{ idea }`, and after a create, why it is not scored yet when it is not (`scoring`: 'scored', 'limit' when
 * the free scores are used up, 'rate_limited' when the AI limit a minute (or the daily fair-use allowance)
 * refused the call, 'failed' when the engine failed), with a message the page shows as it is.
 */
export const trackedIdeaResponseSchema = z.object({
  idea: trackedIdeaSchema,
  scoring: z
    .object({ status: z.enum(["scored", "limit", "rate_limited", "failed"]), message: z.string().optional() })
    .optional(),
});
export type TrackedIdeaResponse = z.infer<typeof trackedIdeaResponseSchema>;
