/**
 * Drizzle queries on inventory and sales; every statement is scoped to the owner (another user's row is absent).
 * A sale typed in the tracker is an order of source `manual` with one line
 * (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1010-sales-become-orders.md).
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { financeSettings, inventory, orderLines, orders, type InventoryRow } from "../../../shared/schema";
import { stockStatus } from "../../../shared/domain/inventory";
import type { Db } from "../../db/client";
import { applyOrderTotals } from "../../orders/rollup";
import type { DbOrTx } from "../../ai/generations.repository";

export type NewItem = Omit<typeof inventory.$inferInsert, "userId" | "status">;

/** A typed-in sale as the tracker shows it: its order's id, and its one line's figures. */
export type SaleRow = {
  id: number;
  inventoryId: number | null;
  productName: string;
  quantity: number;
  salePrice: string;
  costPrice: string;
  profit: string;
  platform: string | null;
  customerLocation: string | null;
  orderDate: Date;
  createdAt: Date;
};
export type NewSale = {
  userId: number;
  inventoryId: number;
  sku: string | null;
  productName: string;
  quantity: number;
  salePrice: string;
  costPrice: string;
  platform?: string | null;
  customerLocation?: string | null;
  orderDate?: Date;
};

/** The columns of a sale, from a manual order joined to its line. */
const saleColumns = {
  id: orders.id,
  inventoryId: orderLines.inventoryId,
  productName: orderLines.name,
  quantity: orderLines.quantity,
  salePrice: orderLines.unitPrice,
  costPrice: sql<string>`coalesce(${orderLines.unitCost}, 0)::numeric(12, 2)::text`,
  profit: sql<string>`round((${orderLines.unitPrice} - coalesce(${orderLines.unitCost}, 0)) * ${orderLines.quantity}, 2)::text`,
  platform: orders.channel,
  customerLocation: orders.customerLocation,
  orderDate: orders.orderedAt,
  createdAt: orders.createdAt,
};
const manualOf = (userId: number) => and(eq(orders.userId, userId), eq(orders.source, "manual"));

