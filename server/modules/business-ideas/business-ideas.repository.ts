/** Drizzle queries on product_ideas and business_plans; every read and write is scoped to the owner in its WHERE. */
import { and, desc, eq } from "drizzle-orm";
import { businessPlans, productIdeas, type BusinessPlan, type ProductIdea } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { ownedRows, type DbOrTx } from "../../db/owned-rows";

export function createBusinessIdeasRepository(db: Db) {
  const ideas = ownedRows(db, productIdeas, { listLimit: 60 });
  return {
    async insertIdeas(values: (typeof productIdeas.$inferInsert)[], tx: DbOrTx = db): Promise<ProductIdea[]> {
      return tx.insert(productIdeas).values(values).returning();
    },
    listIdeas: ideas.list,
    findIdea: ideas.find,
    /** Changes the owner's idea; undefined when no idea of that id belongs to the user (ownership in the query). */
    async updateIdea(
      userId: number,
      id: number,
      values: Partial<Pick<ProductIdea, "name" | "description">>,
    ): Promise<ProductIdea | undefined> {
      const [row] = await db
        .update(productIdeas)
        .set(values)
        .where(and(eq(productIdeas.id, id), eq(productIdeas.userId, userId)))
        .returning();
      return row;
    },
    /** Deletes the owner's idea (its plans go with it: ON DELETE CASCADE); false when it is not theirs. */
    deleteIdea: ideas.delete,
    async insertPlan(values: typeof businessPlans.$inferInsert, tx: DbOrTx = db): Promise<BusinessPlan> {
      const [row] = await tx.insert(businessPlans).values(values).returning();
      return row;
    },
    async findPlan(userId: number, id: number): Promise<BusinessPlan | undefined> {
      const [row] = await db
        .select()
        .from(businessPlans)
        .where(and(eq(businessPlans.id, id), eq(businessPlans.userId, userId)))
        .limit(1);
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
