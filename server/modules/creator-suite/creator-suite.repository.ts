/** Drizzle queries on content_pieces; every read and delete is scoped to the owner in its WHERE. */
import { and, desc, eq } from "drizzle-orm";
import { contentPieces, type ContentPieceRow } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

/** The most pieces the library lists (newest first). */
export const LIBRARY_LIMIT = 200;

export function createCreatorRepository(db: Db) {
  return {
    async insert(values: typeof contentPieces.$inferInsert, tx: DbOrTx = db): Promise<ContentPieceRow> {
      const [row] = await tx.insert(contentPieces).values(values).returning();
      return row;
    },
    async list(userId: number): Promise<ContentPieceRow[]> {
      return db
        .select()
        .from(contentPieces)
        .where(eq(contentPieces.userId, userId))
        .orderBy(desc(contentPieces.createdAt), desc(contentPieces.id))
        .limit(LIBRARY_LIMIT);
    },
    /** Deletes the owner's piece; false when no piece of that id is theirs. */
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(contentPieces)
        .where(and(eq(contentPieces.id, id), eq(contentPieces.userId, userId)))
        .returning({ id: contentPieces.id });
      return rows.length > 0;
    },
  };
}
