/**
 * The inventory tracker's own CSV export (productName, sku, quantity, costPrice, sellPrice, supplier, category,
 * notes, status), read back (docs/decisions/1034-inventory-import-through-the-hub.md): each row is checked as the
 * inventory's add form checks a new item, in its words, and creates the item, or updates the one with its SKU.
 * `status` is not read: the stock decides it. The export escapes cells a spreadsheet would run ('=1+1); they are
 * read back as written.
 */
import type { ImportedProduct } from "../../../../shared/contracts/imports";
import { createInventoryItemSchema } from "../../../../shared/contracts/inventory";
import { unescapeFormulas } from "../../../http/csv";
import type { ParsedProducts } from "./shopify-products";
import type { ImportTable } from "./table";
import { normaliseColumn } from "./detect";

/** The export's columns, as `toCsv` writes them (server/modules/inventory/inventory.csv.ts). */
const FIELDS = ["productName", "sku", "quantity", "costPrice", "sellPrice", "supplier", "category", "notes"] as const;

export function parseHustleforgeInventory(table: ImportTable): ParsedProducts {
  const at = new Map<string, number>();
  table.header.forEach((cell, i) => {
    const key = normaliseColumn(cell);
    if (!at.has(key)) at.set(key, i);
  });
  const columns = FIELDS.flatMap((f): [string, number][] => {
    const i = at.get(normaliseColumn(f));
    return i === undefined ? [] : [[f, i]];
  });
  const out: ParsedProducts = { products: [], errors: [], skipped: [] };
  const skus = new Map<string, number>();
  for (const row of table.rows) {
    const fields: Record<string, string> = {};
    for (const [field, i] of columns) fields[field] = unescapeFormulas(row.cells[i] ?? "");
    const result = createInventoryItemSchema.safeParse(fields);
    if (!result.success) {
      for (const issue of result.error.issues)
        out.errors.push({ line: row.line, message: `Line ${row.line}: ${issue.message}` });
      continue;
    }
    const item = result.data;
    if (item.sku) {
      const key = item.sku.trim().toLowerCase();
      const seenAt = skus.get(key);
      if (seenAt !== undefined) {
        out.errors.push({ line: row.line, message: `Line ${row.line}: SKU "${item.sku}" is also on line ${seenAt}` });
        continue;
      }
      skus.set(key, row.line);
    }
    const product: ImportedProduct = {
      line: row.line,
      name: item.productName,
      price: item.sellPrice,
      cost: item.costPrice,
      quantity: item.quantity,
      category: item.category,
    };
    if (item.sku) product.sku = item.sku;
    // A column the file has sets the item's supplier and notes, an empty cell clearing them; one it lacks keeps them.
    if (at.has("supplier")) product.supplier = item.supplier ?? "";
    if (at.has("notes")) product.notes = item.notes ?? "";
    out.products.push(product);
  }
  return out;
}
