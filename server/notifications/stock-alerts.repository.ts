/**
 * The stock notices' episode rows, one per item in an episode with a flag per notice sent
 * (docs/decisions/1120-notifications-centre.md, docs/decisions/861-repositories-own-sql.md). Every statement runs in
 * the caller's transaction, the one that changed the items' quantities, and is scoped to the owner where it can change
 * a row of theirs.
 */
import { and, eq, inArray } from "drizzle-orm";
import { stockAlerts } from "../../shared/schema";
import type { DbOrTx } from "../db/owned-rows";

export type SentFlag = "lowSent" | "outSent";

export function createStockAlertsRepository(tx: DbOrTx) {
  /** The person's episode rows of `ids`. */
  const mine = (userId: number, ids: number[]) =>
    and(eq(stockAlerts.userId, userId), inArray(stockAlerts.inventoryId, ids));
  return {
    /** Deletes the person's episode rows of `ids` (both episodes over). */
    async remove(userId: number, ids: number[]): Promise<void> {
      await tx.delete(stockAlerts).where(mine(userId, ids));
    },

    /** Turns `flag` off on the person's rows of `ids` (that episode is over, the other goes on). */
    async reset(userId: number, ids: number[], flag: SentFlag): Promise<void> {
      await tx
        .update(stockAlerts)
        .set(flag === "outSent" ? { outSent: false } : { lowSent: false })
        .where(mine(userId, ids));
    },

    /** Opens a row for each of `ids` that has none (`on conflict do nothing`). */
    async open(userId: number, ids: number[]): Promise<void> {
      await tx
        .insert(stockAlerts)
        .values(ids.map((id) => ({ inventoryId: id, userId })))
        .onConflictDoNothing();
    },

    /**
     * Turns `flag` on for those of `ids` where it was off; returns the ids it changed: the items whose notice is this
     * statement's (a parallel change that flipped it first sends it instead).
     */
    async flip(ids: number[], flag: SentFlag): Promise<Set<number>> {
      const rows = await tx
        .update(stockAlerts)
        .set(flag === "outSent" ? { outSent: true } : { lowSent: true })
        .where(and(inArray(stockAlerts.inventoryId, ids), eq(stockAlerts[flag], false)))
        .returning({ id: stockAlerts.inventoryId });
      return new Set(rows.map((r) => r.id));
    },
  };
}
