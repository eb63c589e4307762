/**
 * Drizzle queries on inventory and sales; every statement is scoped to the owner (another user's row is absent).
 * A sale typed in the tracker is an order of source `manual` with one line
 * (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1010-sales-become-orders.md).
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import {
  inventory,
  inventoryMovements,
  orderLines,
  orders,
  purchaseOrders,
  type InventoryRow,
  type MovementRow,
} from "../../../shared/schema";
import { stockStatus } from "../../../shared/domain/inventory";
import type { RecentSales } from "../../../shared/domain/stock";
import type { InventoryListQuery, InventorySort } from "../../../shared/contracts/inventory";
import type { Db } from "../../db/client";
import { applyOrderTotals } from "../../orders/rollup";
import { recentSalesQuery } from "../../orders/item-sales";
import { homeCurrency } from "../../orders/home-orders";
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
/** What each sort of the list orders by (docs/guide/inventory.md#the-list). */
const SORT_COLUMNS: Record<InventorySort, SQL | typeof inventory.id | typeof inventory.productName> = {
  productName: sql`lower(${inventory.productName})`,
  sku: sql`lower(${inventory.sku})`,
  quantity: sql`${inventory.quantity}`,
  costPrice: sql`${inventory.costPrice}`,
  sellPrice: sql`${inventory.sellPrice}`,
  margin: sql`case when ${inventory.sellPrice} = 0 then 0 else (${inventory.sellPrice} - ${inventory.costPrice}) / ${inventory.sellPrice} end`,
  status: sql`${inventory.status}`,
  category: sql`${inventory.category}`,
  supplier: sql`lower(${inventory.supplier})`,
  createdAt: inventory.id,
};

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \\ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const manualOf = (userId: number) => and(eq(orders.userId, userId), eq(orders.source, "manual"));

