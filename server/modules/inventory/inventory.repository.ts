/** Drizzle queries on inventory and sales; every statement is scoped to the owner (another user's row is absent). */
import { and, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { inventory, sales, type InventoryRow, type SaleRow } from "../../../shared/schema";
import { stockStatus } from "../../../shared/domain/inventory";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export type NewItem = Omit<typeof inventory.$inferInsert, "userId" | "status">;

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
    async insertSale(values: typeof sales.$inferInsert, tx: DbOrTx): Promise<SaleRow> {
      const [row] = await tx.insert(sales).values(values).returning();
      return row;
    },
    async listSales(userId: number, limit: number, offset: number): Promise<{ rows: SaleRow[]; total: number }> {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(sales)
          .where(eq(sales.userId, userId))
          .orderBy(desc(sales.orderDate), desc(sales.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(sales).where(eq(sales.userId, userId)),
      ]);
      return { rows, total: n };
    },
    async allSales(userId: number): Promise<SaleRow[]> {
      return db.select().from(sales).where(eq(sales.userId, userId)).orderBy(desc(sales.orderDate), desc(sales.id));
    },
    async deleteSale(userId: number, id: number, tx: DbOrTx): Promise<SaleRow | undefined> {
      const [row] = await tx
        .delete(sales)
        .where(and(eq(sales.id, id), eq(sales.userId, userId)))
        .returning();
      return row;
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
