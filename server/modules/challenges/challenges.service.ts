/**
 * Hustle challenges: the built-in challenges with this user's progress (docs/product-rules.md#progress-on-the-server).
 * Joining is idempotent; a tick needs a joined challenge; the tick that completes the last step completes the
 * challenge, adds its XP to the ledger once (docs/decisions/920-hustle-challenge-progress-and-xp.md) and makes its
 * reward a pending claim for an admin to decide (docs/decisions/925-challenge-reward-claims.md). Completion is final.
 */
import type { AppContext } from "../../context";
import type { ChallengeStats, ChallengeView } from "../../../shared/contracts/challenges";
import { challengeXpKey } from "../../../shared/domain/xp";
import { ConflictError, NotFoundError } from "../../http/errors";
import { createXpRepository } from "../../xp/xp.repository";
import { createChallengesRepository } from "./challenges.repository";
import { presentChallenge } from "./challenges.presenter";

export function createChallengesService(ctx: AppContext) {
  const repo = createChallengesRepository(ctx.db);
  const xp = createXpRepository(ctx.db);

  /** One challenge as the user sees it now (404 when there is no such challenge). */
  async function view(userId: number, challengeId: number): Promise<ChallengeView> {
    const challenge = await repo.findChallenge(challengeId);
    if (!challenge) throw new NotFoundError("Challenge not found");
    const [steps, [participation], completions, counts] = await Promise.all([
      repo.steps(challengeId),
      repo.participations(userId, challengeId),
      repo.completions(userId, challengeId),
      repo.participantCounts(),
    ]);
    return presentChallenge({
      challenge,
      steps,
      participation,
      completions,
      realParticipants: counts.get(challengeId) ?? 0,
    });
  }

  return {
    view,

    /** Every challenge with the user's progress, and the statistics strip. */
    async list(userId: number): Promise<{ challenges: ChallengeView[]; stats: ChallengeStats }> {
      const [rows, steps, participations, completions, counts, totals, totalXp] = await Promise.all([
        repo.listChallenges(),
        repo.steps(),
        repo.participations(userId),
        repo.completions(userId),
        repo.participantCounts(),
        repo.totals(userId),
        xp.totalFor(userId),
      ]);
      return {
        challenges: rows.map((challenge) =>
          presentChallenge({
            challenge,
            steps,
            participation: participations.find((p) => p.challengeId === challenge.id),
            completions,
            realParticipants: counts.get(challenge.id) ?? 0,
          }),
        ),
        stats: { ...totals, totalXp },
      };
    },

    /** Joins the challenge (again: nothing changes) and answers it. */
    async join(userId: number, challengeId: number): Promise<ChallengeView> {
      if (!(await repo.findChallenge(challengeId))) throw new NotFoundError("Challenge not found");
      await repo.join(userId, challengeId);
      return view(userId, challengeId);
    },

    /**
     * Ticks or unticks one step; when every step is done, completes the challenge, awards its XP and opens the
     * reward claim, all once and in one transaction.
     */
    async setStep(
      userId: number,
      challengeId: number,
      stepId: number,
      completed: boolean,
    ): Promise<{ challenge: ChallengeView; xpAwarded: number }> {
      const challenge = await repo.findChallenge(challengeId);
      if (!challenge) throw new NotFoundError("Challenge not found");
      if (!(await repo.findStep(challengeId, stepId))) throw new NotFoundError("Step not found");

      const xpAwarded = await ctx.db.transaction(async (tx) => {
        const participation = await repo.lockParticipation(tx, userId, challengeId);
        if (!participation) throw new ConflictError("Join this challenge before ticking its steps.");
        if (participation.completedAt) {
          // Completion is final: ticking a done step again is fine, unticking is refused.
          if (!completed) throw new ConflictError("This challenge is completed: its steps can no longer be changed.");
          return 0;
        }
        if (completed) await repo.tick(tx, userId, challengeId, stepId);
        else await repo.untick(tx, userId, stepId);
        if (!completed) return 0;
        // One after the other: a transaction is one connection, which runs one query at a time (pg 9 refuses two).
        const done = await repo.completions(userId, challengeId, tx);
        const total = await repo.countSteps(tx, challengeId);
        if (done.length < total || !(await repo.markCompleted(tx, userId, challengeId))) return 0;
        return xp.award({ userId, source: "challenge", sourceKey: challengeXpKey(challengeId), xp: challenge.xp }, tx);
      });
      return { challenge: await view(userId, challengeId), xpAwarded };
    },
  };
}
