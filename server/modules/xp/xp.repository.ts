/**
 * The one XP ledger (xp_events): every source of XP (launch roadmap steps, hustle challenges) adds a row keyed
 * by (user, source, source_key); a repeated key adds nothing (ON CONFLICT DO NOTHING), so XP is never counted twice.
 */
import { eq, sql } from "drizzle-orm";
import { xpEvents } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export type XpSource = "challenge" | "roadmap";

export function createXpRepository(db: Db) {
  return {
    /** Records XP once per key; answers the XP actually added (0 when the key was already counted). */
    async award(userId: number, source: XpSource, sourceKey: string, xp: number, tx: DbOrTx = db): Promise<number> {
      const rows = await tx.insert(xpEvents).values({ userId, source, sourceKey, xp }).onConflictDoNothing().returning({ xp: xpEvents.xp });
      return rows[0]?.xp ?? 0;
    },
    /** The user's total XP from every source. */
    async total(userId: number): Promise<number> {
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${xpEvents.xp}), 0)` }).from(xpEvents).where(eq(xpEvents.userId, userId));
      return Number(row?.total ?? 0);
    },
  };
}
export type XpRepository = ReturnType<typeof createXpRepository>;
