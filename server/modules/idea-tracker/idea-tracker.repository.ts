/** Drizzle queries on business_ideas; every read and write is scoped to the owner in its WHERE. */
import { and, desc, eq, sql } from "drizzle-orm";
import { businessIdeas, type BusinessIdeaRow } from "../../../shared/schema";
import type { AiScores } from "../../../shared/contracts/idea-tracker";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

/**
 * Size limit that protects the service (docs/product-rules.md#money-maker-and-growth-plans): ideas a person can track.
 */
export const MAX_TRACKED_IDEAS = 500;

type Changes = Partial<Pick<BusinessIdeaRow, "title" | "description" | "industry" | "status" | "userRating">>;

export function createIdeaTrackerRepository(db: Db) {
  const mine = (userId: number, id: number) => and(eq(businessIdeas.id, id), eq(businessIdeas.userId, userId));
  return {
    async list(userId: number): Promise<BusinessIdeaRow[]> {
      return db
        .select()
        .from(businessIdeas)
        .where(eq(businessIdeas.userId, userId))
        .orderBy(desc(businessIdeas.createdAt), desc(businessIdeas.id))
        .limit(MAX_TRACKED_IDEAS);
    },
    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessIdeas)
        .where(eq(businessIdeas.userId, userId));
      return row?.n ?? 0;
    },
    async insert(values: typeof businessIdeas.$inferInsert): Promise<BusinessIdeaRow> {
      const [row] = await db.insert(businessIdeas).values(values).returning();
      return row;
    },
    async find(userId: number, id: number): Promise<BusinessIdeaRow | undefined> {
      const [row] = await db.select().from(businessIdeas).where(mine(userId, id)).limit(1);
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
      tx: DbOrTx = db,
    ): Promise<BusinessIdeaRow | undefined> {
      const [row] = await tx
        .update(businessIdeas)
        .set({ aiScores, updatedAt: new Date() })
        .where(mine(userId, id))
        .returning();
      return row;
    },
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(businessIdeas).where(mine(userId, id)).returning({ id: businessIdeas.id });
      return rows.length > 0;
    },
  };
}
