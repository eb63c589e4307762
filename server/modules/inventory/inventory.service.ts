/**
 * Inventory and sales rules: ownership (another user's row is a 404 in the query), the status derived from the
 * quantity, unique SKUs, the 5,000-item limit, stock taken and put back in the same transaction as the sale.
 * A CSV file is imported through the imports hub (docs/decisions/1034-inventory-import-through-the-hub.md).
 */
import { MAX_INVENTORY_ITEMS, stockStatus } from "../../../shared/domain/inventory";
import { MAX_QUANTITY } from "../../../shared/contracts/common";
import {
  type CreateInventoryItem,
  type CreateSale,
  type UpdateInventoryItem,
} from "../../../shared/contracts/inventory";
import type { InventoryListQuery, Supply, Valuation } from "../../../shared/contracts/inventory";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import {
  LONG_WINDOW_DAYS,
  MIN_SALES_IN_SHORT_WINDOW,
  SHORT_WINDOW_DAYS,
  dailyRate,
  daysOfSupply,
  runOutDate,
  suggestedQuantity,
  type MovementReason,
  type RecentSales,
} from "../../../shared/domain/stock";
import type { InventoryRow } from "../../../shared/schema";
import { ConflictError, NotFoundError } from "../../http/errors";
import { valueOrderLines } from "../../orders/valuation";
import { restockItems } from "../../orders/restock";
import { afterStockChange } from "../../notifications";
import type { InventoryRepository } from "./inventory.repository";
import { ITEM_NOT_FOUND, StockOutOfRange, moveStock } from "./stock-ledger";
const LIMIT_MESSAGE = `You can keep at most ${MAX_INVENTORY_ITEMS.toLocaleString("en-US")} products in your inventory.`;
const skuTaken = (sku: string) => `A product with SKU "${sku}" is already in your inventory. Use a different SKU.`;

function isBarcodeConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  return c?.constraint === "inventory_user_barcode_idx";
}
/** A barcode another item of the person carries: 409. */
const barcodeTaken = (code: string) =>
  new ConflictError(`Another product in your inventory has the barcode ${code}. Use a different barcode.`);

function isSkuConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : undefined;
  return Boolean(c && (c.constraint === undefined || c.constraint === "inventory_user_sku_idx"));
}

const NO_SALES: RecentSales = { units30: 0, sales30: 0, units90: 0 };

/** Days of supply and the run-out date of `quantity` at the rate of `sold` (shared/domain/stock.ts). */
function supplyOf(quantity: number, sold: RecentSales, today: Date): Supply {
  const rate = dailyRate(sold);
  const days = daysOfSupply(quantity, rate);
  return {
    dailyRate: Math.round(rate * 1000) / 1000,
    daysOfSupply: days,
    runOutDate: runOutDate(days, today),
    windowDays: sold.sales30 >= MIN_SALES_IN_SHORT_WINDOW ? SHORT_WINDOW_DAYS : LONG_WINDOW_DAYS,
  };
}

/** The end of a calendar month (UTC): the first moment of the next one. */
function endOfMonth(month: string): Date {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 1));
}

