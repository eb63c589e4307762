/**
 * The one way an item's quantity changes (docs/decisions/1100-stock-movement-ledger.md): `moveStock` locks the
 * items, checks the new quantities, writes one movement per change and the items' new quantity, status and (for a
 * receipt) weighted average cost, all in the caller's transaction. Parallel moves of one item queue on its row lock,
 * so each movement's resulting quantity is the quantity the next one starts from.
 */
import { MAX_QUANTITY } from "../../../shared/contracts/common";
import { stockStatus } from "../../../shared/domain/inventory";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import { weightedAverageCents, type MovementKind, type MovementReason } from "../../../shared/domain/stock";
import type { InventoryRow, MovementRow } from "../../../shared/schema";
import type { DbOrTx } from "../../db/owned-rows";
import { NotFoundError } from "../../http/errors";
import { afterStockChange } from "../../notifications";
import { insertMovements, lockItems, writeItemStock, type NewMovement } from "./stock-ledger.repository";

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
  const locked = await lockItems(tx, userId, ids);
  const items = new Map(locked.map((row) => [row.id, { ...row }]));
  const changed = new Set<number>();
  const records: NewMovement[] = [];
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
  await writeItemStock(tx, userId, rows, now);
  const movements = await insertMovements(tx, records);
  // Every stock change passes here, so the stock notices (once per episode) follow each one
  // (docs/decisions/1120-notifications-centre.md, docs/decisions/1105-running-out-notice.md).
  if (changed.size && notices) await afterStockChange(tx, userId, [...changed]);
  return {
    items: [...items.values()].sort((a, b) => a.id - b.id),
    movements,
  };
}
