/**
 * Request and response contracts of the admin API (docs/spec-notes.md#data-the-screens-read, #calls) and reward claims.
 */
import { z } from "zod";
import { idSchema, wholeNumberParam } from "./common";
import { planSchema } from "./auth";
import { rewardStatusSchema } from "./challenges";

export const ADMIN_FILTERS = ["all", "active", "pro", "free"] as const;
export const adminFilterSchema = z.enum(ADMIN_FILTERS);
export type AdminFilter = z.infer<typeof adminFilterSchema>;

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

export const adminUsersQuerySchema = z.object({
  filter: adminFilterSchema.default("all"),
  search: z.string().trim().max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`).default(""),
  page: wholeNumberParam(1, 1_000_000, {
    invalid: "Page must be a whole number",
    min: "Page must be at least 1",
    max: "Page must be at most 1,000,000",
  }).default(1),
  pageSize: wholeNumberParam(1, ADMIN_PAGE_SIZE_MAX, {
    invalid: "Page size must be a whole number",
    min: "Page size must be at least 1",
    max: `Page size must be at most ${ADMIN_PAGE_SIZE_MAX}`,
  }).default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUpgradeSchema = z.object({
  userId: idSchema("userId must be a positive whole number"),
  targetPlan: z.enum(planSchema.options, { error: "targetPlan must be 'pro' or 'free'" }),
});
export type AdminUpgradeInput = z.infer<typeof adminUpgradeSchema>;

/** The six figures of the stat cards (docs/spec-notes.md#data-the-screens-read, Admin stats). */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  newUsersToday: z.number(),
  activeUsers: z.number(),
  activeUsersToday: z.number(),
  proUsers: z.number(),
  freeUsers: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One row of the 'User Database' table: only what the table shows. */
export const adminUserRowSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  /** The plan on record ('pro' with a past end date shows as Expired). */
  selectedPlan: planSchema,
  /** The plan in force now: what the Plan column, the filters and the counts use. */
  effectivePlan: planSchema,
  proSubscriptionEndDate: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  createdAt: z.string(),
  loginCount: z.number(),
  totalIdeasGenerated: z.number(),
  totalLogosCreated: z.number(),
  /** AI generations recorded in the user's history. */
  aiGenerations: z.number(),
  isAdmin: z.enum(["true", "false"]),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminCountsSchema = z.object({
  all: z.number(),
  active: z.number(),
  pro: z.number(),
  free: z.number(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: adminCountsSchema,
});

export const adminUpgradeResponseSchema = z.object({
  message: z.string(),
  user: adminUserRowSchema,
});

/**
 * Reward claims (docs/decisions/925-challenge-reward-claims.md): a completed challenge's reward waits for an
 * admin. `GET /api/admin/reward-claims` → `{ claims, pendingTotal }` (pending oldest first, then the latest
 * decided ones); `POST /api/admin/reward-claims/:userId/:challengeId { decision }` → `{ message, claim }`.
 */
export const REWARD_CLAIMS_PENDING_MAX = 100;
export const REWARD_CLAIMS_DECIDED_MAX = 50;
export const REWARD_DECISIONS = ["granted", "declined"] as const;
export type RewardDecision = (typeof REWARD_DECISIONS)[number];

export const rewardClaimParamsSchema = z.object({
  userId: idSchema("Invalid user id"),
  challengeId: idSchema("Invalid challenge id"),
});
export type RewardClaimParams = z.infer<typeof rewardClaimParamsSchema>;

const DECISION_MESSAGE = "decision must be 'granted' or 'declined'";
export const rewardClaimDecisionSchema = z.strictObject(
  { decision: z.enum(REWARD_DECISIONS, { error: DECISION_MESSAGE }) },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Only 'decision' can be sent" : DECISION_MESSAGE) },
);

export const rewardClaimSchema = z.object({
  userId: z.number(),
  /** "First Last", else the username, else the email. */
  name: z.string(),
  email: z.string(),
  challengeId: z.number(),
  challengeTitle: z.string(),
  reward: z.string(),
  completedAt: z.string(),
  status: rewardStatusSchema,
  /** When it was granted or declined; null while pending. */
  decidedAt: z.string().nullable(),
  /** The deciding admin's name; null while pending (or when that account was deleted). */
  decidedBy: z.string().nullable(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

export const rewardClaimsResponseSchema = z.object({
  /** Pending claims oldest first (at most REWARD_CLAIMS_PENDING_MAX), then the latest decided ones. */
  claims: z.array(rewardClaimSchema),
  /** Every pending claim, also those past the list's limit. */
  pendingTotal: z.number(),
});

export const rewardClaimDecisionResponseSchema = z.object({
  message: z.string(),
  claim: rewardClaimSchema,
});
