/**
 * The inventory and sales CSV columns, and the inventory import's reading of a file: our own export's columns or
 * Shopify's product export. Reading, writing and formula escaping are server/http/csv.ts's.
 */
import { INVENTORY_CATEGORIES, MAX_IMPORT_ROWS } from "../../../shared/domain/inventory";
import { readCsv, unescapeFormulas } from "../../http/csv";
import { ValidationError } from "../../http/errors";

export const INVENTORY_CSV_COLUMNS = [
  "productName",
  "sku",
  "quantity",
  "costPrice",
  "sellPrice",
  "supplier",
  "category",
  "notes",
  "status",
] as const;
export const SALES_CSV_COLUMNS = [
  "orderDate",
  "productName",
  "quantity",
  "salePrice",
  "costPrice",
  "profit",
  "platform",
  "customerLocation",
] as const;

/** Shopify's product export columns we read (and what they become). */
export const SHOPIFY_COLUMNS = {
  Title: "productName",
  "Variant SKU": "sku",
  "Variant Inventory Qty": "quantity",
  "Variant Price": "sellPrice",
  "Cost per item": "costPrice",
  Type: "category",
  Vendor: "supplier",
} as const;

/** Shopify's columns that make a row a variant; a row with none of them only adds an image to its product. */
const SHOPIFY_VARIANT_COLUMNS = ["Variant SKU", "Variant Price", "Option1 Value"];

/** Our category for a Shopify product Type ("Home", "Gift Sets"): the one it names, else `other`. */
const categoryOf = (type: string): string =>
  INVENTORY_CATEGORIES.find((c) => c === type.trim().toLowerCase()) ?? "other";

export type CsvRecord = { line: number; fields: Record<string, string> };
export type ParsedCsv = { format: "hustleforge" | "shopify"; records: CsvRecord[] };

/**
 * Reads an uploaded file into records in our field names, each with its line number in the file (the header is
 * line 1), refusing it (a ValidationError) once it has more than MAX_IMPORT_ROWS rows. Shopify variant rows take
 * Title, Vendor and Type from their Handle's first row.
 */
export async function readInventoryCsv(file: Buffer): Promise<ParsedCsv> {
  let shopify = false;
  // Only the columns we read, as [position in the row, our field name]: a header of a million columns costs once.
  let columns: [number, string][] | null = null;
  let handleAt = -1;
  let variantAt: number[] = [];
  let giftCardAt = -1;
  const firstRows = new Map<string, Record<string, string>>();
  const records: CsvRecord[] = [];
  for await (const { line, cells } of readCsv(file, { maxRows: MAX_IMPORT_ROWS })) {
    if (!columns) {
      shopify = cells.includes("Title") && cells.includes("Variant SKU");
      if (!shopify && !cells.includes("productName"))
        throw new ValidationError(
          "Unknown columns: use the inventory export's columns (productName, sku, quantity, costPrice, sellPrice, category, ...) or Shopify's product export",
        );
      const mapping: Record<string, string> = shopify
        ? SHOPIFY_COLUMNS
        : Object.fromEntries(INVENTORY_CSV_COLUMNS.map((c) => [c, c]));
      columns = cells.flatMap((name, i): [number, string][] =>
        Object.hasOwn(mapping, name) ? [[i, mapping[name]]] : [],
      );
      handleAt = cells.indexOf("Handle");
      variantAt = SHOPIFY_VARIANT_COLUMNS.map((c) => cells.indexOf(c)).filter((i) => i >= 0);
      giftCardAt = cells.indexOf("Gift Card");
      continue;
    }
    // An image row adds a picture to its product; a gift card is not stock.
    if (shopify && variantAt.every((i) => !(cells[i] ?? "").trim())) continue;
    if (shopify && (cells[giftCardAt] ?? "").trim().toLowerCase() === "true") continue;
    const fields: Record<string, string> = {};
    for (const [i, key] of columns) fields[key] = unescapeFormulas(cells[i] ?? "");
    if (shopify && handleAt >= 0) {
      // Shopify writes Title, Vendor and Type on a product's first row only; its other variant rows leave them blank.
      const handle = cells[handleAt] ?? "";
      const first = firstRows.get(handle);
      if (!first) firstRows.set(handle, { ...fields });
      else for (const key of ["productName", "supplier", "category"]) if (!fields[key]) fields[key] = first[key] ?? "";
      fields.category = categoryOf(fields.category ?? "");
    }
    records.push({ line, fields });
  }
  if (!columns) throw new ValidationError("The file is empty");
  return { format: shopify ? "shopify" : "hustleforge", records };
}
