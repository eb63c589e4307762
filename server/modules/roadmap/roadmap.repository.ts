/** Drizzle queries on roadmaps and roadmap_steps; every read and write is scoped to the owner. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { roadmaps, roadmapSteps, type RoadmapRow, type RoadmapStepRow } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export type StoredRoadmap = { row: RoadmapRow; steps: RoadmapStepRow[] };

export function createRoadmapRepository(db: Db) {
  async function stepsOf(roadmapId: number, tx: DbOrTx = db): Promise<RoadmapStepRow[]> {
    return tx
      .select()
      .from(roadmapSteps)
      .where(eq(roadmapSteps.roadmapId, roadmapId))
      .orderBy(asc(roadmapSteps.position));
  }
  return {
    async insert(
      values: typeof roadmaps.$inferInsert,
      steps: Omit<typeof roadmapSteps.$inferInsert, "roadmapId">[],
      tx: DbOrTx = db,
    ): Promise<StoredRoadmap> {
      const [row] = await tx.insert(roadmaps).values(values).returning();
      const stored = await tx
        .insert(roadmapSteps)
        .values(steps.map((s) => ({ ...s, roadmapId: row.id })))
        .returning();
      return { row, steps: stored.sort((a, b) => a.position - b.position) };
    },
    async latest(userId: number): Promise<StoredRoadmap | undefined> {
      const [row] = await db
        .select()
        .from(roadmaps)
        .where(eq(roadmaps.userId, userId))
        .orderBy(desc(roadmaps.createdAt), desc(roadmaps.id))
        .limit(1);
      return row ? { row, steps: await stepsOf(row.id) } : undefined;
    },
    async find(userId: number, id: number, tx: DbOrTx = db): Promise<StoredRoadmap | undefined> {
      const [row] = await tx
        .select()
        .from(roadmaps)
        .where(and(eq(roadmaps.id, id), eq(roadmaps.userId, userId)))
        .limit(1);
      return row ? { row, steps: await stepsOf(row.id, tx) } : undefined;
    },
    /** The owner's roadmap, locked for the rest of the transaction so step changes apply one at a time. */
    async lockOwned(tx: DbOrTx, userId: number, id: number): Promise<RoadmapRow | undefined> {
      const [row] = await tx
        .select()
        .from(roadmaps)
        .where(and(eq(roadmaps.id, id), eq(roadmaps.userId, userId)))
        .for("update")
        .limit(1);
      return row;
    },
    stepsOf,
    async setStep(tx: DbOrTx, roadmapId: number, stepId: number, completed: boolean): Promise<void> {
      await tx
        .update(roadmapSteps)
        .set({ completed, completedAt: completed ? new Date() : null })
        .where(and(eq(roadmapSteps.roadmapId, roadmapId), eq(roadmapSteps.stepId, stepId)));
    },
    /** Unlocks the step after `position`. */
    async unlockAfter(tx: DbOrTx, roadmapId: number, position: number): Promise<void> {
      await tx
        .update(roadmapSteps)
        .set({ unlocked: true })
        .where(
          and(
            eq(roadmapSteps.roadmapId, roadmapId),
            sql`${roadmapSteps.position} = (select min(position) from roadmap_steps where roadmap_id = ${roadmapId} and position > ${position})`,
          ),
        );
    },
    async claim(tx: DbOrTx, id: number): Promise<void> {
      await tx
        .update(roadmaps)
        .set({ achievementClaimedAt: new Date() })
        .where(and(eq(roadmaps.id, id), sql`${roadmaps.achievementClaimedAt} is null`));
    },
  };
}
