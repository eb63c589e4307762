/** The generation history API (docs/product-rules.md#ai-output-is-checked): a user's past generations per tool. */
import { z } from "zod";
import { idParamsSchema, wholeNumberParam } from "./common";
import { basedOnSchema } from "./business-profile";

export const generationListQuerySchema = z.object({
  tool: z.string({ error: "Tool is required" }).trim().min(1, "Tool is required").max(64),
  limit: wholeNumberParam(1, 50, "Limit must be a whole number from 1 to 50").default(20),
});

export const generationIdParamsSchema = idParamsSchema;

export const engineNameSchema = z.enum(["openai", "offline"]);

/** One history row as listed (without the output, which can be large). */
export const generationSummarySchema = z.object({
  id: z.number(),
  tool: z.string(),
  label: z.string(),
  engine: engineNameSchema,
  model: z.string(),
  durationMs: z.number(),
  createdAt: z.string(),
  input: z.unknown(),
});
export type GenerationSummary = z.infer<typeof generationSummarySchema>;

/** One reopened generation, with its output and the profile facts it used. */
export const generationDetailSchema = generationSummarySchema.extend({
  output: z.unknown(),
  basedOn: basedOnSchema,
  promptTokens: z.number().nullable(),
  completionTokens: z.number().nullable(),
});
export type GenerationDetail = z.infer<typeof generationDetailSchema>;

/**
 * What every generator response carries besides the tool's fields (docs/product-rules.md#api-contract: fields may be
 * added).
 */
export const generationMetaSchema = z.object({
  id: z.number(),
  tool: z.string(),
  engine: engineNameSchema,
  model: z.string(),
  createdAt: z.string(),
});
export type GenerationMeta = z.infer<typeof generationMetaSchema>;

export const generationListResponseSchema = z.object({ generations: z.array(generationSummarySchema) });
export const generationDetailResponseSchema = z.object({ generation: generationDetailSchema });
