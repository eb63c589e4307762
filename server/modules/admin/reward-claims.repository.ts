/** Drizzle queries on reward claims: the reward columns of challenge_participants with the user and challenge. */
import { and, asc, count, desc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { challengeParticipants, challenges, users } from "../../../shared/schema";
import type { RewardDecision } from "../../../shared/contracts/admin";
import type { Db } from "../../db/client";

const decider = alias(users, "decider");

/** The columns of one claim; nothing else is read. */
const claimColumns = {
  userId: challengeParticipants.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  challengeId: challengeParticipants.challengeId,
  challengeTitle: challenges.title,
  reward: challenges.reward,
  completedAt: challengeParticipants.completedAt,
  status: challengeParticipants.rewardStatus,
  decidedAt: challengeParticipants.rewardDecidedAt,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  deciderUsername: decider.username,
  deciderEmail: decider.email,
};

export type RewardClaimRecord = {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string;
  challengeId: number;
  challengeTitle: string;
  reward: string;
  completedAt: Date | null;
  status: string | null;
  decidedAt: Date | null;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  deciderUsername: string | null;
  deciderEmail: string | null;
};

const isPending = eq(challengeParticipants.rewardStatus, "pending");
const pk = (userId: number, challengeId: number) =>
  and(eq(challengeParticipants.userId, userId), eq(challengeParticipants.challengeId, challengeId));

export function createRewardClaimsRepository(db: Db) {
  const claims = () =>
    db
      .select(claimColumns)
      .from(challengeParticipants)
      .innerJoin(users, eq(users.id, challengeParticipants.userId))
      .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
      .leftJoin(decider, eq(decider.id, challengeParticipants.rewardDecidedBy));

  return {
    /** Pending claims, oldest completion first (the partial index on completed_at where pending). */
    async pending(limit: number): Promise<RewardClaimRecord[]> {
      return claims()
        .where(isPending)
        .orderBy(asc(challengeParticipants.completedAt), asc(challengeParticipants.userId))
        .limit(limit);
    },
    /** The latest decided claims, newest decision first (the partial index on reward_decided_at). */
    async decided(limit: number): Promise<RewardClaimRecord[]> {
      return claims()
        .where(isNotNull(challengeParticipants.rewardDecidedAt))
        .orderBy(desc(challengeParticipants.rewardDecidedAt), asc(challengeParticipants.userId))
        .limit(limit);
    },
    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(challengeParticipants).where(isPending);
      return Number(row?.n ?? 0);
    },
    /** One participation as a claim (its status is null while the challenge is not completed). */
    async find(userId: number, challengeId: number): Promise<RewardClaimRecord | undefined> {
      const [row] = await claims().where(pk(userId, challengeId)).limit(1);
      return row;
    },
    /**
     * Decides a claim only while it is pending, in one statement, so two admins deciding at once cannot both
     * succeed; true when this call decided it.
     */
    async decide(opts: {
      userId: number;
      challengeId: number;
      decision: RewardDecision;
      adminId: number;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(challengeParticipants)
        .set({ rewardStatus: opts.decision, rewardDecidedAt: opts.at, rewardDecidedBy: opts.adminId })
        .where(and(pk(opts.userId, opts.challengeId), isPending))
        .returning({ userId: challengeParticipants.userId });
      return rows.length > 0;
    },
  };
}
