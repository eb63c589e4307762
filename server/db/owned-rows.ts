/**
 * The saved-items repository every tool with a per-user history shares: insert, the owner's newest rows, find one
 * and delete one, each scoped to the owner in its WHERE (docs/product-rules.md#api-contract: another user's row is
 * a 404, never a 403). A module spreads it into its own repository and adds what is particular to it.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** A transaction or the database itself. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };

export function ownedRows<T extends OwnedTable>(db: Db, table: T, opts: { listLimit: number }) {
  type Row = T["$inferSelect"];
  const mine = (userId: number, id: number): SQL | undefined => and(eq(table.id, id), eq(table.userId, userId));
  return {
    async insert(values: T["$inferInsert"], tx: DbOrTx = db): Promise<Row> {
      const rows: Row[] = await tx.insert(table).values(values).returning();
      return rows[0];
    },
    /** The owner's rows, newest first, at most `listLimit`. */
    async list(userId: number, limit = opts.listLimit): Promise<Row[]> {
      const rows: Row[] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(limit);
      return rows;
    },
    async find(userId: number, id: number): Promise<Row | undefined> {
      const rows: Row[] = await db
        .select()
        .from(table as PgTable)
        .where(mine(userId, id))
        .limit(1);
      return rows[0];
    },
    /** Deletes the owner's row; false when no row of that id is theirs. */
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(mine(userId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}
