/**
 * Inventory and sales API (docs/spec-notes.md; docs/product-rules.md):
 * `GET /api/inventory` -> `{ items }`, `POST /api/inventory` -> 201 `{ item }`, `PATCH /api/inventory/:id` -> `{ item }`,
 * `DELETE /api/inventory/:id` -> 204; `POST /api/inventory/:id/sales` -> 201 `{ sale }`, `GET /api/sales` -> `{ sales, total }`,
 * `DELETE /api/sales/:id` -> 204; CSV export/import. Money travels as two-decimal strings ("8.50").
 */
import { z } from "zod";
import { INVENTORY_CATEGORIES, INVENTORY_STATUSES } from "../domain/inventory";
import { gtinProblem } from "../domain/barcode";
import { MOVEMENT_KINDS, MOVEMENT_REASONS, PURCHASE_ORDER_STATUSES } from "../domain/stock";
import {
  MAX_QUANTITY,
  calendarDateSchema,
  moneySchema,
  moneyTextSchema,
  quantitySchema,
  wholeNumberParam,
} from "./common";

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

/** A whole number from `min` to `max`, or null (empty) to clear the setting. */
const optionalWhole = (label: string, min: number, max: number) =>
  z.union([z.string(), z.number(), z.null()], { error: `${label} must be a whole number` }).transform((v, ctx) => {
    if (v === null) return null;
    const text = String(v).trim();
    if (text === "") return null;
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      ctx.addIssue({
        code: "custom",
        message: `${label} must be a whole number from ${min} to ${max.toLocaleString("en-US")}`,
      });
      return z.NEVER;
    }
    return Number(text);
  });

/** Reordering settings (docs/guide/inventory.md#reordering): only through PATCH. */
const reorderFields = {
  reorderPoint: optionalWhole("Reorder point", 0, MAX_QUANTITY),
  leadTimeDays: optionalWhole("Lead time", 0, 365),
  preferredSupplier: optionalText("Preferred supplier", 200),
  reorderQuantity: optionalWhole("Reorder quantity", 1, MAX_QUANTITY),
  coverDays: optionalWhole("Cover days", 1, 365),
};

/** PATCH /api/inventory/:id: any editable field. A reorder quantity and cover days exclude each other. */
export const updateInventoryItemSchema = z
  .object({ ...itemFields, ...reorderFields })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update" })
  .refine((v) => !(v.reorderQuantity != null && v.coverDays != null), {
    message: "Give a reorder quantity or cover days, not both",
    path: ["coverDays"],
  });
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
  reorderPoint: z.number().nullable(),
  leadTimeDays: z.number().nullable(),
  preferredSupplier: z.string().nullable(),
  reorderQuantity: z.number().nullable(),
  coverDays: z.number().nullable(),
  /** Created by the sample files, not the person's own stock (docs/decisions/1040-sample-data-marked.md). */
  sample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** The columns the list sorts by; `-` before one sorts it descending. */
export const INVENTORY_SORTS = [
  "productName",
  "sku",
  "quantity",
  "costPrice",
  "sellPrice",
  "margin",
  "status",
  "category",
  "supplier",
  "createdAt",
] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const SORT_VALUES = INVENTORY_SORTS.flatMap((s) => [s, `-${s}`] as const);

/** `GET /api/inventory?page=&pageSize=&q=&sort=&status=&category=`. */
export const inventoryListQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000, "Page must be a whole number from 1 to 1,000,000").default(1),
  pageSize: wholeNumberParam(1, 100, "Page size must be 1 to 100").default(50),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  sort: z
    .enum(SORT_VALUES, { error: `Sort must be one of ${INVENTORY_SORTS.join(", ")} (with - for descending)` })
    .default("-createdAt"),
  status: z.enum(INVENTORY_STATUSES, { error: `Status must be one of ${INVENTORY_STATUSES.join(", ")}` }).optional(),
  category: z
    .enum(INVENTORY_CATEGORIES, { error: `Category must be one of ${INVENTORY_CATEGORIES.join(", ")}` })
    .optional(),
});
export type InventoryListQuery = z.output<typeof inventoryListQuerySchema>;

/** `GET /api/inventory`: one page of the items that match, and how many match. */
export const inventoryListResponseSchema = z.object({ items: z.array(inventoryItemSchema), total: z.number() });

/** `GET /api/inventory/summary`: the tiles, over every item. */
export const inventorySummaryResponseSchema = z.object({
  summary: z.object({
    totalItems: z.number(),
    totalValue: moneyTextSchema,
    lowStock: z.number(),
    products: z.number(),
  }),
});

const supplySchema = z.object({
  /** Average units sold a day over the window the rule picked. */
  dailyRate: z.number(),
  daysOfSupply: z.number().nullable(),
  runOutDate: z.string().nullable(),
  windowDays: z.number(),
});
export type Supply = z.infer<typeof supplySchema>;

/** `GET /api/inventory/:id`. */
export const inventoryItemDetailResponseSchema = z.object({ item: inventoryItemSchema, supply: supplySchema });

