/**
 * Inventory and sales API (docs/spec-notes.md; docs/product-rules.md):
 * `GET /api/inventory` -> `{ items }`, `POST /api/inventory` -> 201 `{ item }`, `PATCH /api/inventory/:id` -> `{ item }`,
 * `DELETE /api/inventory/:id` -> 204; `POST /api/inventory/:id/sales` -> 201 `{ sale }`, `GET /api/sales` -> `{ sales, total }`,
 * `DELETE /api/sales/:id` -> 204; CSV export/import. Money travels as two-decimal strings ("8.50").
 */
import { z } from "zod";
import { INVENTORY_CATEGORIES, type InventoryStatus } from "../domain/inventory";
import { calendarDateSchema, moneySchema, quantitySchema, wholeNumberParam } from "./common";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const itemFields = {
  productName: z
    .string({ error: "Product name is required" })
    .trim()
    .min(1, "Product name is required")
    .max(200, "Product name must be at most 200 characters"),
  sku: optionalText("SKU", 100),
  quantity: quantitySchema("Quantity", 0, 0),
  costPrice: moneySchema("Cost price"),
  sellPrice: moneySchema("Sell price"),
  supplier: optionalText("Supplier", 200),
  category: z.enum(INVENTORY_CATEGORIES, { error: "Category is required" }),
  notes: optionalText("Notes", 2000),
};

/** POST /api/inventory (a `status` in the body is ignored: the server derives it). */
export const createInventoryItemSchema = z.object({ ...itemFields, quantity: itemFields.quantity.default(0) });
export type CreateInventoryItemInput = z.input<typeof createInventoryItemSchema>;
export type CreateInventoryItem = z.output<typeof createInventoryItemSchema>;

/** PATCH /api/inventory/:id: any editable field. */
export const updateInventoryItemSchema = z
  .object(itemFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update" });
export type UpdateInventoryItem = z.output<typeof updateInventoryItemSchema>;

/**
 * The stock dialog (`PATCH /api/inventory/:id` with `{ quantity }`), read the specification's way: the text is
 * parsed as an integer ("3.7" → 3); empty or not a number gives null, which changes nothing; any other number
 * must be a whole number from 0 to 100,000 (the quantity bound of every item).
 */
export const stockEditSchema = z.object({
  quantity: z.preprocess((v) => {
    const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    const n = Number.parseInt(text, 10);
    return Number.isNaN(n) ? null : n;
  }, quantitySchema("Quantity", 0).nullable()),
});

export type InventoryItem = {
  id: number;
  productName: string;
  sku: string | null;
  quantity: number;
  costPrice: string;
  sellPrice: string;
  supplier: string | null;
  category: string | null;
  notes: string | null;
  status: InventoryStatus;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/inventory/:id/sales. Sale price defaults to the item's sell price, order date to today. */
export const createSaleSchema = z.object({
  quantity: quantitySchema("Quantity", 1),
  salePrice: moneySchema("Sale price").optional(),
  platform: optionalText("Platform", 64),
  customerLocation: optionalText("Customer location", 120),
  orderDate: calendarDateSchema("Order date").optional(),
});
export type CreateSaleInput = z.input<typeof createSaleSchema>;
export type CreateSale = z.output<typeof createSaleSchema>;

export const SALE_PLATFORMS = [
  "Shopify",
  "Amazon",
  "eBay",
  "Etsy",
  "TikTok Shop",
  "Instagram",
  "Facebook",
  "Website",
  "Other",
] as const;

export type Sale = {
  id: number;
  inventoryId: number | null;
  productName: string;
  quantity: number;
  salePrice: string;
  costPrice: string;
  profit: string;
  platform: string | null;
  customerLocation: string | null;
  orderDate: string;
  createdAt: string;
};

export const salesQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000, "Page must be a whole number from 1 to 1,000,000").default(1),
  pageSize: wholeNumberParam(1, 100, "Page size must be 1 to 100").default(20),
});

export const importQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  /** Rows whose SKU is already in the inventory update that item (re-importing our own export). */
  updateExisting: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

/** One CSV row's outcome in an import preview; `line` is the file's line number (the header is line 1). */
export type ImportRowResult = { line: number; item: CreateInventoryItem | null; errors: string[] };
export type ImportResult = {
  dryRun: boolean;
  format: "hustleforge" | "shopify";
  rows: ImportRowResult[];
  valid: number;
  invalid: number;
  imported: number;
  /** Rows whose SKU is already in the inventory: errors, unless the import updates existing items by SKU. */
  existing: number;
  /** Items updated by SKU (updateExisting). */
  updated: number;
};
