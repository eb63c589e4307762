/** Lists every field of a reward claim the admin API sends. */
import type { RewardClaim } from "../../../shared/contracts/admin";
import { REWARD_STATUSES } from "../../../shared/contracts/challenges";
import type { RewardClaimRecord } from "./reward-claims.repository";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** "First Last", else the username, else the email (as the admin table names people). */
function nameOf(first: string | null, last: string | null, username: string | null, email: string): string {
  return [first, last].filter(Boolean).join(" ").trim() || username || email;
}

/** One claim; only completed participations are claims, so completedAt and status are always set. */
export function presentRewardClaim(row: RewardClaimRecord): RewardClaim {
  return {
    userId: row.userId,
    name: nameOf(row.firstName, row.lastName, row.username, row.email),
    email: row.email,
    challengeId: row.challengeId,
    challengeTitle: row.challengeTitle,
    reward: row.reward,
    completedAt: (row.completedAt ?? new Date(0)).toISOString(),
    status: REWARD_STATUSES.find((s) => s === row.status) ?? "pending",
    decidedAt: iso(row.decidedAt),
    decidedBy:
      row.decidedAt && row.deciderEmail
        ? nameOf(row.deciderFirstName, row.deciderLastName, row.deciderUsername, row.deciderEmail)
        : null,
  };
}
