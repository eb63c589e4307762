/** GET /api/usage: the signed-in user's free runs per quota (decisions D2), so screens show what is left. */
import { z } from "zod";

/** One quota: `limit` and `remaining` are null when the plan has no limit (Pro). */
export const quotaUsageSchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  period: z.enum(["lifetime", "day"]),
});
export type QuotaUsage = z.infer<typeof quotaUsageSchema>;

export const usageResponseSchema = z.object({
  plan: z.enum(["free", "pro"]),
  /** Keyed by the quota keys of shared/domain/plans.ts. */
  quotas: z.record(z.string(), quotaUsageSchema),
  /** The daily fair-use ceiling every AI call of a Pro user (and any unquoted call) counts against. */
  fairUse: z.object({ limit: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