export function createInventoryRepository(db: Db) {
  return {
    db,
    async list(userId: number): Promise<InventoryRow[]> {
      return db.select().from(inventory).where(eq(inventory.userId, userId)).orderBy(desc(inventory.id));
    },
    /**
     * One page of the items that match, sorted on the server, and how many match: one statement (the count is a
     * window over the matching rows); only a page past the last asks for the count on its own.
     */
    async page(userId: number, query: InventoryListQuery): Promise<{ rows: InventoryRow[]; total: number }> {
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        eq(inventory.userId, userId),
        pattern ? or(ilike(inventory.productName, pattern), ilike(inventory.sku, pattern)) : undefined,
        query.status ? eq(inventory.status, query.status) : undefined,
        query.category ? eq(inventory.category, query.category) : undefined,
      );
      const descending = query.sort.startsWith("-");
      const column = SORT_COLUMNS[query.sort.replace(/^-/, "") as InventorySort];
      const found = await db
        .select({ item: inventory, total: sql<number>`(count(*) over ())::int` })
        .from(inventory)
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), descending ? desc(inventory.id) : asc(inventory.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      if (found.length) return { rows: found.map((r) => r.item), total: found[0].total };
      const [{ n }] = await db.select({ n: count() }).from(inventory).where(where);
      return { rows: [], total: n };
    },
    /** The tiles over every item: units, value at sell price and products (low stock: the service, one rule). */
    async summary(userId: number) {
      const [row] = await db
        .select({
          totalItems: sql<number>`coalesce(sum(${inventory.quantity}), 0)::float8`,
          totalValue: sql<string>`coalesce(sum(${inventory.quantity} * ${inventory.sellPrice}), 0)::numeric(16, 2)::text`,
          products: sql<number>`count(*)::int`,
        })
        .from(inventory)
        .where(eq(inventory.userId, userId));
      return row;
    },
    /** Per item, units and sales in the last 30 and 90 days (only `itemIds` when given). */
    async recentSales(userId: number, now: Date, itemIds?: readonly number[]): Promise<Map<number, RecentSales>> {
      const rows = await recentSalesQuery(db, userId, now, itemIds);
      return new Map(rows.map((r) => [r.itemId, r]));
    },
    /** An item's movements, oldest first. */
    async movements(userId: number, itemId: number): Promise<MovementRow[]> {
      return db
        .select()
        .from(inventoryMovements)
        .where(and(eq(inventoryMovements.userId, userId), eq(inventoryMovements.itemId, itemId)))
        .orderBy(asc(inventoryMovements.createdAt), asc(inventoryMovements.id));
    },
    /** What the item's received units cost, newest first (receipts of purchase orders). */
    async purchasePrices(userId: number, itemId: number) {
      return db
        .select({
          supplier: sql<string>`coalesce(${purchaseOrders.supplier}, '')`,
          date: inventoryMovements.createdAt,
          unitCost: sql<string>`${inventoryMovements.purchaseCost}`,
          quantity: inventoryMovements.change,
          purchaseOrderId: inventoryMovements.purchaseOrderId,
        })
        .from(inventoryMovements)
        .leftJoin(purchaseOrders, eq(purchaseOrders.id, inventoryMovements.purchaseOrderId))
        .where(
          and(
            eq(inventoryMovements.userId, userId),
            eq(inventoryMovements.itemId, itemId),
            eq(inventoryMovements.kind, "receipt"),
            isNotNull(inventoryMovements.purchaseCost),
          ),
        )
        .orderBy(desc(inventoryMovements.createdAt), desc(inventoryMovements.id));
    },
    /**
     * Stock by category: units, value at cost and at the current sell price. Now from the items; at a past moment
     * from each item's last movement before it (its quantity and cost then).
     */
    async valuation(userId: number, before?: Date) {
      if (!before)
        return db
          .select({
            category: sql<string>`coalesce(${inventory.category}, 'other')`,
            units: sql<number>`coalesce(sum(${inventory.quantity}), 0)::float8`,
            atCost: sql<string>`coalesce(sum(${inventory.quantity} * ${inventory.costPrice}), 0)::numeric(16, 2)::text`,
            atPrice: sql<string>`coalesce(sum(${inventory.quantity} * ${inventory.sellPrice}), 0)::numeric(16, 2)::text`,
          })
          .from(inventory)
          .where(eq(inventory.userId, userId))
          .groupBy(sql`1`)
          .orderBy(sql`1`);
      const result = await db.execute<{ category: string; units: number; atCost: string; atPrice: string }>(sql`
        select coalesce(i.category, 'other') as "category",
               coalesce(sum(m.quantity_after), 0)::float8 as "units",
               coalesce(sum(m.quantity_after * m.unit_cost_after), 0)::numeric(16, 2)::text as "atCost",
               coalesce(sum(m.quantity_after * i.sell_price), 0)::numeric(16, 2)::text as "atPrice"
          from inventory i
          join lateral (
                select quantity_after, unit_cost_after from inventory_movements m
                 where m.item_id = i.id and m.created_at < ${before}
                 order by m.created_at desc, m.id desc limit 1) m on true
         where i.user_id = ${userId}
         group by 1 order by 1`);
      return result.rows;
    },
    /** Links a sale's movement to the order it became. */
    async linkMovementToOrder(movementId: number, orderId: number, tx: DbOrTx): Promise<void> {
      await tx.update(inventoryMovements).set({ orderId }).where(eq(inventoryMovements.id, movementId));
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
    async idsBySku(userId: number, skus: string[], tx: DbOrTx = db): Promise<number[]> {
      if (!skus.length) return [];
      const rows = await tx
        .select({ id: inventory.id })
        .from(inventory)
        .where(and(eq(inventory.userId, userId), inArray(inventory.sku, skus)));
      return rows.map((r) => r.id);
    },
    /** The person's item with this barcode. */
    async findByBarcode(userId: number, barcode: string): Promise<InventoryRow | undefined> {
      const [row] = await db
        .select()
        .from(inventory)
        .where(and(eq(inventory.userId, userId), eq(inventory.barcode, barcode)))
        .limit(1);
      return row;
    },
    async insertMany(userId: number, items: NewItem[], tx: DbOrTx = db): Promise<InventoryRow[]> {
      const out: InventoryRow[] = [];
      // 13 parameters a row; PostgreSQL takes at most 65,535 per statement. Items start empty: their stock
      // arrives through the ledger (stock-ledger.ts).
      for (let i = 0; i < items.length; i += 1000) {
        const chunk = items.slice(i, i + 1000).map((it) => ({ ...it, quantity: 0, userId, status: stockStatus(0) }));
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
      // The quantity changes only through the ledger (stock-ledger.ts).
      const { quantity: _quantity, ...rest } = patch;
      const set: Partial<typeof inventory.$inferInsert> = { ...rest, updatedAt: new Date() };
      const [row] = await tx
        .update(inventory)
        .set(set)
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .returning();
      return row;
    },
    /** Sets the status derived from the quantity and the low-stock line (shared/domain/inventory.ts). */
    async setStatus(userId: number, id: number, status: InventoryRow["status"], tx: DbOrTx = db) {
      const [row] = await tx
        .update(inventory)
        .set({ status })
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .returning();
      return row;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(inventory)
        .where(and(eq(inventory.id, id), eq(inventory.userId, userId)))
        .returning({ id: inventory.id });
      return rows.length > 0;
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
          // The one rule every reader of orders uses: the P&L setting, else the business profile's, else USD.
          currency: homeCurrency(values.userId),
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
