/**
 * CSV for inventory and sales with csv-parse / csv-stringify (no hand-written parser). Cells that a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) are written with a leading apostrophe,
 * and an import takes that apostrophe off again, so export -> import gives back the same rows.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises a cell a spreadsheet would execute. */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Reverses escapeFormula on an imported cell. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A CSV document with a header row; null and undefined become empty cells. */
export function toCsv<T extends Record<string, unknown>>(columns: readonly (keyof T & string)[], rows: T[]): string {
  const body = rows.map((r) =>
    columns.map((c) => escapeFormula(r[c] === null || r[c] === undefined ? "" : String(r[c]))),
  );
  return stringify([columns as string[], ...body]);
}

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

export type CsvRecord = { line: number; fields: Record<string, string> };
export type ParsedCsv = { format: "hustleforge" | "shopify"; records: CsvRecord[] };

export class CsvFormatError extends Error {}

/**
 * Parses an uploaded file into records in our field names, each with its line number in the file
 * (the header is line 1). Shopify variant rows take Title, Vendor and Type from their Handle's first row.
 */
export function parseInventoryCsv(text: string): ParsedCsv {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ""), {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof rows;
  } catch (err) {
    throw new CsvFormatError(`The file is not valid CSV: ${(err as Error).message}`);
  }
  if (!rows.length) throw new CsvFormatError("The file is empty");
  const header = rows[0].record.map((h) => h.trim());
  const shopify = header.includes("Title") && header.includes("Variant SKU");
  if (!shopify && !header.includes("productName"))
    throw new CsvFormatError(
      "Unknown columns: use the inventory export's columns (productName, sku, quantity, costPrice, sellPrice, category, ...) or Shopify's product export",
    );
  const mapping: Record<string, string> = shopify
    ? SHOPIFY_COLUMNS
    : Object.fromEntries(INVENTORY_CSV_COLUMNS.map((c) => [c, c]));
  const firstRows = new Map<string, Record<string, string>>();
  const handleAt = header.indexOf("Handle");
  const records = rows.slice(1).map(({ record, info }) => {
    const fields: Record<string, string> = {};
    header.forEach((h, i) => {
      const key = mapping[h];
      if (key) fields[key] = unescapeFormula(record[i] ?? "");
    });
    if (shopify && handleAt >= 0) {
      // Shopify writes Title, Vendor and Type on a product's first row only; its other variant rows leave them blank.
      const handle = record[handleAt] ?? "";
      const first = firstRows.get(handle);
      if (!first) firstRows.set(handle, { ...fields });
      else for (const key of ["productName", "supplier", "category"]) if (!fields[key]) fields[key] = first[key] ?? "";
      fields.category = (fields.category ?? "").toLowerCase();
    }
    // info.lines is where the record ends; a quoted cell may span lines, so count back to where it starts.
    const inner = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - inner, fields };
  });
  return { format: shopify ? "shopify" : "hustleforge", records };
}
