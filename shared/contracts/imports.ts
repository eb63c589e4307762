/**
 * Order imports: the formats we read, the mapping a person sets for any other CSV, and the normalised records a
 * parsed file becomes (docs/product-rules.md#one-table-for-every-sale; docs/decisions/1000-import-formats.md).
 * Money travels as exact decimal strings with two places (docs/product-rules.md#money-is-exact).
 */
import { z } from "zod";
import { INVENTORY_CATEGORIES } from "../domain/inventory";

export const FORMAT_IDS = [
  "shopify_orders",
  "shopify_products",
  "hustleforge_inventory",
  "etsy_orders",
  "amazon_transactions",
  "stripe_balance",
  "etsy_statement",
  "shopify_payments",
  "meta_ads",
  "google_ads",
  "tiktok_ads",
  "csv",
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/**
 * The formats whose rows are inventory items, not orders: Shopify's products export and the inventory's own CSV
 * export (docs/decisions/1034-inventory-import-through-the-hub.md). The inventory screen's import offers these.
 */
export const PRODUCT_FORMATS = ["shopify_products", "hustleforge_inventory"] as const;
export type ProductFormatId = (typeof PRODUCT_FORMATS)[number];
export const isProductFormat = (format: FormatId): format is ProductFormatId =>
  (PRODUCT_FORMATS as readonly FormatId[]).includes(format);
export const formatIdSchema = z.enum(FORMAT_IDS, { error: "Choose one of the import formats" });

/** What a person calls each format (the picker that corrects our guess, and our messages). */
export const FORMAT_LABELS: Record<FormatId, string> = {
  shopify_orders: "Shopify orders export",
  shopify_products: "Shopify products export",
  hustleforge_inventory: "HustleForge inventory export",
  etsy_orders: "Etsy sold order items (EtsySoldOrderItems)",
  amazon_transactions: "Amazon Seller Central date range transaction report",
  stripe_balance: "Stripe itemised balance change report",
  etsy_statement: "Etsy monthly statement",
  shopify_payments: "Shopify Payments transactions export",
  meta_ads: "Meta Ads Manager report (by day)",
  google_ads: "Google Ads campaign report (by day)",
  tiktok_ads: "TikTok Ads Manager report (by day)",
  csv: "Another CSV file, with the columns you choose",
};

/** A file with more rows than this (its header and any lines above it included) is refused while it is read. */
export const IMPORT_MAX_ROWS = 200_000;

/** Where an imported record came from. */
export const IMPORT_SOURCES = ["shopify", "etsy", "amazon", "stripe", "csv"] as const;

/** Where an order came from: an import, or `manual` for a sale typed in the inventory tracker. */
export const ORDER_SOURCES = [...IMPORT_SOURCES, "manual"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * Where ad spend was bought (`expenses.platform`, with category `ads`): one expense per platform, campaign, day and
 * currency (docs/decisions/1052-ad-spend-as-expenses.md).
 */
export const AD_PLATFORMS = ["meta", "google", "tiktok", "etsy"] as const;
export type AdPlatform = (typeof AD_PLATFORMS)[number];

/** Where an imported expense came from: an import source, or an ads platform's report. */
export const EXPENSE_SOURCES = [...IMPORT_SOURCES, "meta", "google", "tiktok"] as const;

export const EXPENSE_CATEGORIES = ["ads", "software", "supplies", "shipping", "platform", "other"] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  ads: "Ads",
  software: "Software",
  supplies: "Supplies",
  shipping: "Shipping",
  platform: "Platform fees",
  other: "Other",
};

/** Categories an imported product can take: the inventory's, `other` for a product type that matches none. */
export const IMPORT_PRODUCT_CATEGORIES = INVENTORY_CATEGORIES;

const currencyCode = z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD");
/** Two places, possibly negative: "8.50", "-2.40". */
const decimal = z.string().regex(/^-?\d+\.\d{2}$/);
const nonNegativeDecimal = z.string().regex(/^\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const lineNumber = z.number().int().positive();

export const importedOrderLineSchema = z.object({
  sku: z.string().min(1).optional(),
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  unitPrice: nonNegativeDecimal,
  /** A service (a Stripe charge, Amazon gift wrap): it has no cost of goods, by nature rather than by omission. */
  service: z.boolean().optional(),
});
export type ImportedOrderLine = z.infer<typeof importedOrderLineSchema>;

/**
 * One sale. Gross sales are Σ quantity × unitPrice over `lines`; `discounts`, `refunds` and `fees` are what the
 * seller gave back or paid, as positive amounts (a fee credited back makes `fees` smaller, even negative);
 * `taxes` are kept apart and are never revenue. `refundOnly` marks a refund of a sale that is not in the file
 * (it has no lines; its date is the refund's). `customer` is a raw buyer email or platform id, for the caller to
 * hash before storing.
 */
export const importedOrderSchema = z.object({
  line: lineNumber,
  externalId: z.string().min(1),
  date: isoDate,
  currency: currencyCode,
  customer: z.string().min(1).optional(),
  discounts: decimal,
  shipping: decimal,
  taxes: decimal,
  refunds: decimal,
  fees: decimal,
  cancelled: z.boolean(),
  refundOnly: z.boolean(),
  lines: z.array(importedOrderLineSchema),
});
export type ImportedOrder = z.infer<typeof importedOrderSchema>;

/** A cost that is not part of one order (an Amazon service fee, a Stripe fee); a negative amount is a credit. */
export const importedExpenseSchema = z.object({
  line: lineNumber,
  externalId: z.string().min(1),
  date: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  amount: decimal,
  currency: currencyCode,
  note: z.string(),
  source: z.enum(EXPENSE_SOURCES),
  /** Ad spend: the platform and the campaign's name (at most 255 characters). */
  platform: z.enum(AD_PLATFORMS).optional(),
  campaign: z.string().min(1).max(255).optional(),
});
export type ImportedExpense = z.infer<typeof importedExpenseSchema>;

/**
 * What a payment statement (Etsy monthly statement, Shopify Payments transactions) says one order cost beyond its
 * orders export: fees (a credit negative) and refunds, for the order `orderExternalId` of `source` in the orders
 * imports' scheme (docs/decisions/1050-statement-costs-beside-orders.md). Added to that order when it is imported,
 * kept pending until then.
 */
export const importedStatementCostSchema = z.object({
  line: lineNumber,
  externalId: z.string().min(1).max(255),
  source: z.enum(["etsy", "shopify"]),
  orderExternalId: z.string().min(1).max(255),
  date: isoDate,
  currency: currencyCode,
  fees: decimal,
  refunds: decimal,
  note: z.string(),
});
export type ImportedStatementCost = z.infer<typeof importedStatementCostSchema>;

/**
 * One product of a products file (a Shopify variant, a row of our inventory export): creates or updates the
 * inventory item with this SKU; a product without a SKU is always a new item. `supplier` and `notes` are set where
 * the file gives them.
 */
export const importedProductSchema = z.object({
  line: lineNumber,
  sku: z.string().min(1).optional(),
  name: z.string().min(1),
  price: nonNegativeDecimal,
  cost: nonNegativeDecimal.optional(),
  quantity: z.number().int().nonnegative().optional(),
  category: z.enum(IMPORT_PRODUCT_CATEGORIES),
  supplier: z.string().optional(),
  notes: z.string().optional(),
});
export type ImportedProduct = z.infer<typeof importedProductSchema>;

/** `message` is complete and names the line: "Line 14: Quantity must be a whole number". */
export const importRowErrorSchema = z.object({ line: lineNumber, message: z.string().min(1) });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
/** A row read and deliberately not imported (a cancelled order, a payout), with the reason in plain words. */
export const importSkippedRowSchema = z.object({ line: lineNumber, reason: z.string().min(1) });
export type ImportSkippedRow = z.infer<typeof importSkippedRowSchema>;

const currencyTotalsSchema = z.object({
  currency: currencyCode,
  grossSales: decimal,
  discounts: decimal,
  refunds: decimal,
  shipping: decimal,
  taxes: decimal,
  fees: decimal,
  expenses: decimal,
});

/**
 * What a dry run shows before anything is stored. Amounts are totalled per currency, never across currencies
 * (docs/product-rules.md#one-table-for-every-sale).
 */
export const importSummarySchema = z.object({
  rows: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  lines: z.number().int().nonnegative(),
  expenses: z.number().int().nonnegative(),
  /** A statement's fees and refunds of orders (their amounts are in the totals' fees and refunds). */
  costs: z.number().int().nonnegative(),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  currencies: z.array(currencyCode),
  totals: z.array(currencyTotalsSchema),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const DATE_FORMATS = ["YYYY-MM-DD", "MM/DD/YYYY", "DD/MM/YYYY"] as const;

const column = (label: string) =>
  z
    .string({ error: `Choose the ${label} column` })
    .trim()
    .min(1, `Choose the ${label} column`)
    .max(200, `The ${label} column name must be at most 200 characters`);
const optionalColumn = (label: string) =>
  z
    .string({ error: `The ${label} column must be a column name` })
    .trim()
    .max(200, `The ${label} column name must be at most 200 characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The columns a person picks for a CSV file we do not recognise (format `csv`), by their header text (case and
 * spacing ignored). Amounts of an order (shipping, fees, refund) are given once per order, on one of its rows or
 * repeated on each. The currency is a column, or one currency for the whole file.
 */
export const columnMappingSchema = z
  .object({
    date: column("date"),
    dateFormat: z.enum(DATE_FORMATS, { error: "Choose how the dates are written" }).default("YYYY-MM-DD"),
    orderId: column("order ID"),
    product: column("product"),
    sku: optionalColumn("SKU"),
    quantity: column("quantity"),
    unitPrice: column("unit price"),
    customer: optionalColumn("customer"),
    fees: optionalColumn("fees"),
    shipping: optionalColumn("shipping"),
    refund: optionalColumn("refund"),
    currency: optionalColumn("currency"),
    defaultCurrency: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(currencyCode)
      .optional(),
  })
  .refine((m) => m.currency !== undefined || m.defaultCurrency !== undefined, {
    message: "Choose the currency column or the currency of the whole file",
    path: ["defaultCurrency"],
  });
export type ColumnMappingInput = z.input<typeof columnMappingSchema>;
export type ColumnMapping = z.output<typeof columnMappingSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The imports API (POST/GET/DELETE /api/imports). Numbers of rows are counts; money totals are per currency.

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The most bytes an import file may have (20 MB); a larger file is refused while it is read. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Form fields beside the multipart `file`: `source` overrides the detected format, `mapping` (JSON text) maps a
 * CSV in no known format, `skipBadRows` ("true") imports the good rows of a file that has row errors.
 */
export const importFormSchema = z.object({
  source: formatIdSchema.optional(),
  mapping: z.string().max(4000, "The mapping is too long").optional(),
  skipBadRows: z.enum(["true", "false"]).optional(),
});

/** `POST /api/imports?dryRun=true` → 200: what the file holds, writing nothing. */
export const importPreviewSchema = z.object({
  source: formatIdSchema,
  rows: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  lines: z.number().int().nonnegative(),
  expenses: z.number().int().nonnegative(),
  /** A statement's fees and refunds of orders (docs/decisions/1050-statement-costs-beside-orders.md). */
  costs: z.number().int().nonnegative(),
  /** Of those, the ones whose order is not imported yet: kept until the orders export arrives. */
  costsWaiting: z.number().int().nonnegative(),
  /** Products a Shopify products export creates or updates. */
  products: z.number().int().nonnegative(),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  currencies: z.array(currencyCode),
  /** Totals per currency (never summed across currencies). */
  totals: z.array(currencyTotalsSchema),
  /**
   * Orders already imported before (same source and order id), and a statement's or ad report's rows already
   * imported: they will be skipped.
   */
  duplicates: z.number().int().nonnegative(),
  errors: z.array(importRowErrorSchema),
  skipped: z.array(importSkippedRowSchema),
  /**
   * Rows read and counted that deserve a word (a refund matched to no sale), and the file's own (read as far
   * fewer rows than it has lines): docs/guide/imports.md.
   */
  warnings: z.array(importRowErrorSchema),
  /** The mapping used for a `csv` file (the person's saved one, or null for a known format). */
  mapping: z.record(z.string(), z.string()).nullable(),
  /** The header's columns that no field of the format reads. */
  unmappedColumns: z.array(z.string()),
  /** Every column of the header row, for the mapping selects. */
  columns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importRecordSchema = z.object({
  id: z.number().int().positive(),
  source: formatIdSchema,
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  rowsTotal: z.number().int().nonnegative(),
  rowsDone: z.number().int().nonnegative(),
  ordersAdded: z.number().int().nonnegative(),
  ordersSkipped: z.number().int().nonnegative(),
  expensesAdded: z.number().int().nonnegative(),
  /** A statement's fees and refunds of orders it added (on their orders, or waiting for them). */
  costsAdded: z.number().int().nonnegative(),
  productsUpdated: z.number().int().nonnegative(),
  errors: z.array(importRowErrorSchema),
  warnings: z.array(importRowErrorSchema),
  /** The shipped sample files, not the person's own data (docs/decisions/1040-sample-data-marked.md). */
  sample: z.boolean(),
  /** Why a failed import failed. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /**
   * Its undo is queued or running as a job (a large import; docs/decisions/1056-undo-of-a-large-import-is-a-job.md):
   * the import is removed whole when it ends.
   */
  undoing: z.boolean(),
});
export type ImportRecord = z.infer<typeof importRecordSchema>;

/** `POST /api/imports` → 202; `POST /api/imports/samples` → 202 too: the sample files as ONE import, one job. */
export const importStartedSchema = z.object({
  import: z.object({ id: z.number().int().positive(), status: z.enum(IMPORT_STATUSES) }),
});
/** `GET /api/imports/{id}` → 200. */
export const importResponseSchema = z.object({ import: importRecordSchema });
/** `GET /api/imports` → 200, newest first. */
export const importListSchema = z.object({ imports: z.array(importRecordSchema) });
/** `POST /api/imports/samples?dryRun=true` → 200: what each sample file holds, writing nothing. */
export const samplePreviewSchema = z.object({
  files: z.array(
    importPreviewSchema
      .pick({
        source: true,
        rows: true,
        orders: true,
        lines: true,
        expenses: true,
        costs: true,
        products: true,
        from: true,
        to: true,
        currencies: true,
        totals: true,
        errors: true,
        warnings: true,
      })
      .extend({ fileName: z.string() }),
  ),
});
export type SamplePreview = z.infer<typeof samplePreviewSchema>;

/** `DELETE /api/imports/samples` → 200: what was removed (sample imports with their orders and expenses, items). */
export const samplesRemovedSchema = z.object({
  removed: z.object({
    imports: z.number().int().nonnegative(),
    orders: z.number().int().nonnegative(),
    expenses: z.number().int().nonnegative(),
    items: z.number().int().nonnegative(),
  }),
});
