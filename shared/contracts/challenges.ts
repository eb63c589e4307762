/**
 * Hustle Challenges (docs/spec-notes.md; docs/product-rules.md#api-contract, #progress-on-the-server). The three
 * built-in challenges with this user's progress, kept on the server: `GET /api/challenges` → `{ challenges, stats }`,
 * `GET /api/challenges/:id` → `{ challenge }`, `POST /api/challenges/:id/join` → `{ challenge }`, `PATCH
 * /api/challenges/:id/steps/:stepId { completed }` → `{ challenge, xpAwarded }`. Completing one makes its reward a
 * pending claim that an admin decides (shared/contracts/admin.ts, reward claims).
 */
import { z } from "zod";
import { idSchema } from "./common";

export const CHALLENGE_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
/** not_started: not joined; in_progress: joined, not every step done; completed: every step done (final). */
export const CHALLENGE_STATUSES = ["not_started", "in_progress", "completed"] as const;
/**
 * A completed challenge's reward claim: pending until an admin grants or declines it (ticks are self-reported,
 * so nothing is granted automatically; docs/decisions/925-challenge-reward-claims.md).
 */
export const REWARD_STATUSES = ["pending", "granted", "declined"] as const;
export const rewardStatusSchema = z.enum(REWARD_STATUSES);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

export const challengeParamsSchema = z.object({ id: idSchema("Invalid challenge id") });
export const challengeStepParamsSchema = z.object({
  id: idSchema("Invalid challenge id"),
  stepId: idSchema("Invalid step id"),
});
export const challengeStepUpdateSchema = z.strictObject(
  { completed: z.boolean({ error: "completed must be true or false" }) },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "Only 'completed' can be changed" : "completed must be true or false",
  },
);

export const challengeStepSchema = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});

export const challengeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  /** '30 days' */
  timeframe: z.string(),
  timeframeDays: z.number(),
  reward: z.string(),
  xp: z.number(),
  /** People who joined this challenge: counted participation rows, nothing added (docs/decisions/1440-figures-are-counted.md). */
  participants: z.number().int().min(0),
  steps: z.array(challengeStepSchema),
  joined: z.boolean(),
  joinedAt: z.string().nullable(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** Share of steps done, 0-100 (rounded down, so 100 means every step). */
  progress: z.number().int().min(0).max(100),
  /** Joined: the join date plus the timeframe; not joined: null. */
  deadline: z.string().nullable(),
  /** Whole days until the deadline (0 on its last day or after it); null when not joined. */
  daysLeft: z.number().int().nullable(),
  status: z.enum(CHALLENGE_STATUSES),
  /** This user's claim on the reward: null until the challenge is completed, then pending, granted or declined. */
  rewardStatus: rewardStatusSchema.nullable(),
  /** When an admin granted or declined the claim; null while pending. */
  rewardDecidedAt: z.string().nullable(),
});
export type ChallengeView = z.infer<typeof challengeSchema>;

/** Every figure is counted from participation rows (docs/decisions/1440-figures-are-counted.md). */
export const challengeStatsSchema = z.object({
  /** Distinct people who joined at least one challenge. */
  challengers: z.number().int().min(0),
  /** Completed participations, everyone's. */
  completed: z.number().int().min(0),
  /** Reward claims an admin granted, everyone's. */
  rewardsGranted: z.number().int().min(0),
  /** Challenges this user completed. */
  yourCompleted: z.number().int().min(0),
  /** This user's XP from every source (the same figure as GET /api/auth/user's totalXp). */
  totalXp: z.number(),
});
export type ChallengeStats = z.infer<typeof challengeStatsSchema>;

export const challengeListResponseSchema = z.object({
  challenges: z.array(challengeSchema),
  stats: challengeStatsSchema,
});
export const challengeResponseSchema = z.object({ challenge: challengeSchema });
export const challengeStepResponseSchema = z.object({
  challenge: challengeSchema,
  /** XP this request added (the challenge's XP on the tick that completes it, else 0). */
  xpAwarded: z.number(),
});

/** Progress as the share of steps done, rounded down so only every step reads 100. */
export function challengeProgress(done: number, total: number): number {
  return total === 0 ? 0 : Math.floor((done / total) * 100);
}

/** Whole days from `now` until `deadline`, never negative. */
export function daysLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 86_400_000));
}
