/**
 * Inventory and sales API (docs/spec-notes.md; docs/product-rules.md):
 * `GET /api/inventory` -> `{ items }`, `POST /api/inventory` -> 201 `{ item }`, `PATCH /api/inventory/:id` -> `{ item }`,
 * `DELETE /api/inventory/:id` -> 204; `POST /api/inventory/:id/sales` -> 201 `{ sale }`, `GET /api/sales` -> `{ sales, total }`,
 * `DELETE /api/sales/:id` -> 204; CSV export/import. Money travels as two-decimal strings ("8.50").
 */
import { z } from "zod";
import { INVENTORY_CATEGORIES, INVENTORY_STATUSES } from "../domain/inventory";
import { gtinProblem } from "../domain/barcode";
import { calendarDateSchema, moneySchema, moneyTextSchema, quantitySchema, wholeNumberParam } from "./common";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An item's barcode (docs/guide/barcodes.md): spaces and dashes dropped; a 12/13-digit number must carry a
 * correct GTIN check digit; empty clears it; absent leaves it as it is.
 */
export const barcodeSchema = z
  .string({ error: "Barcode must be text" })
  .transform((v) => v.replace(/[\s-]+/g, ""))
  .pipe(
    z
      .string()
      .max(64, "Barcode must be at most 64 characters")
      .regex(/^[\x21-\x7e]*$/, "Barcode may hold letters, digits and symbols, no other characters")
      .superRefine((code, ctx) => {
        const problem = gtinProblem(code);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  )
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

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
  barcode: barcodeSchema,
};

/** POST /api/inventory (a `status` in the body is ignored: the server derives it). */
export const createInventoryItemSchema = z.object({ ...itemFields, quantity: itemFields.quantity.default(0) });
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

const inventoryItemSchema = z.object({
  id: z.number(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  costPrice: moneyTextSchema,
  sellPrice: moneyTextSchema,
  supplier: z.string().nullable(),
  category: z.string().nullable(),
  notes: z.string().nullable(),
  barcode: z.string().nullable(),
  status: z.enum(INVENTORY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** `GET /api/inventory`: every item, newest first. */
export const inventoryListResponseSchema = z.object({ items: z.array(inventoryItemSchema) });
/** `POST /api/inventory` (201) and `PATCH /api/inventory/:id`. */
export const inventoryItemResponseSchema = z.object({ item: inventoryItemSchema });

/** `GET /api/inventory/barcode/:code`. */
export const barcodeParamsSchema = z.object({ code: barcodeSchema.pipe(z.string({ error: "Give a barcode" })) });

/** POST /api/inventory/:id/sales. Sale price defaults to the item's sell price, order date to today. */
export const createSaleSchema = z.object({
  quantity: quantitySchema("Quantity", 1),
  salePrice: moneySchema("Sale price").optional(),
  platform: optionalText("Platform", 64),
  customerLocation: optionalText("Customer location", 120),
  orderDate: calendarDateSchema("Order date").optional(),
});
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

const saleSchema = z.object({
  id: z.number(),
  inventoryId: z.number().nullable(),
  productName: z.string(),
  quantity: z.number(),
  salePrice: moneyTextSchema,
  costPrice: moneyTextSchema,
  profit: moneyTextSchema,
  platform: z.string().nullable(),
  customerLocation: z.string().nullable(),
  orderDate: z.string(),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** `POST /api/inventory/:id/sales` (201): the sale and the item with its stock after it. */
export const saleResponseSchema = z.object({ sale: saleSchema, item: inventoryItemSchema });
/** `GET /api/sales`: one page, newest first, and how many there are. */
export const salesResponseSchema = z.object({
  sales: z.array(saleSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

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
const importRowResultSchema = z.object({
  line: z.number(),
  item: z
    .object({
      productName: z.string(),
      sku: z.string().nullable(),
      quantity: z.number(),
      costPrice: moneyTextSchema,
      sellPrice: moneyTextSchema,
      supplier: z.string().nullable(),
      category: z.enum(INVENTORY_CATEGORIES),
      notes: z.string().nullable(),
    })
    .nullable(),
  errors: z.array(z.string()),
});

/** `POST /api/inventory/import`: 200 for a preview (`?dryRun=true`), 201 once imported. */
export const importResultSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(["hustleforge", "shopify"]),
  rows: z.array(importRowResultSchema),
  valid: z.number(),
  invalid: z.number(),
  imported: z.number(),
  /** Rows whose SKU is already in the inventory: errors, unless the import updates existing items by SKU. */
  existing: z.number(),
  /** Items updated by SKU (updateExisting). */
  updated: z.number(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
