/**
 * Drizzle queries on the challenges, their steps, participants and ticks, and the curated catalogue's writes at
 * start (challenges.seed.ts). Knows nothing of HTTP.
 */
import { and, asc, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import {
  challengeParticipants,
  challenges,
  challengeStepCompletions,
  challengeSteps,
  type Challenge,
  type ChallengeParticipant,
  type ChallengeStep,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";
import type { ChallengeSeed } from "./challenges.data";

export type Completion = { stepId: number; challengeId: number; completedAt: Date };

export function createChallengesRepository(db: Db) {
  return {
    /**
     * Upserts the curated challenges by slug (position by their order) and their steps by position, and removes
     * steps past each one's list, in one transaction. Returns nothing.
     */
    async writeCatalogue(seeds: readonly ChallengeSeed[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [index, seed] of seeds.entries()) {
          const { steps, ...fields } = seed;
          const values = { ...fields, position: index + 1 };
          const [row] = await tx
            .insert(challenges)
            .values(values)
            .onConflictDoUpdate({ target: challenges.slug, set: values })
            .returning({ id: challenges.id });
          for (const [i, step] of steps.entries()) {
            await tx
              .insert(challengeSteps)
              .values({ challengeId: row.id, position: i + 1, ...step })
              .onConflictDoUpdate({
                target: [challengeSteps.challengeId, challengeSteps.position],
                set: { title: sql`excluded.title`, description: sql`excluded.description` },
              });
          }
          await tx
            .delete(challengeSteps)
            .where(and(eq(challengeSteps.challengeId, row.id), gt(challengeSteps.position, steps.length)));
        }
      });
    },
    async listChallenges(): Promise<Challenge[]> {
      return db.select().from(challenges).orderBy(asc(challenges.position));
    },
    async findChallenge(id: number): Promise<Challenge | undefined> {
      const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
      return row;
    },
    /** Steps of the given challenges (all when none given), in order. */
    async steps(challengeId?: number): Promise<ChallengeStep[]> {
      const q = db.select().from(challengeSteps);
      return (challengeId ? q.where(eq(challengeSteps.challengeId, challengeId)) : q).orderBy(
        asc(challengeSteps.challengeId),
        asc(challengeSteps.position),
      );
    },
    async findStep(challengeId: number, stepId: number): Promise<ChallengeStep | undefined> {
      const [row] = await db
        .select()
        .from(challengeSteps)
        .where(and(eq(challengeSteps.id, stepId), eq(challengeSteps.challengeId, challengeId)))
        .limit(1);
      return row;
    },
    /** The user's participations (all challenges, or one). */
    async participations(userId: number, challengeId?: number): Promise<ChallengeParticipant[]> {
      const where = challengeId
        ? and(eq(challengeParticipants.userId, userId), eq(challengeParticipants.challengeId, challengeId))
        : eq(challengeParticipants.userId, userId);
      return db.select().from(challengeParticipants).where(where);
    },
    /** The user's ticked steps (all challenges, or one). */
    async completions(userId: number, challengeId?: number, tx: DbOrTx = db): Promise<Completion[]> {
      const where = challengeId
        ? and(eq(challengeStepCompletions.userId, userId), eq(challengeStepCompletions.challengeId, challengeId))
        : eq(challengeStepCompletions.userId, userId);
      return tx
        .select({
          stepId: challengeStepCompletions.stepId,
          challengeId: challengeStepCompletions.challengeId,
          completedAt: challengeStepCompletions.completedAt,
        })
        .from(challengeStepCompletions)
        .where(where);
    },
    /** Real participants per challenge id. */
    async participantCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ challengeId: challengeParticipants.challengeId, n: count() })
        .from(challengeParticipants)
        .groupBy(challengeParticipants.challengeId);
      return new Map(rows.map((r) => [r.challengeId, Number(r.n)]));
    },
    /** Distinct challengers, completions, granted rewards (everyone's) and this user's completions, in one read. */
    async totals(
      userId: number,
    ): Promise<{ challengers: number; completed: number; rewardsGranted: number; yourCompleted: number }> {
      const done = sql`${challengeParticipants.completedAt} is not null`;
      const [row] = await db
        .select({
          challengers: sql<string>`count(distinct ${challengeParticipants.userId})`,
          completed: sql<string>`count(*) filter (where ${done})`,
          rewardsGranted: sql<string>`count(*) filter (where ${challengeParticipants.rewardStatus} = 'granted')`,
          yourCompleted: sql<string>`count(*) filter (where ${done} and ${challengeParticipants.userId} = ${userId})`,
        })
        .from(challengeParticipants);
      return {
        challengers: Number(row?.challengers ?? 0),
        completed: Number(row?.completed ?? 0),
        rewardsGranted: Number(row?.rewardsGranted ?? 0),
        yourCompleted: Number(row?.yourCompleted ?? 0),
      };
    },
    /** Joins the user to a challenge; joining again changes nothing. */
    async join(userId: number, challengeId: number): Promise<void> {
      await db.insert(challengeParticipants).values({ userId, challengeId }).onConflictDoNothing();
    },
    /** The participation row, locked for the rest of the transaction (ticks of one user on one challenge run one at a time). */
    async lockParticipation(
      tx: DbOrTx,
      userId: number,
      challengeId: number,
    ): Promise<ChallengeParticipant | undefined> {
      const [row] = await tx
        .select()
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.userId, userId), eq(challengeParticipants.challengeId, challengeId)))
        .for("update");
      return row;
    },
    async tick(tx: DbOrTx, userId: number, challengeId: number, stepId: number): Promise<void> {
      await tx.insert(challengeStepCompletions).values({ userId, challengeId, stepId }).onConflictDoNothing();
    },
    async untick(tx: DbOrTx, userId: number, stepId: number): Promise<void> {
      await tx
        .delete(challengeStepCompletions)
        .where(and(eq(challengeStepCompletions.userId, userId), eq(challengeStepCompletions.stepId, stepId)));
    },
    async countSteps(tx: DbOrTx, challengeId: number): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(challengeSteps)
        .where(eq(challengeSteps.challengeId, challengeId));
      return Number(row?.n ?? 0);
    },
    /**
     * Marks the participation completed and its reward a pending claim, both only the first time (the same
     * statement, so a completion never lacks its claim); true when this call did it.
     */
    async markCompleted(tx: DbOrTx, userId: number, challengeId: number): Promise<boolean> {
      const rows = await tx
        .update(challengeParticipants)
        .set({ completedAt: new Date(), rewardStatus: "pending" })
        .where(
          and(
            eq(challengeParticipants.userId, userId),
            eq(challengeParticipants.challengeId, challengeId),
            sql`${challengeParticipants.completedAt} is null`,
          ),
        )
        .returning({ userId: challengeParticipants.userId });
      return rows.length > 0;
    },
    /** Completed participations of a user (for tests and the strip). */
    async completedCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(challengeParticipants)
        .where(and(eq(challengeParticipants.userId, userId), isNotNull(challengeParticipants.completedAt)));
      return Number(row?.n ?? 0);
    },
  };
}
