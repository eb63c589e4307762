/**
 * Inventory and sales rules: ownership (another user's row is a 404 in the query), the status derived from the
 * quantity, unique SKUs, the 5,000-item limit, stock taken and put back in the same transaction as the sale,
 * and all-or-nothing CSV imports.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_INVENTORY_ITEMS } from "../../../shared/domain/inventory";
import { MAX_QUANTITY } from "../../../shared/contracts/common";
import {
  createInventoryItemSchema,
  type CreateInventoryItem,
  type CreateSale,
  type ImportResult,
  type UpdateInventoryItem,
} from "../../../shared/contracts/inventory";
import type { InventoryRow } from "../../../shared/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import { valueOrderLines } from "../../orders/valuation";
import { afterStockChange } from "../../notifications";
import { readInventoryCsv } from "./inventory.csv";
import type { InventoryRepository } from "./inventory.repository";

const ITEM_NOT_FOUND = "Inventory item not found";
const LIMIT_MESSAGE = `You can keep at most ${MAX_INVENTORY_ITEMS.toLocaleString("en-US")} products in your inventory.`;
const ROWS_PER_TURN = 100;
/** A problem in an imported row: the field it is in ("" for the row as a whole) and what is wrong. */
type Problem = { field: string; message: string };
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

export function createInventoryService(repo: InventoryRepository) {
  const { db } = repo;
  return {
    list: (userId: number) => repo.list(userId),

    async create(userId: number, input: CreateInventoryItem): Promise<InventoryRow> {
      try {
        const created = await db.transaction(async (tx) => {
          await repo.lockUser(userId, tx);
          if ((await repo.countItems(userId, tx)) >= MAX_INVENTORY_ITEMS) throw new ConflictError(LIMIT_MESSAGE);
          const [row] = await repo.insertMany(userId, [input], tx);
          await afterStockChange(tx, userId, [row.id]);
          return row;
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

    async update(userId: number, id: number, patch: UpdateInventoryItem): Promise<InventoryRow> {
      try {
        const row = await db.transaction(async (tx) => {
          const updated = await repo.update(userId, id, patch, tx);
          if (updated && patch.quantity !== undefined) await afterStockChange(tx, userId, [updated.id]);
          return updated;
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

    /** Records a sale and takes it off the stock atomically; selling more than is there is a 409 with nothing written. */
    async sell(userId: number, id: number, input: CreateSale) {
      return db.transaction(async (tx) => {
        const item = await repo.takeStock(userId, id, input.quantity, tx);
        if (!item) {
          const existing = await repo.find(userId, id, tx);
          if (!existing) throw new NotFoundError(ITEM_NOT_FOUND);
          throw new ConflictError(
            `Only ${existing.quantity} of "${existing.productName}" in stock: you cannot sell ${input.quantity}.`,
          );
        }
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
        if (!sale.inventoryId) return;
        if (await repo.putStockBack(userId, sale.inventoryId, sale.quantity, MAX_QUANTITY, tx)) {
          await afterStockChange(tx, userId, [sale.inventoryId]);
          return;
        }
        const item = await repo.find(userId, sale.inventoryId, tx);
        if (item)
          throw new ConflictError(
            `Deleting this sale would put ${sale.quantity.toLocaleString("en-US")} back on "${item.productName}" and take its stock above ${MAX_QUANTITY.toLocaleString("en-US")}. Lower the stock first, then delete the sale.`,
          );
      });
    },

    /**
     * Validates every row; writes all of them (unless a dry run) only when none has an error. The file is read
     * and checked in short turns (server/http/csv.ts), so other requests are answered meanwhile.
     */
    /** `updateExisting`: a row whose SKU is already in the inventory updates that item instead of being an error. */
    async importCsv(userId: number, file: Buffer, dryRun: boolean, updateExisting = false): Promise<ImportResult> {
      const parsed = await readInventoryCsv(file);
      if (!parsed.records.length) throw new ValidationError("The file has no product rows");

      const rows: { line: number; item: CreateInventoryItem | null; problems: Problem[] }[] = [];
      for (const { line, fields } of parsed.records) {
        if (rows.length % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
        const result = createInventoryItemSchema.safeParse(fields);
        rows.push(
          result.success
            ? { line, item: result.data, problems: [] }
            : {
                line,
                item: null,
                problems: result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
              },
        );
      }
      const seen = new Map<string, number>();
      for (const r of rows) {
        const sku = r.item?.sku;
        if (!sku) continue;
        if (seen.has(sku)) r.problems.push({ field: "sku", message: `SKU "${sku}" is also on line ${seen.get(sku)}` });
        else seen.set(sku, r.line);
      }
      const taken = await repo.skusTaken(userId, [...seen.keys()]);
      const isUpdate = (r: (typeof rows)[number]) => Boolean(r.item?.sku && taken.has(r.item.sku));
      if (!updateExisting)
        for (const r of rows)
          if (r.item?.sku && taken.has(r.item.sku)) r.problems.push({ field: "sku", message: skuTaken(r.item.sku) });
      const existingRows = rows.filter(isUpdate).length;
      const invalid = rows.filter((r) => r.problems.length).length;
      const result: ImportResult = {
        dryRun,
        format: parsed.format,
        rows: rows.map(({ line, item, problems }) => ({ line, item, errors: problems.map((p) => p.message) })),
        valid: rows.length - invalid,
        invalid,
        imported: 0,
        existing: existingRows,
        updated: 0,
      };
      if (invalid) {
        if (dryRun) return result;
        // The usual validation details: one { path, message } per problem, the path naming its line and field.
        throw new ValidationError(
          `Nothing was imported: ${invalid} row${invalid === 1 ? " has" : "s have"} errors (first on line ${rows.find((r) => r.problems.length)!.line}).`,
          rows.flatMap((r) =>
            r.problems.map((p) => ({
              path: p.field ? `line.${r.line}.${p.field}` : `line.${r.line}`,
              message: p.message,
            })),
          ),
        );
      }
      const added = updateExisting ? rows.filter((r) => !isUpdate(r)) : rows;
      const updates = updateExisting ? rows.filter(isUpdate) : [];
      const existing = await repo.countItems(userId);
      if (existing + added.length > MAX_INVENTORY_ITEMS)
        throw new ConflictError(
          `${LIMIT_MESSAGE} You have ${existing.toLocaleString("en-US")}; this file adds ${added.length.toLocaleString("en-US")}.`,
        );
      if (dryRun) return result;
      try {
        await db.transaction(async (tx) => {
          await repo.lockUser(userId, tx);
          if ((await repo.countItems(userId, tx)) + added.length > MAX_INVENTORY_ITEMS)
            throw new ConflictError(LIMIT_MESSAGE);
          const inserted = await repo.insertMany(
            userId,
            added.map((r) => r.item!),
            tx,
          );
          for (const r of updates) if (r.item?.sku) await repo.updateBySku(userId, { ...r.item, sku: r.item.sku }, tx);
          const updatedIds = await repo.idsBySku(
            userId,
            updates.flatMap((r) => (r.item?.sku ? [r.item.sku] : [])),
            tx,
          );
          await afterStockChange(tx, userId, [...inserted.map((i) => i.id), ...updatedIds]);
        });
      } catch (err) {
        if (isSkuConflict(err))
          throw new ConflictError("A SKU in the file was added to your inventory meanwhile; nothing was imported.");
        throw err;
      }
      return { ...result, imported: added.length, updated: updates.length };
    },
  };
}
