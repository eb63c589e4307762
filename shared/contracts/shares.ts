/**
 * Read-only share links (docs/decisions/960). `POST /api/shares { kind, id }` (owner only) → `{ share }` with its
 * `token` and `url`; `GET /api/shares` lists the user's links; `DELETE /api/shares/:token` revokes one;
 * `POST /api/shares/:token/renew` gives it 30 more days. `GET /api/public/shares/:token` (no account) answers
 * the shared result without the owner's email or other personal data; `/s/:token` is its page.
 * A shared launch roadmap shows its live progress (docs/product-rules.md#progress-on-the-server) but not the form it
 * was made from.
 */
import { z } from "zod";
import { idSchema } from "./common";
import { validationSchema } from "./quick-validation";
import { marketAnalysisSchema } from "./market-analysis";
import { businessPlanSchema } from "./business-plans";
import { roadmapSchema } from "./roadmap";

export const SHARE_KINDS = ["quick_validation", "market_analysis", "business_plan", "launch_roadmap"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const SHARE_DAYS = 30;
export const SHARE_KIND_LABELS: Record<ShareKind, string> = {
  quick_validation: "Quick validation",
  market_analysis: "Market analysis",
  business_plan: "Business plan",
  launch_roadmap: "Launch roadmap",
};
export const SHARE_KIND_ERROR = "Kind must be quick_validation, market_analysis, business_plan or launch_roadmap";

export const shareCreateSchema = z.object({
  kind: z.enum(SHARE_KINDS, { error: SHARE_KIND_ERROR }),
  id: idSchema(),
});

/** Any text is looked up (an unknown token is a 404, not a 400). */
export const shareTokenParamsSchema = z.object({ token: z.string().max(128) });

export const shareSchema = z.object({
  token: z.string(),
  url: z.string(),
  kind: z.enum(SHARE_KINDS),
  targetId: z.number(),
  title: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Neither revoked nor expired. */
  active: z.boolean(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareResponseSchema = z.object({ share: shareSchema });
export const shareListQuerySchema = z.object({ kind: z.enum(SHARE_KINDS).optional(), id: idSchema().optional() });
export const shareListResponseSchema = z.object({ shares: z.array(shareSchema) });

/** A roadmap as a reader of its link sees it: the steps and live progress, without the form it came from. */
export const sharedRoadmapSchema = roadmapSchema.omit({ form: true });

/** The shared result, as its owner sees it; plans carry their idea's name and description. */
export const sharedDocumentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("quick_validation"),
    title: z.string(),
    summary: z.string(),
    validation: validationSchema,
  }),
  z.object({
    kind: z.literal("market_analysis"),
    title: z.string(),
    summary: z.string(),
    analysis: marketAnalysisSchema,
  }),
  z.object({
    kind: z.literal("business_plan"),
    title: z.string(),
    summary: z.string(),
    idea: z.object({ name: z.string(), description: z.string(), industry: z.string() }),
    plan: businessPlanSchema,
  }),
  z.object({
    kind: z.literal("launch_roadmap"),
    title: z.string(),
    summary: z.string(),
    roadmap: sharedRoadmapSchema,
  }),
]);
export type SharedDocument = z.infer<typeof sharedDocumentSchema>;

export const publicShareResponseSchema = z.object({
  document: sharedDocumentSchema,
  sharedAt: z.string(),
  expiresAt: z.string(),
});
export type PublicShareResponse = z.infer<typeof publicShareResponseSchema>;

export const NO_LONGER_AVAILABLE = "This link is no longer available";
