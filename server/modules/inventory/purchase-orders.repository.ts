/**
 * Drizzle queries of purchase orders and their lines (docs/decisions/1102-purchase-orders.md). Knows nothing of
 * HTTP or of the order's states; the service decides (docs/decisions/861-repositories-own-sql.md).
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  inventory,
  purchaseOrderLines,
  purchaseOrders,
  type PurchaseOrderLineRow,
  type PurchaseOrderRow,
} from "../../../shared/schema";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../db/owned-rows";

type NewOrder = typeof purchaseOrders.$inferInsert;
type NewLine = typeof purchaseOrderLines.$inferInsert;
type OrderChanges = Partial<Pick<NewOrder, "supplier" | "expectedDate" | "notes" | "status">> & { ordered?: true };

export function createPurchaseOrdersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The user's newest purchase orders, at most `limit`. */
    list(userId: number, limit: number): Promise<PurchaseOrderRow[]> {
      return db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.userId, userId))
        .orderBy(desc(purchaseOrders.id))
        .limit(limit);
    },

    /** One of the user's purchase orders; `lock` holds its row until the transaction ends. */
    async find(tx: DbOrTx, userId: number, id: number, lock = false): Promise<PurchaseOrderRow | undefined> {
      const query = tx
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.userId, userId)));
      const [row] = lock ? await query.for("update") : await query;
      return row;
    },

    /** The lines of these purchase orders, in the order they were written. */
    linesOf(tx: DbOrTx, orderIds: number[]): Promise<PurchaseOrderLineRow[]> {
      if (!orderIds.length) return Promise.resolve([]);
      return tx
        .select()
        .from(purchaseOrderLines)
        .where(inArray(purchaseOrderLines.purchaseOrderId, orderIds))
        .orderBy(asc(purchaseOrderLines.id));
    },

    /** The names of those of these items the user owns. */
    itemNames(tx: DbOrTx, userId: number, itemIds: number[]): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: inventory.id, name: inventory.productName })
        .from(inventory)
        .where(and(eq(inventory.userId, userId), inArray(inventory.id, itemIds)));
    },

    async insert(tx: DbOrTx, order: NewOrder): Promise<PurchaseOrderRow> {
      const [row] = await tx.insert(purchaseOrders).values(order).returning();
      return row;
    },

    async update(tx: DbOrTx, id: number, { ordered, ...changes }: OrderChanges): Promise<void> {
      await tx
        .update(purchaseOrders)
        .set({ ...changes, ...(ordered ? { orderedAt: sql`now()` } : {}), updatedAt: new Date() })
        .where(eq(purchaseOrders.id, id));
    },

    /** The order's lines become these (a draft's edit). */
    async replaceLines(tx: DbOrTx, orderId: number, lines: NewLine[]): Promise<void> {
      await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId));
      await this.insertLines(tx, lines);
    },

    async insertLines(tx: DbOrTx, lines: NewLine[]): Promise<void> {
      if (lines.length) await tx.insert(purchaseOrderLines).values(lines);
    },

    async setReceived(tx: DbOrTx, lineId: number, received: number): Promise<void> {
      await tx.update(purchaseOrderLines).set({ received }).where(eq(purchaseOrderLines.id, lineId));
    },
  };
}
