/**
 * The stock ledger's statements (docs/decisions/1100-stock-movement-ledger.md, docs/decisions/861-repositories-own-sql.md):
 * the items a move locks, their new quantity, status and cost, and the movements. `moveStock` (stock-ledger.ts)
 * decides the changes; these run them in the caller's transaction.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { inventory, inventoryMovements, type InventoryRow, type MovementRow } from "../../../shared/schema";
import type { DbOrTx } from "../../db/owned-rows";

export type NewMovement = typeof inventoryMovements.$inferInsert;

/** Rows per statement. */
const CHUNK = 1000;

/**
 * Locks the user's items among `ids` until the transaction ends, in id order; returns them in that order, without
 * the ids that are not the user's.
 */
export function lockItems(tx: DbOrTx, userId: number, ids: number[]): Promise<InventoryRow[]> {
  return tx
    .select()
    .from(inventory)
    .where(and(eq(inventory.userId, userId), inArray(inventory.id, ids)))
    .orderBy(asc(inventory.id))
    .for("update");
}

/** Writes the items' quantity, status and cost price, updated at `now`, a statement per 1,000 items. Returns nothing. */
export async function writeItemStock(tx: DbOrTx, userId: number, rows: InventoryRow[], now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = sql.join(
      rows
        .slice(i, i + CHUNK)
        .map((r) => sql`(${r.id}::int, ${r.quantity}::int, ${r.status}::text, ${r.costPrice}::numeric)`),
      sql`, `,
    );
    await tx
      .update(inventory)
      .set({ quantity: sql`t.quantity`, status: sql`t.status`, costPrice: sql`t.cost`, updatedAt: now })
      .from(sql`(values ${values}) as t(id, quantity, status, cost)`)
      .where(and(eq(inventory.userId, userId), sql`${inventory.id} = t.id`));
  }
}

/** Inserts the movements, a statement per 1,000; returns the rows written, in the order given. */
export async function insertMovements(tx: DbOrTx, records: NewMovement[]): Promise<MovementRow[]> {
  const movements: MovementRow[] = [];
  for (let i = 0; i < records.length; i += CHUNK)
    movements.push(
      ...(await tx
        .insert(inventoryMovements)
        .values(records.slice(i, i + CHUNK))
        .returning()),
    );
  return movements;
}