export function createInventoryService(repo: InventoryRepository, now: () => Date = () => new Date()) {
  const { db } = repo;
  return {
    list: (userId: number) => repo.list(userId),
    page: (userId: number, query: InventoryListQuery) => repo.page(userId, query),
    /** The tiles; low stock counts the items the reorder list shows (the one restock rule). */
    async summary(userId: number) {
      const [tiles, restock] = await Promise.all([repo.summary(userId), restockItems(db, userId, now())]);
      return { ...tiles, lowStock: restock.length };
    },

    /** The item with its days of supply. */
    async detail(userId: number, id: number): Promise<{ item: InventoryRow; supply: Supply }> {
      const item = await repo.find(userId, id);
      if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
      const today = now();
      const sold = (await repo.recentSales(userId, today, [id])).get(id) ?? NO_SALES;
      return { item, supply: supplyOf(item.quantity, sold, today) };
    },

    async movements(userId: number, id: number) {
      if (!(await repo.find(userId, id))) throw new NotFoundError(ITEM_NOT_FOUND);
      return repo.movements(userId, id);
    },

    async purchasePrices(userId: number, id: number) {
      if (!(await repo.find(userId, id))) throw new NotFoundError(ITEM_NOT_FOUND);
      return repo.purchasePrices(userId, id);
    },

    /** A counted, damaged, lost or gifted change of stock; below 0 or above the largest quantity is a 409. */
    async adjust(userId: number, id: number, change: number, reason: MovementReason) {
      return db.transaction(async (tx) => {
        try {
          const { items, movements } = await moveStock(tx, userId, [
            { itemId: id, kind: "adjustment", reason, change },
          ]);
          return { item: items[0], movement: movements[0] };
        } catch (err) {
          if (!(err instanceof StockOutOfRange)) throw err;
          throw new ConflictError(
            err.wanted < 0
              ? `Only ${err.item.quantity} of "${err.item.productName}" in stock: you cannot take off ${-change}.`
              : `The stock of "${err.item.productName}" cannot go above ${MAX_QUANTITY.toLocaleString("en-US")}.`,
          );
        }
      });
    },

    /**
     * The items to reorder (the one restock rule, server/orders/restock.ts: low or running out), each with its days
     * of supply and suggested quantity, grouped by preferred supplier (those without one last).
     */
    async reorder(userId: number) {
      const today = now();
      const out = (await restockItems(db, userId, today)).map((r) => ({
        item: r.item,
        supplier: r.item.preferredSupplier,
        dailyRate: Math.round(r.rate * 1000) / 1000,
        daysOfSupply: r.daysOfSupply,
        runOutDate: runOutDate(r.daysOfSupply, today),
        suggestedQuantity: suggestedQuantity(r.item.quantity, r.rate, r.item),
      }));
      const key = (s: string | null) => (s === null ? "\uffff" : s.toLowerCase());
      return out.sort(
        (a, b) =>
          key(a.supplier).localeCompare(key(b.supplier)) ||
          (a.daysOfSupply ?? Infinity) - (b.daysOfSupply ?? Infinity) ||
          a.item.id - b.item.id,
      );
    },

    /** Stock value at cost and at price by category, now or at the end of `month` (from the ledger). */
    async valuation(userId: number, month?: string): Promise<Valuation> {
      const at = month ? endOfMonth(month) : now();
      const rows = await repo.valuation(userId, month ? at : undefined);
      let units = 0;
      let cost = 0;
      let price = 0;
      for (const r of rows) {
        units += Number(r.units);
        cost += parseCents(r.atCost) ?? 0;
        price += parseCents(r.atPrice) ?? 0;
      }
      return {
        at: at.toISOString(),
        units,
        atCost: centsToDecimal(cost),
        atPrice: centsToDecimal(price),
        byCategory: rows.map((r) => ({
          category: r.category,
          units: Number(r.units),
          atCost: r.atCost,
          atPrice: r.atPrice,
        })),
      };
    },

    /** The item, or a 404 when it is not the user's. */
    async get(userId: number, id: number): Promise<InventoryRow> {
      const row = await repo.find(userId, id);
      if (!row) throw new NotFoundError(ITEM_NOT_FOUND);
      return row;
    },

    /** Creates the item empty, then its opening stock is its first movement (an adjustment, counted). */
    async create(userId: number, input: CreateInventoryItem): Promise<InventoryRow> {
      try {
        const created = await db.transaction(async (tx) => {
          await repo.lockUser(userId, tx);
          if ((await repo.countItems(userId, tx)) >= MAX_INVENTORY_ITEMS) throw new ConflictError(LIMIT_MESSAGE);
          const [row] = await repo.insertMany(userId, [input], tx);
          const { items } = await moveStock(tx, userId, [
            { itemId: row.id, kind: "adjustment", reason: "counted", to: input.quantity, keepZero: true },
          ]);
          return items[0];
        });
        // Sold lines of this SKU that had no cost take this one (docs/product-rules.md#one-table-for-every-sale).
        if (created.sku) await valueOrderLines(db, userId);
        return created;
      } catch (err) {
        if (isBarcodeConflict(err)) throw barcodeTaken(input.barcode ?? "");
        if (isSkuConflict(err)) throw new ConflictError(skuTaken(input.sku ?? ""));
        throw err;
      }
    },

    /** Edits the item; a new quantity is a counted adjustment in the ledger. */
    async update(userId: number, id: number, patch: UpdateInventoryItem): Promise<InventoryRow> {
      // One of a reorder quantity and cover days: setting one clears the other.
      const settings = {
        ...patch,
        ...(patch.reorderQuantity != null ? { coverDays: null } : {}),
        ...(patch.coverDays != null ? { reorderQuantity: null } : {}),
      };
      try {
        const row = await db.transaction(async (tx) => {
          const edited = await repo.update(userId, id, settings, tx);
          if (!edited) return edited;
          if (patch.quantity === undefined) {
            // A new reorder point moves the item's low-stock line: its status and its stock notices follow.
            if (patch.reorderPoint === undefined && patch.leadTimeDays === undefined) return edited;
            const status = stockStatus(edited.quantity, edited.reorderPoint);
            const row = status === edited.status ? edited : await repo.setStatus(userId, id, status, tx);
            await afterStockChange(tx, userId, [id]);
            return row;
          }
          const { items } = await moveStock(tx, userId, [
            { itemId: id, kind: "adjustment", reason: "counted", to: patch.quantity },
          ]);
          return items[0];
        });
        if (!row) throw new NotFoundError(ITEM_NOT_FOUND);
        if (row.sku) await valueOrderLines(db, userId);
        return row;
      } catch (err) {
        if (isBarcodeConflict(err)) throw barcodeTaken(patch.barcode ?? "");
        if (isSkuConflict(err)) throw new ConflictError(skuTaken(patch.sku ?? ""));
        throw err;
      }
    },

    /** The person's item with this barcode; 404 when none has it. */
    async byBarcode(userId: number, code: string): Promise<InventoryRow> {
      const row = await repo.findByBarcode(userId, code);
      if (!row) throw new NotFoundError(`No product in your inventory has the barcode ${code}`);
      return row;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new NotFoundError(ITEM_NOT_FOUND);
    },

    /**
     * Records a typed-in sale: its stock leaves through the ledger (a `sale` movement linked to the order the
     * sale becomes), all in one transaction; selling more than is there is a 409 with nothing written.
     */
    async sell(userId: number, id: number, input: CreateSale) {
      return db.transaction(async (tx) => {
        let moved;
        try {
          moved = await moveStock(tx, userId, [{ itemId: id, kind: "sale", change: -input.quantity }], userId, {
            notices: false,
          });
        } catch (err) {
          if (!(err instanceof StockOutOfRange)) throw err;
          throw new ConflictError(
            `Only ${err.item.quantity} of "${err.item.productName}" in stock: you cannot sell ${input.quantity}.`,
          );
        }
        const item = moved.items[0];
        const sale = await repo.insertSale(
          {
            userId,
            inventoryId: item.id,
            sku: item.sku,
            productName: item.productName,
            quantity: input.quantity,
            salePrice: input.salePrice ?? item.sellPrice,
            costPrice: item.costPrice,
            platform: input.platform,
            customerLocation: input.customerLocation,
            ...(input.orderDate ? { orderDate: new Date(input.orderDate) } : {}),
          },
          tx,
        );
        await repo.linkMovementToOrder(moved.movements[0].id, sale.id, tx);
        // The notices once the sale counts in the item's rate (docs/decisions/1105-running-out-notice.md).
        await afterStockChange(tx, userId, [item.id]);
        return { sale, item };
      });
    },

    listSales: (userId: number, page: number, pageSize: number) =>
      repo.listSales(userId, pageSize, (page - 1) * pageSize),
    allSales: (userId: number) => repo.allSales(userId),

    /**
     * Deletes a sale and puts its quantity back on the item (when the item still exists). Stock above the
     * largest quantity is refused (409) with nothing changed, so the stock and its value stay within bounds.
     */
    async deleteSale(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const sale = await repo.deleteSale(userId, id, tx);
        if (!sale) throw new NotFoundError("Sale not found");
        if (!sale.inventoryId || !(await repo.find(userId, sale.inventoryId, tx))) return;
        try {
          await moveStock(tx, userId, [{ itemId: sale.inventoryId, kind: "refund_restock", change: sale.quantity }]);
        } catch (err) {
          if (!(err instanceof StockOutOfRange)) throw err;
          throw new ConflictError(
            `Deleting this sale would put ${sale.quantity.toLocaleString("en-US")} back on "${err.item.productName}" and take its stock above ${MAX_QUANTITY.toLocaleString("en-US")}. Lower the stock first, then delete the sale.`,
          );
        }
      });
    },
  };
}
