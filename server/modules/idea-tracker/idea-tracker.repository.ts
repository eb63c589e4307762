/**
 * Drizzle queries on business_ideas; every read and write is scoped to the owner in its WHERE. List, insert, find
 * and delete are the shared saved-items repository (server/db/owned-rows.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { businessIdeas, type BusinessIdeaRow } from "../../../shared/schema";
import type { AiScores } from "../../../shared/contracts/idea-tracker";
import type { EvidenceScore } from "../../../shared/contracts/idea-evidence";
import type { Db } from "../../db/client";
import { ownedRows, type DbOrTx } from "../../db/owned-rows";

/**
 * Size limit that protects the service (docs/product-rules.md#money-maker-and-growth-plans): ideas a person can track.
 */
export const MAX_TRACKED_IDEAS = 500;

type Changes = Partial<Pick<BusinessIdeaRow, "title" | "description" | "industry" | "status" | "userRating">>;

export function createIdeaTrackerRepository(db: Db) {
  const mine = (userId: number, id: number) => and(eq(businessIdeas.id, id), eq(businessIdeas.userId, userId));
  return {
    ...ownedRows(db, businessIdeas, { listLimit: MAX_TRACKED_IDEAS }),
    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessIdeas)
        .where(eq(businessIdeas.userId, userId));
      return row?.n ?? 0;
    },
    async update(userId: number, id: number, changes: Changes): Promise<BusinessIdeaRow | undefined> {
      const [row] = await db
        .update(businessIdeas)
        .set({ ...changes, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return row;
    },
    async setScores(
      userId: number,
      id: number,
      aiScores: AiScores,
      evidenceScore: EvidenceScore,
      tx: DbOrTx = db,
    ): Promise<BusinessIdeaRow | undefined> {
      const [row] = await tx
        .update(businessIdeas)
        .set({ aiScores, evidenceScore, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return row;
    },
  };
}
