/**
 * The one way an item's quantity changes (docs/decisions/1100-stock-movement-ledger.md): `moveStock` locks the
 * items, checks the new quantities, writes one movement per change and the items' new quantity, status and (for a
 * receipt) weighted average cost, all in the caller's transaction. Parallel moves of one item queue on its row lock,
 * so each movement's resulting quantity is the quantity the next one starts from.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { MAX_QUANTITY } from "../../../shared/contracts/common";
import { stockStatus } from "../../../shared/domain/inventory";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import { weightedAverageCents, type MovementKind, type MovementReason } from "../../../shared/domain/stock";
import { inventory, inventoryMovements, type InventoryRow, type MovementRow } from "../../../shared/schema";
import type { DbOrTx } from "../../db/owned-rows";
import { NotFoundError } from "../../http/errors";
import { afterStockChange } from "../../notifications";

export const ITEM_NOT_FOUND = "Inventory item not found";

/** One change: by `change` units, or to `to` units (a count, an import). */
export type StockMove = {
  itemId: number;
  kind: MovementKind;
  reason?: MovementReason;
  change?: number;
  to?: number;
  orderId?: number;
  purchaseOrderId?: number;
  /** A receipt's unit cost: the item's cost moves to the weighted average of the stock and these units. */
  purchaseCost?: string;
  /** Write the movement even when it changes nothing (an item's opening movement). */
  keepZero?: boolean;
};

/** A move would take the stock below 0 or above the largest quantity; nothing was written. */
export class StockOutOfRange extends Error {
  constructor(
    readonly item: InventoryRow,
    readonly move: StockMove,
    readonly wanted: number,
  ) {
    super(`Stock of item ${item.id} would become ${wanted}`);
  }
}

const CHUNK = 1000;

/**
 * Applies `moves` in order (several may name one item). Answers the items as they are afterwards, in id order, and
 * the movements written. An item that is not the user's is a 404; a move out of range throws `StockOutOfRange`.
 * `notices: false` leaves the stock notices to the caller, which then calls `afterStockChange` itself once the rest
 * of its writes are done (a typed-in sale: its order counts in the rate the running-out notice reads).
 */
export async function moveStock(
  tx: DbOrTx,
  userId: number,
  moves: readonly StockMove[],
  createdBy: number | null = userId,
  { notices = true }: { notices?: boolean } = {},
): Promise<{ items: InventoryRow[]; movements: MovementRow[] }> {
  if (!moves.length) return { items: [], movements: [] };
  const ids = [...new Set(moves.map((m) => m.itemId))];
  const locked = await tx
    .select()
    .from(inventory)
    .where(and(eq(inventory.userId, userId), inArray(inventory.id, ids)))
    .orderBy(asc(inventory.id))
    .for("update");
  const items = new Map(locked.map((row) => [row.id, { ...row }]));
  const changed = new Set<number>();
  const records: (typeof inventoryMovements.$inferInsert)[] = [];
  for (const move of moves) {
    const item = items.get(move.itemId);
    if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
    const before = item.quantity;
    const after = move.to ?? before + (move.change ?? 0);
    if (!Number.isInteger(after) || after < 0 || after > MAX_QUANTITY) throw new StockOutOfRange(item, move, after);
    if (after === before && !move.keepZero) continue;
    if (move.purchaseCost !== undefined && after > before) {
      const cost = weightedAverageCents(
        before,
        parseCents(item.costPrice) ?? 0,
        after - before,
        parseCents(move.purchaseCost) ?? 0,
      );
      item.costPrice = centsToDecimal(cost);
    }
    item.quantity = after;
    changed.add(item.id);
    records.push({
      userId,
      itemId: item.id,
      kind: move.kind,
      reason: move.kind === "adjustment" ? (move.reason ?? "counted") : null,
      change: after - before,
      quantityAfter: after,
      unitCostAfter: item.costPrice,
      purchaseCost: move.purchaseCost ?? null,
      createdBy,
      orderId: move.orderId ?? null,
      purchaseOrderId: move.purchaseOrderId ?? null,
    });
  }
  const now = new Date();
  const rows = [...changed].map((id) => {
    const row = items.get(id)!;
    row.status = stockStatus(row.quantity, row.reorderPoint);
    row.updatedAt = now;
    return row;
  });
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
  const movements: MovementRow[] = [];
  for (let i = 0; i < records.length; i += CHUNK)
    movements.push(
      ...(await tx
        .insert(inventoryMovements)
        .values(records.slice(i, i + CHUNK))
        .returning()),
    );
  // Every stock change passes here, so the stock notices (once per episode) follow each one
  // (docs/decisions/1120-notifications-centre.md, docs/decisions/1105-running-out-notice.md).
  if (changed.size && notices) await afterStockChange(tx, userId, [...changed]);
  return {
    items: [...items.values()].sort((a, b) => a.id - b.id),
    movements,
  };
}
