/** Drizzle queries on product_ideas and business_plans; every read is scoped to the owner. */
import { and, desc, eq } from "drizzle-orm";
import { businessPlans, productIdeas, type BusinessPlan, type ProductIdea } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export function createBusinessIdeasRepository(db: Db) {
  return {
    async insertIdeas(values: (typeof productIdeas.$inferInsert)[], tx: DbOrTx = db): Promise<ProductIdea[]> {
      return tx.insert(productIdeas).values(values).returning();
    },
    async listIdeas(userId: number, limit = 60): Promise<ProductIdea[]> {
      return db.select().from(productIdeas).where(eq(productIdeas.userId, userId)).orderBy(desc(productIdeas.createdAt), desc(productIdeas.id)).limit(limit);
    },
    async findIdea(userId: number, id: number): Promise<ProductIdea | undefined> {
      const [row] = await db.select().from(productIdeas).where(and(eq(productIdeas.id, id), eq(productIdeas.userId, userId))).limit(1);
      return row;
    },
    async insertPlan(values: typeof businessPlans.$inferInsert, tx: DbOrTx = db): Promise<BusinessPlan> {
      const [row] = await tx.insert(businessPlans).values(values).returning();
      return row;
    },
    async findPlan(userId: number, id: number): Promise<BusinessPlan | undefined> {
      const [row] = await db.select().from(businessPlans).where(and(eq(businessPlans.id, id), eq(businessPlans.userId, userId))).limit(1);
      return row;
    },
    async plansForIdea(userId: number, productIdeaId: number): Promise<BusinessPlan[]> {
      return db
        .select()
        .from(businessPlans)
        .where(and(eq(businessPlans.productIdeaId, productIdeaId), eq(businessPlans.userId, userId)))
        .orderBy(desc(businessPlans.createdAt), desc(businessPlans.id));
    },
  };
}
export type BusinessIdeasRepository = ReturnType<typeof createBusinessIdeasRepository>;
