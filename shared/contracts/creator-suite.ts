/**
 * Creative Suite (docs/spec-notes.md; docs/product-rules.md; docs/decisions/950).
 * `POST /api/creator/generate { type, topic, tone, platform, length, targetAudience }` answers `{ content }`
 * (the stored piece); `GET /api/creator/history` → the list of pieces, newest first; `DELETE /api/creator/history/:id` → 204.
 */
import { z } from "zod";
import { idParamsSchema, thenCheck } from "./common";
import type { Option } from "./options";
import { CONTENT_LENGTHS, LENGTH_BANDS, countWords, type ContentLength } from "../domain/content-length";

export const CONTENT_TYPES = ["social_post", "blog_article", "video_script", "newsletter"] as const;
export const CONTENT_TONES = ["casual", "professional", "energetic", "inspirational", "educational"] as const;
export const SOCIAL_PLATFORMS = ["instagram", "tiktok", "twitter", "linkedin", "youtube"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type ContentTone = (typeof CONTENT_TONES)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const CONTENT_TYPE_OPTIONS = [
  { value: "social_post", label: "Social Post" },
  { value: "blog_article", label: "Blog Article" },
  { value: "video_script", label: "Video Script" },
  { value: "newsletter", label: "Newsletter" },
] as const satisfies readonly Option[];
export const CONTENT_TONE_OPTIONS = [
  { value: "casual", label: "Casual" },
  { value: "professional", label: "Professional" },
  { value: "energetic", label: "Energetic" },
  { value: "inspirational", label: "Inspirational" },
  { value: "educational", label: "Educational" },
] as const satisfies readonly Option[];
export const CONTENT_LENGTH_OPTIONS = CONTENT_LENGTHS.map((value) => ({ value, label: LENGTH_BANDS[value].label }));
export const SOCIAL_PLATFORM_OPTIONS = [
  { value: "instagram", label: "Instagram" },
  { value: "tiktok", label: "TikTok" },
  { value: "twitter", label: "Twitter / X" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "youtube", label: "YouTube" },
] as const satisfies readonly Option[];

/** The form's defaults, and what it resets to after a success (docs/spec-notes.md#states-and-transitions). */
export const CREATOR_FORM_DEFAULTS = { tone: "casual", platform: "instagram", length: "short" } as const;

export const TOPIC_REQUIRED_MESSAGE = "Please enter a topic for your content.";

const text = (max: number, what: string) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: `${what} must be text` })
      .trim()
      .max(max, `${what} must be at most ${max} characters`),
  );

/**
 * The generate request. `platform` belongs to social posts only: for the other types it is accepted (the
 * specification's client always sends it) and dropped; a social post without one is for Instagram (decision 950).
 */
export const creatorGenerateRequestSchema = z
  .object({
    type: z.enum(CONTENT_TYPES, {
      error: "Choose a content type: social post, blog article, video script or newsletter.",
    }),
    topic: z.preprocess(
      (v) => (v == null ? "" : v),
      z
        .string({ error: TOPIC_REQUIRED_MESSAGE })
        .trim()
        .min(1, TOPIC_REQUIRED_MESSAGE)
        .max(200, "Topic must be at most 200 characters"),
    ),
    tone: z
      .enum(CONTENT_TONES, { error: "Choose a tone: casual, professional, energetic, inspirational or educational." })
      .default("casual"),
    platform: z
      .enum(SOCIAL_PLATFORMS, { error: "Choose a platform: Instagram, TikTok, Twitter, LinkedIn or YouTube." })
      .nullish(),
    length: z.enum(CONTENT_LENGTHS, { error: "Choose a length: short, medium or long." }).default("short"),
    targetAudience: text(120, "Target audience"),
  })
  .transform((v) => ({ ...v, platform: v.type === "social_post" ? (v.platform ?? "instagram") : null }));
export type CreatorGenerateRequest = z.input<typeof creatorGenerateRequestSchema>;
export type CreatorGenerateInput = z.output<typeof creatorGenerateRequestSchema>;

/** What the model writes; the length band of the request is checked on top (creatorOutputFor). */
export const creatorOutputSchema = z.object({
  title: z.string().trim().min(3).max(140).describe("A short, specific title for the piece (plain text)"),
  content: z
    .string()
    .trim()
    .min(1)
    .max(12_000)
    .describe("The finished piece, ready to paste: plain text with line breaks, no Markdown or HTML"),
  draft: z
    .boolean()
    .optional()
    .describe("Leave out for a finished piece; true only for a template with [bracketed] parts to fill"),
});
export type CreatorOutput = z.infer<typeof creatorOutputSchema>;

/** The message of a piece outside its band (what the engine's retry and the 502 are about). */
export function lengthBandIssue(content: string, length: ContentLength): string | undefined {
  const band = LENGTH_BANDS[length];
  const n = countWords(content);
  if (n < band.min || n > band.max) return `A ${length} piece has ${band.min}-${band.max} words; this one has ${n}.`;
  return undefined;
}

/** The output schema for one request: the piece must be inside the request's length band. */
export function creatorOutputFor(input: Pick<CreatorGenerateInput, "length">) {
  return thenCheck(creatorOutputSchema, (out, ctx) => {
    const issue = lengthBandIssue(out.content, input.length);
    if (issue) ctx.addIssue({ code: "custom", path: ["content"], message: issue });
  });
}

/**
 * A stored content piece as the API presents it (docs/spec-notes.md#data-the-screens-read, plus wordCount and the
 * request's fields).
 */
export const contentPieceSchema = z.object({
  id: z.number(),
  type: z.enum(CONTENT_TYPES),
  title: z.string(),
  content: z.string(),
  tone: z.enum(CONTENT_TONES),
  platform: z.enum(SOCIAL_PLATFORMS).nullable(),
  length: z.enum(CONTENT_LENGTHS),
  topic: z.string(),
  targetAudience: z.string(),
  /** A draft to fill: the screen shows DRAFT_LABEL. */
  draft: z.boolean(),
  wordCount: z.number().int(),
  createdAt: z.string(),
});
export type ContentPiece = z.infer<typeof contentPieceSchema>;

export const creatorGenerateResponseSchema = z.object({ content: contentPieceSchema });
/** The history is the bare list the specification's call table names ("list of content pieces"). */
export const creatorHistoryResponseSchema = z.array(contentPieceSchema);
export const contentPieceParamsSchema = idParamsSchema;
