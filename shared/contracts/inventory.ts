/**
 * Inventory and sales API (tools spec sections 3, 5, 7, 8; decisions D1, D10, D12):
 * `GET /api/inventory` -> `{ items }`, `POST /api/inventory` -> 201 `{ item }`, `PATCH /api/inventory/:id` -> `{ item }`,
 * `DELETE /api/inventory/:id` -> 204; `POST /api/inventory/:id/sales` -> 201 `{ sale }`, `GET /api/sales` -> `{ sales, total }`,
 * `DELETE /api/sales/:id` -> 204; CSV export/import. Money travels as two-decimal strings ("8.50").
 */
import { z } from "zod";
import { INVENTORY_CATEGORIES, type InventoryStatus } from "../domain/inventory";
import { centsToDecimal, parseCents } from "../domain/money";

/** numeric(12,2) holds up to 9,999,999,999.99. */
export const MAX_MONEY_CENTS = 999_999_999_999;

/** A money amount (string or number) of 0 or more with at most two decimals, normalised to "8.50". */
export const moneySchema = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((v, ctx) => {
    const text = typeof v === "string" ? v.trim() : v;
    if (text === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const cents = parseCents(text);
    if (cents === null || cents < 0 || cents > MAX_MONEY_CENTS) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount of 0 or more with at most two decimals` });
      return z.NEVER;
    }
    return centsToDecimal(cents);
  });

/** A whole number of at least `min`; an empty value becomes `fallback` when one is given. */
const wholeNumber = (label: string, min: number, fallback?: number) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((v, ctx) => {
    const text = typeof v === "string" ? v.trim() : String(v);
    if (text === "" && fallback !== undefined) return fallback;
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > 1_000_000_000) {
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number of ${min} or more` });
      return z.NEVER;
    }
    return Number(text);
  });

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
  quantity: wholeNumber("Quantity", 0, 0),
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
 * must be a whole number of 0 or more.
 */
export const stockEditSchema = z.object({
  quantity: z.preprocess((v) => {
    const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    const n = Number.parseInt(text, 10);
    return Number.isNaN(n) ? null : n;
  }, wholeNumber("Quantity", 0).nullable()),
});

export const idParamsSchema = z.object({ id: z.coerce.number({ error: "Not found" }).int().positive("Not found") });

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

const isoDate = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    "Order date must be a date (YYYY-MM-DD)",
  );

/** POST /api/inventory/:id/sales. Sale price defaults to the item's sell price, order date to today. */
export const createSaleSchema = z.object({
  quantity: wholeNumber("Quantity", 1),
  salePrice: moneySchema("Sale price").optional(),
  platform: optionalText("Platform", 64),
  customerLocation: optionalText("Customer location", 120),
  orderDate: isoDate.optional(),
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
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be 1 or more").default(1),
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number")
    .min(1, "Page size must be 1 to 100")
    .max(100, "Page size must be 1 to 100")
    .default(20),
});

export const importQuerySchema = z.object({
  dryRun: z
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
};
