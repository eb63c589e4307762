/**
 * Reward claims of completed hustle challenges (docs/decisions/925-challenge-reward-claims.md): the admin's
 * list and the decision. Granting records the decision only; the admin hands the reward over (for Pro, with
 * the plan change), because ticks are self-reported.
 */
import {
  REWARD_CLAIMS_DECIDED_MAX,
  REWARD_CLAIMS_PENDING_MAX,
  type RewardClaimParams,
  type RewardDecision,
} from "../../../shared/contracts/admin";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { createRewardClaimsRepository } from "./reward-claims.repository";
import { presentRewardClaim } from "./reward-claims.presenter";
import { notify } from "../../notifications";

/** Why an admin cannot decide a claim of their own account. */
const OWN_CLAIM_MESSAGE = "You cannot decide your own reward claim. Another admin must decide it.";

export function createRewardClaimsService(ctx: AppContext) {
  const repo = createRewardClaimsRepository(ctx.db);
  const now = () => ctx.services.clock?.() ?? new Date();

  return {
    /** Pending claims oldest first, then the latest decided ones, and how many are pending in all. */
    async list() {
      const [pending, decided, pendingTotal] = await Promise.all([
        repo.pending(REWARD_CLAIMS_PENDING_MAX),
        repo.decided(REWARD_CLAIMS_DECIDED_MAX),
        repo.pendingCount(),
      ]);
      return { claims: [...pending, ...decided].map(presentRewardClaim), pendingTotal };
    },

    /**
     * Grants or declines a pending claim: 403 on the admin's own claim (another admin decides it,
     * docs/decisions/933-no-admin-decides-their-own-reward.md),
     * 404 when there is no claim, 409 when it was already decided.
     */
    async decide(admin: User, { userId, challengeId }: RewardClaimParams, decision: RewardDecision) {
      if (userId === admin.id) throw new ForbiddenError(OWN_CLAIM_MESSAGE);
      const decided = await repo.decide({ userId, challengeId, decision, adminId: admin.id, at: now() });
      const row = await repo.find(userId, challengeId);
      if (!row?.status) throw new NotFoundError("Reward claim not found");
      if (!decided) throw new ConflictError(`This reward claim was already ${row.status}`);
      ctx.logger.info({ adminId: admin.id, userId, challengeId, decision }, "reward claim decided");
      await notify(ctx.db, userId, "reward_decided", {
        title: `Reward ${decision}: ${row.challengeTitle}`,
        body:
          decision === "granted"
            ? "Your reward claim was granted. We will be in touch to hand it over."
            : "Your reward claim was declined.",
        link: "/hustle-challenges",
        dedupeKey: `reward:${challengeId}:${userId}`,
      });
      return { message: `Reward claim ${decision}`, claim: presentRewardClaim(row) };
    },
  };
}
