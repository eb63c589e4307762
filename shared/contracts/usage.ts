/**
 * Free runs left (docs/decisions/810): `GET /api/usage` answers, per quota key of
 * `FREE_QUOTAS`, what the signed-in user has used and what is left in the current period.
 * On the Pro plan `limit` and `remaining` are null (no free limit applies).
 */
import { z } from "zod";

export const usageEntrySchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int().min(0),
  remaining: z.number().int().min(0).nullable(),
  period: z.enum(["lifetime", "day"]),
});

/** `usage`: per quota key; `plan`: the plan in force now; `fairUse`: today's AI calls against the daily ceiling. */
export const usageResponseSchema = z.object({
  plan: z.enum(["free", "pro"]),
  usage: z.record(z.string(), usageEntrySchema),
  fairUse: z.object({ limit: z.number().int(), used: z.number().int().min(0), remaining: z.number().int().min(0) }),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;
