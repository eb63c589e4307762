/**
 * Sample exports of one small shop (candles, mugs, prints and a tote, sold on Shopify, Etsy and Amazon, with
 * workshops paid through Stripe and a craft fair kept in a spreadsheet), written by us from each platform's
 * documented columns, for 'Try it with sample files'. The shared SKUs let the products file value every sale.
 * The files are read from the project folder at run time (docs/decisions/1000-import-formats.md).
 */
import fs from "node:fs/promises";
import path from "node:path";
import {
  columnMappingSchema,
  type ColumnMapping,
  type ColumnMappingInput,
  type FormatId,
} from "../../../../shared/contracts/imports";
import { PROJECT_ROOT } from "../../../root";

export type SampleFile = { format: FormatId; fileName: string; path: string; mapping?: ColumnMappingInput };

const FOLDER = path.join(PROJECT_ROOT, "server/modules/imports/samples");
const sample = (format: FormatId, fileName: string, mapping?: ColumnMappingInput): SampleFile => ({
  format,
  fileName,
  path: path.join(FOLDER, fileName),
  ...(mapping ? { mapping } : {}),
});

/** Products first, so the orders that follow find the costs of their SKUs; statements and ad reports last. */
export const SAMPLE_FILES: readonly SampleFile[] = [
  sample("shopify_products", "shopify-products.csv"),
  sample("shopify_orders", "shopify-orders.csv"),
  sample("etsy_orders", "etsy-sold-order-items.csv"),
  sample("amazon_transactions", "amazon-date-range-transactions.csv"),
  sample("stripe_balance", "stripe-itemized-balance-change.csv"),
  sample("csv", "craft-fair-sales.csv", {
    date: "Date",
    dateFormat: "MM/DD/YYYY",
    orderId: "Receipt #",
    product: "Item",
    sku: "Item code",
    quantity: "Qty",
    unitPrice: "Price each",
    fees: "Card fee",
    customer: "Customer email",
    defaultCurrency: "USD",
  }),
  // After the orders, so their fees and refunds find them (docs/decisions/1050-statement-costs-beside-orders.md).
  sample("etsy_statement", "etsy-statement-january.csv"),
  sample("shopify_payments", "shopify-payments-transactions.csv"),
  sample("meta_ads", "meta-ads-by-day.csv"),
  sample("google_ads", "google-ads-campaign-report.csv"),
  sample("tiktok_ads", "tiktok-ads-by-day.csv"),
];

/** The sample files' bytes with their format and mapping, in SAMPLE_FILES' order (products first). */
export async function readSampleFiles(): Promise<
  { fileName: string; content: Buffer; format: FormatId; mapping?: ColumnMapping }[]
> {
  return Promise.all(
    SAMPLE_FILES.map(async (sample) => ({
      fileName: sample.fileName,
      content: await fs.readFile(sample.path),
      format: sample.format,
      ...(sample.mapping ? { mapping: columnMappingSchema.parse(sample.mapping) } : {}),
    })),
  );
}
