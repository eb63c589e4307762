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
import { homeCurrency, homeOrders } from "../../orders/home-orders";

/** Products one read of the person's sales considers, best sellers first (a shop's range, not its history). */
export const SALES_PRODUCTS_READ = 1000;

/**
 * One product the person sold: its line name and inventory category, its sales (order lines) and units, their
 * total in the home currency (two decimals), the sales in another currency without a rate (left out of the
 * others), and the home currency.
 */
export type SoldProduct = {
  name: string;
  category: string | null;
  sales: number;
  units: number;
  amount: string;
  leftOut: number;
  currency: string;
};

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
    /**
     * What the person sold since `since` (docs/decisions/1491-idea-score-reads-real-sales.md), per product name and
     * inventory category: the lines of their uncancelled orders (inventory sales, imports, shop syncs; the sample
     * files' orders left out), in their home currency as the profit-and-loss reads it (homeOrders: an order in another
     * currency through their rate for its month, counted apart when there is none). One statement.
     */
    async soldProducts(userId: number, since: Date): Promise<SoldProduct[]> {
      const result = await db.execute<{
        name: string;
        category: string | null;
        sales: number;
        units: number;
        amount: string;
        left_out: number;
        currency: string;
      }>(sql`
        select l.name, i.category,
               count(*) filter (where o.rate is not null)::int as sales,
               coalesce(sum(l.quantity) filter (where o.rate is not null), 0)::int as units,
               round(coalesce(sum(l.quantity * l.unit_price * o.rate) filter (where o.rate is not null), 0), 2)::text
                 as amount,
               count(*) filter (where o.rate is null)::int as left_out,
               (select ${homeCurrency(userId)}) as currency
        from ${homeOrders(userId, since)} o
        join order_lines l on l.order_id = o.id
        left join inventory i on i.id = l.inventory_id
        where not exists (
          select 1 from orders s join imports im on im.id = s.import_id where s.id = o.id and im.sample
        )
        group by l.name, i.category
        order by count(*) desc, l.name
        limit ${SALES_PRODUCTS_READ}`);
      return result.rows.map((r) => ({
        name: r.name,
        category: r.category,
        sales: Number(r.sales),
        units: Number(r.units),
        amount: r.amount,
        leftOut: Number(r.left_out),
        currency: r.currency,
      }));
    },
    /** The person's idea read inside the scoring's transaction (its scores before they are replaced). */
    async findIn(tx: DbOrTx, userId: number, id: number): Promise<BusinessIdeaRow | undefined> {
      const [row] = await tx.select().from(businessIdeas).where(mine(userId, id)).limit(1);
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