const movementSchema = z.object({
  id: z.number(),
  kind: z.enum(MOVEMENT_KINDS),
  reason: z.enum(MOVEMENT_REASONS).nullable(),
  change: z.number(),
  quantityAfter: z.number(),
  unitCostAfter: moneyTextSchema,
  purchaseCost: moneyTextSchema.nullable(),
  orderId: z.number().nullable(),
  purchaseOrderId: z.number().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;

/** `GET /api/inventory/:id/movements`: oldest first. */
export const movementsResponseSchema = z.object({ movements: z.array(movementSchema) });

/** `POST /api/inventory/:id/adjustments`. */
export const createAdjustmentSchema = z.object({
  change: z
    .number({ error: "Change must be a whole number" })
    .int("Change must be a whole number")
    .min(
      -MAX_QUANTITY,
      `Change must be between -${MAX_QUANTITY.toLocaleString("en-US")} and ${MAX_QUANTITY.toLocaleString("en-US")}`,
    )
    .max(
      MAX_QUANTITY,
      `Change must be between -${MAX_QUANTITY.toLocaleString("en-US")} and ${MAX_QUANTITY.toLocaleString("en-US")}`,
    )
    .refine((n) => n !== 0, "Change must not be 0"),
  reason: z.enum(MOVEMENT_REASONS, { error: `Reason must be one of ${MOVEMENT_REASONS.join(", ")}` }),
});
export const adjustmentResponseSchema = z.object({ movement: movementSchema, item: inventoryItemSchema });

/** `GET /api/inventory/:id/purchase-prices`: what the item cost, newest first. */
export const purchasePricesResponseSchema = z.object({
  prices: z.array(
    z.object({
      supplier: z.string(),
      date: z.string(),
      unitCost: moneyTextSchema,
      quantity: z.number(),
      purchaseOrderId: z.number().nullable(),
    }),
  ),
});

/** `GET /api/inventory/reorder`: what to order, grouped by preferred supplier (none last). */
export const reorderResponseSchema = z.object({
  items: z.array(
    z.object({
      item: inventoryItemSchema,
      supplier: z.string().nullable(),
      dailyRate: z.number(),
      daysOfSupply: z.number().nullable(),
      runOutDate: z.string().nullable(),
      suggestedQuantity: z.number(),
    }),
  ),
});
export type ReorderEntry = z.infer<typeof reorderResponseSchema>["items"][number];

/** `GET /api/inventory/valuation?month=YYYY-MM`: now, or at the end of that month. */
export const valuationQuerySchema = z.object({
  month: z
    .string()
    .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, "Month must be a month (YYYY-MM)")
    .optional(),
});
const valuationLineSchema = z.object({ units: z.number(), atCost: moneyTextSchema, atPrice: moneyTextSchema });
export const valuationResponseSchema = z.object({
  valuation: valuationLineSchema.extend({
    at: z.string(),
    byCategory: z.array(valuationLineSchema.extend({ category: z.string() })),
  }),
});
export type Valuation = z.infer<typeof valuationResponseSchema>["valuation"];

const purchaseOrderLineInput = z.object({
  itemId: z.number({ error: "Item is required" }).int("Item is required").positive("Item is required"),
  quantity: quantitySchema("Quantity", 1),
  unitCost: moneySchema("Unit cost"),
});
/** `POST /api/purchase-orders`. */
export const createPurchaseOrderSchema = z.object({
  supplier: z
    .string({ error: "Supplier is required" })
    .trim()
    .min(1, "Supplier is required")
    .max(200, "Supplier must be at most 200 characters"),
  expectedDate: calendarDateSchema("Expected date").nullish(),
  notes: optionalText("Notes", 2000),
  lines: z
    .array(purchaseOrderLineInput, { error: "Add at least one line" })
    .min(1, "Add at least one line")
    .max(500, "A purchase order has at most 500 lines"),
});
export type CreatePurchaseOrder = z.output<typeof createPurchaseOrderSchema>;

/** `PATCH /api/purchase-orders/:id`: a draft's fields and lines, or a new status (ordered, cancelled). */
export const updatePurchaseOrderSchema = createPurchaseOrderSchema
  .partial()
  .extend({
    status: z.enum(["ordered", "cancelled"], { error: "Status must be ordered or cancelled" }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to update" });
export type UpdatePurchaseOrder = z.output<typeof updatePurchaseOrderSchema>;

/** `POST /api/purchase-orders/:id/receipts`. */
export const createReceiptSchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number({ error: "Item is required" }).int("Item is required").positive("Item is required"),
        quantity: quantitySchema("Quantity", 1),
      }),
      { error: "Receive at least one line" },
    )
    .min(1, "Receive at least one line")
    .max(500, "A receipt has at most 500 lines"),
});
export type CreateReceipt = z.output<typeof createReceiptSchema>;

const purchaseOrderSchema = z.object({
  id: z.number(),
  supplier: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  expectedDate: z.string().nullable(),
  notes: z.string().nullable(),
  orderedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  total: moneyTextSchema,
  lines: z.array(
    z.object({
      id: z.number(),
      itemId: z.number().nullable(),
      itemName: z.string(),
      quantity: z.number(),
      received: z.number(),
      unitCost: moneyTextSchema,
    }),
  ),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
export const purchaseOrderResponseSchema = z.object({ purchaseOrder: purchaseOrderSchema });
export const purchaseOrdersResponseSchema = z.object({ purchaseOrders: z.array(purchaseOrderSchema) });
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
