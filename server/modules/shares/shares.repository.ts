/** Drizzle queries on shares; the owner's reads and writes are scoped to the owner in their WHERE. */
import { and, desc, eq, isNull } from "drizzle-orm";
import { shares, type Share } from "../../../shared/schema";
import type { Db } from "../../db/client";

export function createSharesRepository(db: Db) {
  return {
    async insert(values: typeof shares.$inferInsert): Promise<Share> {
      const [row] = await db.insert(shares).values(values).returning();
      return row;
    },
    async listForUser(userId: number, limit = 100): Promise<Share[]> {
      return db
        .select()
        .from(shares)
        .where(eq(shares.userId, userId))
        .orderBy(desc(shares.createdAt), desc(shares.id))
        .limit(limit);
    },
    async findByToken(token: string): Promise<Share | undefined> {
      const [row] = await db.select().from(shares).where(eq(shares.token, token)).limit(1);
      return row;
    },
    /** Revokes the owner's link (idempotent); undefined when no link of that token is theirs. */
    async revoke(userId: number, token: string, now: Date): Promise<Share | undefined> {
      const [row] = await db
        .update(shares)
        .set({ revokedAt: now })
        .where(and(eq(shares.token, token), eq(shares.userId, userId), isNull(shares.revokedAt)))
        .returning();
      return (
        row ??
        (
          await db
            .select()
            .from(shares)
            .where(and(eq(shares.token, token), eq(shares.userId, userId)))
            .limit(1)
        )[0]
      );
    },
    /** Moves a live link's expiry; undefined when no unrevoked link of that token is theirs. */
    async renew(userId: number, token: string, expiresAt: Date): Promise<Share | undefined> {
      const [row] = await db
        .update(shares)
        .set({ expiresAt })
        .where(and(eq(shares.token, token), eq(shares.userId, userId), isNull(shares.revokedAt)))
        .returning();
      return row;
    },
  };
}
