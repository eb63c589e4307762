/**
 * The XP ledger (xp_events): every source of XP writes here, and a user's total is the sum, which a trigger keeps
 * on the user's row (docs/decisions/844-xp-total-kept-on-the-user.md). The unique (user, source, source_key) with
 * ON CONFLICT DO NOTHING makes each award count once, whatever races it.
 */
import { eq } from "drizzle-orm";
import { users, xpEvents } from "../../shared/schema";
import { forgetUser } from "../users/users.repository";
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
      // The row's total just changed: this process's cached copy of the user must not answer with the old one.
      if (rows.length) forgetUser(award.userId);
      return rows[0]?.xp ?? 0;
    },
    /** The user's XP from every source (0 for no such user). */
    async totalFor(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ total: users.totalXp }).from(users).where(eq(users.id, userId));
      return row?.total ?? 0;
    },
  };
}
