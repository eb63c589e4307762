/**
 * Drizzle queries on business_ideas; every read and write is scoped to the owner in its WHERE. List, insert, find
 * and delete are the shared saved-items repository (server/db/owned-rows.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import { businessIdeas, generations, type BusinessIdeaRow } from "../../../shared/schema";
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
    /** The person's idea tracked from this quick validation (docs/decisions/1304-validation-tracked-as-an-idea.md). */
    async findByValidation(userId: number, validationId: number): Promise<BusinessIdeaRow | undefined> {
      const [row] = await db
        .select()
        .from(businessIdeas)
        .where(and(eq(businessIdeas.validationId, validationId), eq(businessIdeas.userId, userId)))
        .limit(1);
      return row;
    },
    /** Whether `validationId` is one of the person's own quick validations (a generation of that tool). */
    async ownsValidation(userId: number, validationId: number): Promise<boolean> {
      const rows = await db
        .select({ id: generations.id })
        .from(generations)
        .where(
          and(
            eq(generations.id, validationId),
            eq(generations.userId, userId),
            eq(generations.tool, "quick-validation"),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    /**
     * Inserts the idea; undefined when another idea already holds its validation (the unique index decides, so two
     * clicks at once make one idea).
     */
    async insertOnce(values: typeof businessIdeas.$inferInsert): Promise<BusinessIdeaRow | undefined> {
      const [row] = await db.insert(businessIdeas).values(values).onConflictDoNothing().returning();
      return row;
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
