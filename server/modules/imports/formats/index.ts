/**
 * The import format layer: files in, normalised orders, expenses or products out, with no database and no HTTP
 * (docs/decisions/1000-import-formats.md). A caller reads a file with `parseImport` (or `readImportTable`, then
 * `parseTable`), shows `summariseImport` for a dry run, and stores the records.
 */
import type { Readable } from "node:stream";
import type { ColumnMapping, FormatId, ImportRowError, ProductFormatId } from "../../../../shared/contracts/imports";
import { ImportFileError } from "./csv-reader";
import { parseAmazonTransactions } from "./amazon-transactions";
import { parseEtsyOrders } from "./etsy-orders";
import { parseEtsyStatement } from "./etsy-statement";
import { parseGoogleAds } from "./google-ads";
import { parseHustleforgeInventory } from "./hustleforge-inventory";
import { parseMetaAds } from "./meta-ads";
import { parseShopifyPayments } from "./shopify-payments";
import { parseTiktokAds } from "./tiktok-ads";
import { parseMapped } from "./mapped";
import type { ParsedOrders } from "./orders";
import { parseShopifyOrders } from "./shopify-orders";
import { parseShopifyProducts, type ParsedProducts } from "./shopify-products";
import { parseStripeBalance } from "./stripe-balance";
import { readImportTable, type ImportTable, type ReadTableOptions } from "./table";

export { readCsvRows, ImportFileError } from "./csv-reader";
export { detectFormat } from "./detect";
export { readImportTable, type ImportTable, type ReadTableOptions } from "./table";
export { summariseImport } from "./totals";
export type { ParsedOrders, ParsedProducts };

type Common = {
  detected: FormatId | null;
  rows: number;
  /** The file's warnings, then its rows' (a refund matched to no sale): what was read, and how, worth a look. */
  warnings: ImportRowError[];
};
export type OrdersImport = ParsedOrders & Common & { kind: "orders"; format: Exclude<FormatId, ProductFormatId> };
export type ProductsImport = ParsedProducts & Common & { kind: "products"; format: ProductFormatId };
export type ParsedImport = OrdersImport | ProductsImport;

/** Parses a table read as `format`; format `csv` needs the person's mapping. */
export function parseTable(
  format: FormatId,
  table: ImportTable,
  mapping?: ColumnMapping,
): { kind: "orders"; parsed: ParsedOrders } | { kind: "products"; parsed: ParsedProducts } {
  switch (format) {
    case "shopify_products":
      return { kind: "products", parsed: parseShopifyProducts(table) };
    case "hustleforge_inventory":
      return { kind: "products", parsed: parseHustleforgeInventory(table) };
    case "shopify_orders":
      return { kind: "orders", parsed: parseShopifyOrders(table) };
    case "etsy_orders":
      return { kind: "orders", parsed: parseEtsyOrders(table) };
    case "amazon_transactions":
      return { kind: "orders", parsed: parseAmazonTransactions(table) };
    case "stripe_balance":
      return { kind: "orders", parsed: parseStripeBalance(table) };
    case "etsy_statement":
      return { kind: "orders", parsed: parseEtsyStatement(table) };
    case "shopify_payments":
      return { kind: "orders", parsed: parseShopifyPayments(table) };
    case "meta_ads":
      return { kind: "orders", parsed: parseMetaAds(table) };
    case "google_ads":
      return { kind: "orders", parsed: parseGoogleAds(table) };
    case "tiktok_ads":
      return { kind: "orders", parsed: parseTiktokAds(table) };
    case "csv":
      if (!mapping)
        throw new ImportFileError(
          "unknown_format",
          "Choose which of the file's columns hold the date, order ID, product, quantity and unit price",
          table.header,
        );
      return { kind: "orders", parsed: parseMapped(table, mapping) };
  }
}

/**
 * Reads and parses a whole file. The format is the one the person chose (`options.format`), else `csv` when a
 * mapping is given, else the one its header row shows. Throws ImportFileError (see readImportTable); row problems
 * are in the result's `errors`, never thrown.
 */
export async function parseImport(
  input: Readable | Buffer | string,
  options: ReadTableOptions = {},
): Promise<ParsedImport> {
  const { table, format, detected, warnings } = await readImportTable(input, options);
  const result = parseTable(format, table, options.mapping);
  const common = { detected, rows: table.rows.length };
  if (result.kind === "products")
    return { ...result.parsed, ...common, warnings, kind: "products", format: format as ProductFormatId };
  const all = [...warnings, ...result.parsed.warnings];
  return { ...result.parsed, ...common, warnings: all, kind: "orders", format: format as OrdersImport["format"] };
}
