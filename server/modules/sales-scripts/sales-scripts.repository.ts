/** Drizzle queries on sales_scripts; every read and delete is scoped to the owner in its WHERE. */
import { and, desc, eq } from "drizzle-orm";
import { salesScripts, type SalesScriptRow } from "../../../shared/schema";
import type { Db } from "../../db/client";

/** The most saved scripts the history lists (newest first). */
export const SCRIPT_HISTORY_LIMIT = 100;

export function createSalesScriptsRepository(db: Db) {
  return {
    async insert(values: typeof salesScripts.$inferInsert): Promise<SalesScriptRow> {
      const [row] = await db.insert(salesScripts).values(values).returning();
      return row;
    },
    async list(userId: number): Promise<SalesScriptRow[]> {
      return db
        .select()
        .from(salesScripts)
        .where(eq(salesScripts.userId, userId))
        .orderBy(desc(salesScripts.createdAt), desc(salesScripts.id))
        .limit(SCRIPT_HISTORY_LIMIT);
    },
    /** Deletes the owner's script; false when no script of that id is theirs. */
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(salesScripts)
        .where(and(eq(salesScripts.id, id), eq(salesScripts.userId, userId)))
        .returning({ id: salesScripts.id });
      return rows.length > 0;
    },
  };
}