export function createInventoryRepository(db: Db) {
  return {
    db,
    async list(userId: number): Promise<InventoryRow[]> {
      return db.select().from(inventory).where(eq(inventory.userId, userId)).orderBy(desc(inventory.id));
    },
    async find(userId: number, id: number, tx: DbOrTx = db): Promise<InventoryRow | undefined> {
      const [row] = await tx
        .select()
        .from(inventory)
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .limit(1);
      return row;
    },
    /** Serialises one user's row-adding writes so the item limit holds under parallel requests. */
    async lockUser(userId: number, tx: DbOrTx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('inventory'), ${userId})`);
    },
    async countItems(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(inventory).where(eq(inventory.userId, userId));
      return row.n;
    },
    async skusTaken(userId: number, skus: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (!skus.length) return new Set();
      const rows = await tx
        .select({ sku: inventory.sku })
        .from(inventory)
        .where(and(eq(inventory.userId, userId), inArray(inventory.sku, skus)));
      return new Set(rows.map((r) => r.sku!));
    },
    async insertMany(userId: number, items: NewItem[], tx: DbOrTx = db): Promise<InventoryRow[]> {
      const out: InventoryRow[] = [];
      // 13 parameters a row; PostgreSQL takes at most 65,535 per statement.
      for (let i = 0; i < items.length; i += 1000) {
        const chunk = items.slice(i, i + 1000).map((it) => ({ ...it, userId, status: stockStatus(it.quantity ?? 0) }));
        out.push(...(await tx.insert(inventory).values(chunk).returning()));
      }
      return out;
    },
    async update(
      userId: number,
      id: number,
      patch: Partial<NewItem>,
      tx: DbOrTx = db,
    ): Promise<InventoryRow | undefined> {
      const set: Partial<typeof inventory.$inferInsert> = { ...patch, updatedAt: new Date() };
      if (patch.quantity !== undefined) set.status = stockStatus(patch.quantity);
      const [row] = await tx
        .update(inventory)
        .set(set)
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .returning();
      return row;
    },
    /** Updates the item with `item.sku` from an imported row (its status from the quantity). */
    async updateBySku(userId: number, item: NewItem & { sku: string }, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(inventory)
        .set({ ...item, status: stockStatus(item.quantity ?? 0), updatedAt: new Date() })
        .where(and(eq(inventory.userId, userId), eq(inventory.sku, item.sku)));
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(inventory)
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .returning({ id: inventory.id });
      return rows.length > 0;
    },
    /** Takes `quantity` off the stock only if that much is there; undefined when it is not (or not the user's). */
    async takeStock(userId: number, id: number, quantity: number, tx: DbOrTx): Promise<InventoryRow | undefined> {
      const [row] = await tx
        .update(inventory)
        .set({ quantity: sql`${inventory.quantity} - ${quantity}`, updatedAt: new Date() })
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId), gte(inventory.quantity, quantity)))
        .returning();
      if (!row) return undefined;
      return this.setStatus(row, tx);
    },
    /**
     * Adds `quantity` back to the stock only if the result stays at or below `max`; the updated row, or
     * undefined when nothing was added (the item is gone, or it holds too many already).
     */
    async putStockBack(
      userId: number,
      id: number,
      quantity: number,
      max: number,
      tx: DbOrTx,
    ): Promise<InventoryRow | undefined> {
      const [row] = await tx
        .update(inventory)
        .set({ quantity: sql`${inventory.quantity} + ${quantity}`, updatedAt: new Date() })
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId), lte(inventory.quantity, max - quantity)))
        .returning();
      return row ? this.setStatus(row, tx) : undefined;
    },
    /** Status from the row's quantity (the rule lives in shared/domain/inventory.ts). */
    async setStatus(row: InventoryRow, tx: DbOrTx): Promise<InventoryRow> {
      const status = stockStatus(row.quantity);
      if (status === row.status) return row;
      const [updated] = await tx.update(inventory).set({ status }).where(eq(inventory.id, row.id)).returning();
      return updated;
    },
    /** Writes the sale as a manual order in the person's home currency with one valued line. */
    async insertSale(values: NewSale, tx: DbOrTx): Promise<SaleRow> {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: values.userId,
          source: "manual",
          externalId: `manual-${randomUUID()}`,
          ...(values.orderDate ? { orderedAt: values.orderDate } : { orderedAt: sql`now()` }),
          currency: sql`coalesce((select ${financeSettings.homeCurrency} from ${financeSettings} where ${financeSettings.userId} = ${values.userId}), 'USD')`,
          channel: values.platform ?? null,
          customerLocation: values.customerLocation ?? null,
          // Its one line's totals, as the line stores its price and cost (docs/decisions/1014-order-line-totals.md).
          goods: sql`${values.quantity}::int * ${values.salePrice}::numeric(12, 2)`,
          knownCost: sql`${values.quantity}::int * ${values.costPrice}::numeric(12, 2)`,
          units: values.quantity,
          unvaluedLines: 0,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values({
        orderId: order.id,
        userId: values.userId,
        sku: values.sku,
        name: values.productName,
        quantity: values.quantity,
        unitPrice: values.salePrice,
        unitCost: values.costPrice,
        inventoryId: values.inventoryId,
        valuedAt: sql`now()`,
      });
      // The rollups (docs/decisions/1030-order-rollups.md): one call, wherever the sale is written.
      await applyOrderTotals(tx, values.userId, { orderIds: [order.id] }, 1);
      const [row] = await tx
        .select(saleColumns)
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orders.id, order.id));
      return row;
    },
    async listSales(userId: number, limit: number, offset: number): Promise<{ rows: SaleRow[]; total: number }> {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(saleColumns)
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(manualOf(userId))
          .orderBy(desc(orders.orderedAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(orders).where(manualOf(userId)),
      ]);
      return { rows, total: n };
    },
    async allSales(userId: number): Promise<SaleRow[]> {
      return db
        .select(saleColumns)
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(manualOf(userId))
        .orderBy(desc(orders.orderedAt), desc(orders.id));
    },
    /** Deletes a manual order (its line goes with it); the sale as it was, or undefined when it is not theirs. */
    async deleteSale(userId: number, id: number, tx: DbOrTx): Promise<SaleRow | undefined> {
      const [row] = await tx
        .select(saleColumns)
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.id, id), manualOf(userId)))
        .for("update");
      if (!row) return undefined;
      await applyOrderTotals(tx, userId, { orderIds: [id] }, -1);
      await tx.delete(orders).where(and(eq(orders.id, id), manualOf(userId)));
      return row;
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
