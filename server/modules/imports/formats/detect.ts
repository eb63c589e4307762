/**
 * Formats are recognised by their header row, case and spacing ignored (docs/decisions/1000-import-formats.md).
 * Each platform format is known by a few columns its export always has.
 */
import type { FormatId } from "../../../../shared/contracts/imports";

/** "Lineitem  Quantity", "lineitem quantity" and "LINEITEM_QUANTITY" are the same column. */
export function normaliseColumn(cell: string): string {
  return cell
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "");
}

type PlatformFormat = Exclude<FormatId, "csv">;

/**
 * A column whose name varies within a pattern: Meta writes the account's currency into "Amount spent (USD)". `label`
 * is how messages name it; `pattern` is tested against the normalised cell.
 */
export type ColumnPattern = { label: string; pattern: RegExp };
type RequiredColumn = string | ColumnPattern;

/** Meta's "Amount spent (USD)", "Amount Spent (EUR)": the currency is the header's. */
export const META_AMOUNT_SPENT: ColumnPattern = { label: "Amount spent (USD)", pattern: /^amountspent\([a-z]{3}\)$/ };

/** The columns that make a header row one of ours, as the platform writes them. */
export const REQUIRED_COLUMNS: Record<PlatformFormat, readonly RequiredColumn[]> = {
  shopify_orders: [
    "Name",
    "Email",
    "Financial Status",
    "Created at",
    "Lineitem quantity",
    "Lineitem name",
    "Lineitem price",
  ],
  shopify_products: ["Handle", "Title", "Variant SKU", "Variant Price"],
  // The inventory's own export (server/modules/inventory/inventory.csv.ts); sku, supplier, notes and status may go.
  hustleforge_inventory: ["productName", "quantity", "costPrice", "sellPrice", "category"],
  etsy_orders: ["Sale Date", "Order ID", "Transaction ID", "Quantity", "Price", "Currency"],
  amazon_transactions: ["date/time", "type", "order id", "sku", "quantity", "product sales", "total"],
  stripe_balance: ["balance_transaction_id", "created_utc", "reporting_category", "gross", "fee", "currency"],
  etsy_statement: ["Date", "Type", "Title", "Info", "Currency", "Amount", "Fees & Taxes", "Net"],
  shopify_payments: ["Transaction Date", "Type", "Order", "Payout Status", "Amount", "Fee", "Net", "Currency"],
  meta_ads: ["Campaign name", "Day", META_AMOUNT_SPENT],
  google_ads: ["Day", "Campaign", "Currency code", "Cost"],
  tiktok_ads: ["Date", "Campaign name", "Cost", "Currency"],
};

const PLATFORM_FORMATS = Object.keys(REQUIRED_COLUMNS) as PlatformFormat[];

/** The required columns of `format` that `headerCells` lacks, as the platform writes them. */
export function missingColumns(format: PlatformFormat, headerCells: readonly string[]): string[] {
  const cells = headerCells.map(normaliseColumn);
  const present = new Set(cells);
  return REQUIRED_COLUMNS[format]
    .filter((c) => (typeof c === "string" ? !present.has(normaliseColumn(c)) : !cells.some((x) => c.pattern.test(x))))
    .map((c) => (typeof c === "string" ? c : c.label));
}

/** The platform format whose required columns are all in `headerCells`, or null (then the person maps it). */
export function detectFormat(headerCells: readonly string[]): FormatId | null {
  return PLATFORM_FORMATS.find((f) => missingColumns(f, headerCells).length === 0) ?? null;
}
