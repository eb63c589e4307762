/**
 * Shopify's products export: one row per variant, Title and Type on a product's first row (by Handle). Each
 * variant with a `Variant SKU` creates or updates the inventory item with that SKU: its name is the Title plus the
 * variant's option values, `Variant Price` its price, `Cost per item` its cost, `Variant Inventory Qty` its
 * stock. `Type` becomes our category where it names one, else `other`, and `Vendor` the supplier. Rows that only
 * add an image are skipped, and so is a gift card, which is not stock.
 */
import {
  IMPORT_PRODUCT_CATEGORIES,
  type ImportRowError,
  type ImportSkippedRow,
  type ImportedProduct,
} from "../../../../shared/contracts/imports";
import { centsToDecimal } from "../../../../shared/domain/money";
import { cellsOf } from "./orders";
import type { ImportTable } from "./table";
import { RowProblem, amountCents, stockOf } from "./values";

export type ParsedProducts = { products: ImportedProduct[]; errors: ImportRowError[]; skipped: ImportSkippedRow[] };

const OPTIONS = ["Option1 Value", "Option2 Value", "Option3 Value"];

/** Our category for a Shopify product type ("Home", " fashion ") or `other`. */
function categoryOf(type: string): ImportedProduct["category"] {
  const key = type.trim().toLowerCase();
  return IMPORT_PRODUCT_CATEGORIES.find((c) => c === key) ?? "other";
}

export function parseShopifyProducts(table: ImportTable): ParsedProducts {
  const { get } = cellsOf(table.header);
  const out: ParsedProducts = { products: [], errors: [], skipped: [] };
  const products = new Map<string, { title: string; type: string; vendor: string }>();
  const { has } = cellsOf(table.header);
  const skus = new Map<string, number>();
  for (const row of table.rows) {
    try {
      const handle = get(row, "Handle");
      if (!handle) throw new RowProblem("Handle is missing");
      let product = products.get(handle);
      if (!product) {
        product = { title: get(row, "Title"), type: get(row, "Type"), vendor: get(row, "Vendor") };
        products.set(handle, product);
      }
      const options = OPTIONS.map((o) => get(row, o)).filter((v) => v && v !== "Default Title");
      const sku = get(row, "Variant SKU");
      const price = get(row, "Variant Price");
      if (!sku && !price && !options.length) {
        out.skipped.push({ line: row.line, reason: `Only adds an image to ${product.title || handle}` });
        continue;
      }
      if (get(row, "Gift Card").toLowerCase() === "true") {
        out.skipped.push({ line: row.line, reason: `${product.title || handle} is a gift card, which is not stock` });
        continue;
      }
      if (!sku) {
        out.skipped.push({
          line: row.line,
          reason: `${product.title || handle} has no Variant SKU: products are matched to inventory by SKU`,
        });
        continue;
      }
      if (!product.title) throw new RowProblem(`Title is missing on the first row of ${handle}`);
      const seenAt = skus.get(sku);
      if (seenAt !== undefined) throw new RowProblem(`SKU ${sku} is also on line ${seenAt}`);
      const item: ImportedProduct = {
        line: row.line,
        sku,
        name: options.length ? `${product.title} - ${options.join(" / ")}` : product.title,
        price: centsToDecimal(amountCents(price, "Variant Price", { required: true, nonNegative: true })),
        category: categoryOf(product.type),
      };
      const cost = get(row, "Cost per item");
      if (cost) item.cost = centsToDecimal(amountCents(cost, "Cost per item", { nonNegative: true }));
      const quantity = stockOf(get(row, "Variant Inventory Qty"), "Variant Inventory Qty");
      if (quantity !== undefined) item.quantity = quantity;
      if (has("Vendor")) item.supplier = product.vendor;
      skus.set(sku, row.line);
      out.products.push(item);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      out.errors.push({ line: row.line, message: `Line ${row.line}: ${err.message}` });
    }
  }
  return out;
}
