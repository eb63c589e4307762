/**
 * Purchase orders (docs/decisions/1102-purchase-orders.md): draft → ordered → partially_received → received, or
 * cancelled. Receiving adds `receipt` movements through the ledger, which moves each item's cost to the weighted
 * average; order lines already valued keep their cost (server/orders/valuation.ts never rewrites one).
 */
import type {
  CreatePurchaseOrder,
  CreateReceipt,
  PurchaseOrder,
  UpdatePurchaseOrder,
} from "../../../shared/contracts/inventory";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import type { PurchaseOrderStatus } from "../../../shared/domain/stock";
import type { PurchaseOrderLineRow, PurchaseOrderRow } from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../db/owned-rows";
import { createPurchaseOrdersRepository } from "./purchase-orders.repository";
import { ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import { ITEM_NOT_FOUND, StockOutOfRange, moveStock } from "./stock-ledger";

const PO_NOT_FOUND = "Purchase order not found";
/** The most purchase orders one list answers (newest first). */
const LIST_LIMIT = 200;

type Full = PurchaseOrderRow & { lines: PurchaseOrderLineRow[] };

export function presentPurchaseOrder(po: Full): PurchaseOrder {
  const total = po.lines.reduce((sum, l) => sum + l.quantity * (parseCents(l.unitCost) ?? 0), 0);
  return {
    id: po.id,
    supplier: po.supplier,
    status: po.status as PurchaseOrderStatus,
    expectedDate: po.expectedDate,
    notes: po.notes,
    orderedAt: po.orderedAt?.toISOString() ?? null,
    createdAt: po.createdAt.toISOString(),
    updatedAt: po.updatedAt.toISOString(),
    total: centsToDecimal(total),
    lines: po.lines.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      itemName: l.itemName,
      quantity: l.quantity,
      received: l.received,
      unitCost: l.unitCost,
    })),
  };
}

export function createPurchaseOrdersService(db: Db) {
  const repo = createPurchaseOrdersRepository(db);

  async function withLines(rows: PurchaseOrderRow[], tx: DbOrTx = db): Promise<Full[]> {
    const lines = await repo.linesOf(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.purchaseOrderId === r.id) }));
  }

  async function find(userId: number, id: number, tx: DbOrTx = db, lock = false): Promise<Full> {
    const row = await repo.find(tx, userId, id, lock);
    if (!row) throw new NotFoundError(PO_NOT_FOUND);
    return (await withLines([row], tx))[0];
  }

  /** The lines as rows to insert: each item the user's (else 404) and named once. */
  async function lineRows(userId: number, purchaseOrderId: number, lines: CreatePurchaseOrder["lines"], tx: DbOrTx) {
    const ids = lines.map((l) => l.itemId);
    if (new Set(ids).size !== ids.length)
      throw new ValidationError("Each item can be on a purchase order once", [
        { path: "lines", message: "Each item can be on a purchase order once" },
      ]);
    const items = await repo.itemNames(tx, userId, ids);
    const names = new Map(items.map((i) => [i.id, i.name]));
    return lines.map((l) => {
      const itemName = names.get(l.itemId);
      if (itemName === undefined) throw new NotFoundError(ITEM_NOT_FOUND);
      return { purchaseOrderId, userId, itemId: l.itemId, itemName, quantity: l.quantity, unitCost: l.unitCost };
    });
  }

  return {
    async list(userId: number): Promise<Full[]> {
      return withLines(await repo.list(userId, LIST_LIMIT));
    },

    get: (userId: number, id: number) => find(userId, id),

    async create(userId: number, input: CreatePurchaseOrder): Promise<Full> {
      return repo.transaction(async (tx) => {
        const po = await repo.insert(tx, {
          userId,
          supplier: input.supplier,
          expectedDate: input.expectedDate ?? null,
          notes: input.notes,
        });
        await repo.insertLines(tx, await lineRows(userId, po.id, input.lines, tx));
        return find(userId, po.id, tx);
      });
    },

    /** A draft's fields and lines change; the status moves draft → ordered, or to cancelled before it is all in. */
    async update(userId: number, id: number, patch: UpdatePurchaseOrder): Promise<Full> {
      return repo.transaction(async (tx) => {
        const po = await find(userId, id, tx, true);
        const { status, lines, ...fields } = patch;
        const editing = lines !== undefined || Object.values(fields).some((v) => v !== undefined);
        if (editing && po.status !== "draft")
          throw new ConflictError(
            "Only a draft purchase order can be edited; this one is " + po.status.replace("_", " ") + ".",
          );
        if (status === "ordered" && po.status !== "draft")
          throw new ConflictError("Only a draft purchase order can be marked as ordered.");
        if (status === "cancelled" && (po.status === "received" || po.status === "cancelled"))
          throw new ConflictError(`A ${po.status} purchase order cannot be cancelled.`);
        await repo.update(tx, id, {
          ...(fields.supplier !== undefined ? { supplier: fields.supplier } : {}),
          ...(fields.expectedDate !== undefined ? { expectedDate: fields.expectedDate ?? null } : {}),
          ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
          ...(status ? { status } : {}),
          ...(status === "ordered" ? { ordered: true } : {}),
        });
        if (lines !== undefined) await repo.replaceLines(tx, id, await lineRows(userId, id, lines, tx));
        return find(userId, id, tx);
      });
    },

    /**
     * Receives all or part of some lines: each adds a `receipt` movement at the line's unit cost. The order is
     * received once every line is in full, partially received before.
     */
    async receive(userId: number, id: number, input: CreateReceipt): Promise<Full> {
      return repo.transaction(async (tx) => {
        const po = await find(userId, id, tx, true);
        if (po.status !== "ordered" && po.status !== "partially_received")
          throw new ConflictError(
            po.status === "draft"
              ? "Mark the purchase order as ordered before receiving it."
              : `A ${po.status} purchase order cannot receive more.`,
          );
        const byItem = new Map(po.lines.filter((l) => l.itemId !== null).map((l) => [l.itemId!, { ...l }]));
        const moves = input.lines.map((r) => {
          const line = byItem.get(r.itemId);
          if (!line) throw new NotFoundError("That item is not on this purchase order");
          const left = line.quantity - line.received;
          if (r.quantity > left)
            throw new ConflictError(
              `Only ${left} of "${line.itemName}" ${left === 1 ? "is" : "are"} still to come: you cannot receive ${r.quantity}.`,
            );
          line.received += r.quantity;
          return {
            itemId: r.itemId,
            kind: "receipt" as const,
            change: r.quantity,
            purchaseCost: line.unitCost,
            purchaseOrderId: id,
          };
        });
        try {
          await moveStock(tx, userId, moves);
        } catch (err) {
          if (!(err instanceof StockOutOfRange)) throw err;
          throw new ConflictError(
            `Receiving this would take the stock of "${err.item.productName}" above the largest quantity.`,
          );
        }
        for (const line of byItem.values()) await repo.setReceived(tx, line.id, line.received);
        const all = po.lines.every(
          (l) => (l.itemId === null ? l.received : byItem.get(l.itemId)!.received) >= l.quantity,
        );
        await repo.update(tx, id, { status: all ? "received" : "partially_received" });
        return find(userId, id, tx);
      });
    },
  };
}
