/**
 * The XP ledger (xp_events): every source of XP writes here, and a user's total is the sum. The unique
 * (user, source, source_key) with ON CONFLICT DO NOTHING makes each award count once, whatever races it.
 */
import { eq, sql } from "drizzle-orm";
import { xpEvents } from "../../shared/schema";
import type { XpSource } from "../../shared/domain/xp";
import type { Db } from "../db/client";
import type { DbOrTx } from "../ai/generations.repository";

export function createXpRepository(db: Db) {
  return {
    /** Adds XP once per (user, source, key); answers the XP added (0 when it was already there). */
    async award(
      award: { userId: number; source: XpSource; sourceKey: string; xp: number },
      tx: DbOrTx = db,
    ): Promise<number> {
      const rows = await tx.insert(xpEvents).values(award).onConflictDoNothing().returning({ xp: xpEvents.xp });
      return rows[0]?.xp ?? 0;
    },
    /** The user's XP from every source. */
    async totalFor(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${xpEvents.xp}), 0)` })
        .from(xpEvents)
        .where(eq(xpEvents.userId, userId));
      return Number(row?.total ?? 0);
    },
  };
}
