/**
 * The person's real numbers: every sale as an order with its lines, the imports that brought them, the costs
 * that are not part of an order, and the rates that turn other currencies into the home currency
 * (docs/product-rules.md#one-table-for-every-sale, docs/decisions/1001-orders-and-finance-tables.md).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import {
  EXPENSE_CATEGORIES,
  IMPORT_STATUSES,
  ORDER_SOURCES,
  type FormatId,
  type ImportStatus,
} from "../contracts/imports";
import { createdAt } from "./columns";
import { inventory, users } from "./index";

/** Money in the order's own currency: exact, two places (docs/product-rules.md#money-is-exact). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * One import of one file. The file itself waits in `import_files` until its job has read it. Deleting the row
 * deletes every order and expense it added (undo).
 */
export const imports = pgTable(
  "imports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The format the file was read as (shared/contracts/imports.ts FORMAT_IDS). */
    format: varchar("format", { length: 32 }).$type<FormatId>().notNull(),
    fileName: text("file_name").notNull(),
    status: varchar("status", { length: 16 }).$type<ImportStatus>().notNull().default("queued"),
    /** The person chose to import the good rows of a file that has errors. */
    skipBadRows: boolean("skip_bad_rows").notNull().default(false),
    mapping: jsonb("mapping"),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    ordersAdded: integer("orders_added").notNull().default(0),
    ordersSkipped: integer("orders_skipped").notNull().default(0),
    expensesAdded: integer("expenses_added").notNull().default(0),
    /**
     * A payment statement's fees and refunds of orders it added as `statement_costs`
     * (docs/decisions/1050-statement-costs-beside-orders.md), linked to their order or pending.
     */
    costsAdded: integer("costs_added").notNull().default(0),
    productsUpdated: integer("products_updated").notNull().default(0),
    /** The uploaded file's size, counted against the person's storage until the import ends (0 for samples). */
    fileBytes: integer("file_bytes").notNull().default(0),
    errors: jsonb("errors").$type<{ line: number; message: string }[]>().notNull().default([]),
    /** Rows read and counted that deserve a word (a refund matched to no sale), and the file's own warnings. */
    warnings: jsonb("warnings").$type<{ line: number; message: string }[]>().notNull().default([]),
    /**
     * The shipped sample files ('Try it with sample files'): its orders, expenses and the items it created are
     * sample data, shown as such everywhere and removed together (docs/decisions/1040-sample-data-marked.md).
     */
    sample: boolean("sample").notNull().default(false),
    /** Why a failed import failed, in plain words. */
    failure: text("failure"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * When the undo of this large import was queued as a job (docs/decisions/1056-undo-of-a-large-import-is-a-job.md):
     * shown as "Undoing…" until the job removes it.
     */
    undoQueuedAt: timestamp("undo_queued_at", { withTimezone: true }),
  },
  (t) => [
    index("imports_user_idx").on(t.userId, t.createdAt),
    check("imports_status_check", sql`${t.status} in (${inList(IMPORT_STATUSES)})`),
  ],
);

/**
 * The uploaded bytes of an import, in parts of 256 KB (docs/decisions/1045-fair-imports.md), kept until its job has
 * finished with them (or the retention of docs/guide/imports.md has passed).
 */
export const importFiles = pgTable(
  "import_files",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    /** 0, 1, 2...: the file is the parts in this order. */
    part: integer("part").notNull().default(0),
    content: bytea("content").notNull(),
    byteSize: integer("byte_size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.part] })],
);

/**
 * A person's column mapping for a CSV in no known format, kept by the normalised header row so their next file
 * with the same columns is read the same way.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    headerKey: varchar("header_key", { length: 64 }).notNull(),
    mapping: jsonb("mapping").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.headerKey] })],
);

/**
 * Every sale, typed in or imported. Unique on (user, source, external id): importing a file twice adds nothing.
 * Amounts are in `currency`; taxes are kept apart and are never revenue.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: varchar("source", { length: 16 }).notNull(),
    externalId: varchar("external_id", { length: 255 }).notNull(),
    importId: integer("import_id").references(() => imports.id, { onDelete: "cascade" }),
    orderedAt: timestamp("ordered_at", { withTimezone: true }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    /** A salted hash of the buyer's email or platform id; never the email, name or address. */
    customerKey: varchar("customer_key", { length: 64 }),
    discounts: money("discounts").notNull().default("0"),
    shipping: money("shipping").notNull().default("0"),
    taxes: money("taxes").notNull().default("0"),
    refunds: money("refunds").notNull().default("0"),
    fees: money("fees").notNull().default("0"),
    cancelled: boolean("cancelled").notNull().default(false),
    /** Where a typed-in sale was made ("Etsy", "craft fair"), as the person wrote it. */
    channel: varchar("channel", { length: 64 }),
    /** Where a typed-in sale's customer is, as the person wrote it (never an address). */
    customerLocation: varchar("customer_location", { length: 120 }),
    /**
     * Totals of the order's lines, kept with them where lines are written (docs/decisions/1014-order-line-totals.md):
     * Σ quantity × unit price; Σ quantity × unit cost over the lines with a cost; Σ quantity; the goods lines
     * without a cost yet. The readers that group by order (month, source, day) scan orders only.
     */
    goods: numeric("goods").notNull().default("0"),
    knownCost: numeric("known_cost").notNull().default("0"),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    unvaluedLines: integer("unvalued_lines").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("orders_user_source_external_idx").on(t.userId, t.source, t.externalId),
    index("orders_user_ordered_idx").on(t.userId, t.orderedAt, t.id),
    index("orders_import_idx").on(t.importId),
    // Estimated fees and new customers (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md,
    // docs/decisions/1062-profit-after-ads-metrics.md): the orders still without fees, and each buyer's orders by date.
    index("orders_user_unfeed_idx")
      .on(t.userId, t.orderedAt)
      .where(sql`${t.fees} = 0 and not ${t.cancelled}`),
    index("orders_user_customer_idx")
      .on(t.userId, t.customerKey, t.orderedAt)
      .where(sql`${t.customerKey} is not null and not ${t.cancelled}`),
    check("orders_source_check", sql`${t.source} in (${inList(ORDER_SOURCES)})`),
  ],
);

/**
 * A product line of an order. `unitCost` is fixed when the line is first valued (from the inventory item with
 * its SKU) and never rewritten; null means the cost is not known yet. A service line has no cost of goods.
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sku: varchar("sku", { length: 100 }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    unitCost: money("unit_cost"),
    service: boolean("service").notNull().default(false),
    inventoryId: integer("inventory_id").references(() => inventory.id, { onDelete: "set null" }),
    valuedAt: timestamp("valued_at", { withTimezone: true }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_inventory_idx").on(t.inventoryId),
    index("order_lines_unvalued_idx")
      .on(t.userId, t.sku)
      .where(sql`${t.unitCost} is null and ${t.service} = false`),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/**
 * Rollups of the orders kept by the writers of orders and lines, in the same transaction, through
 * `server/orders/rollup.ts` (docs/decisions/1030-order-rollups.md): the profit-and-loss over whole months reads
 * these instead of the orders. Per person, UTC month of the order, source, currency and cancelled: the orders'
 * count and sums (their line totals and order-level amounts). Amounts in `currency`.
 */
export const orderMonthTotals = pgTable(
  "order_month_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    source: varchar("source", { length: 16 }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    cancelled: boolean("cancelled").notNull(),
    orders: integer("orders").notNull().default(0),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    goods: numeric("goods").notNull().default("0"),
    knownCost: numeric("known_cost").notNull().default("0"),
    unvaluedLines: integer("unvalued_lines").notNull().default(0),
    discounts: numeric("discounts").notNull().default("0"),
    refunds: numeric("refunds").notNull().default("0"),
    shipping: numeric("shipping").notNull().default("0"),
    fees: numeric("fees").notNull().default("0"),
    /**
     * The orders still without fees and with goods: count, units and fee base (goods − discounts + shipping, never
     * below zero), for the fee estimates (docs/decisions/1064-profit-after-ads-reads.md).
     */
    unfeedOrders: integer("unfeed_orders").notNull().default(0),
    unfeedUnits: bigint("unfeed_units", { mode: "number" }).notNull().default(0),
    unfeedBase: numeric("unfeed_base").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.source, t.currency, t.cancelled] })],
);

/**
 * Per person, UTC month, product (its SKU, case and spaces ignored, else its name, as `sku:…` / `name:…`) and
 * currency: the lines of uncancelled orders that sold it (docs/decisions/1030-order-rollups.md). `label` is the
 * least of the lines' names.
 */
export const orderProductTotals = pgTable(
  "order_product_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    product: text("product").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    label: text("label").notNull(),
    lines: integer("lines").notNull().default(0),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    goods: numeric("goods").notNull().default("0"),
    knownCost: numeric("known_cost").notNull().default("0"),
    unvaluedLines: integer("unvalued_lines").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.product, t.currency] })],
);

/**
 * Per person, UTC month, currency and segment: the uncancelled orders by platform (`kind` 'platform': a typed sale's
 * channel, an imported order's channel or else its platform) and by customer location (`kind` 'location'), each
 * `name` trimmed and '' when blank; their count, units and goods (the orders' line totals). Advanced Analytics'
 * breakdowns over whole months read these (docs/decisions/1031-segment-rollup-for-analytics.md); kept by the same
 * writers as the rollups above.
 */
export const orderSegmentTotals = pgTable(
  "order_segment_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: date("month", { mode: "string" }).notNull(),
    kind: varchar("kind", { length: 8 }).notNull(),
    name: text("name").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    orders: integer("orders").notNull().default(0),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    goods: numeric("goods").notNull().default("0"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.kind, t.name, t.currency] }),
    check("order_segment_totals_kind", sql`${t.kind} in ('platform', 'location')`),
  ],
);

/**
 * Per person, UTC day of the order and currency: the uncancelled orders' count and sums (their line totals and
 * order-level amounts), as in the month rollup. Advanced Analytics' day and week series and the KPIs of a 30- or
 * 90-day range read these instead of the orders (docs/decisions/1033-day-rollup-for-analytics.md); kept by the same
 * writers as the rollups above.
 */
export const orderDayTotals = pgTable(
  "order_day_totals",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    orders: integer("orders").notNull().default(0),
    units: bigint("units", { mode: "number" }).notNull().default(0),
    goods: numeric("goods").notNull().default("0"),
    knownCost: numeric("known_cost").notNull().default("0"),
    discounts: numeric("discounts").notNull().default("0"),
    refunds: numeric("refunds").notNull().default("0"),
    shipping: numeric("shipping").notNull().default("0"),
    fees: numeric("fees").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.currency] })],
);

/**
 * Per person, inventory item and UTC day of the order: the lines of uncancelled orders that sold the item (lines
 * naming it by `order_lines.inventory_id`) and their units (docs/decisions/1104-item-daily-units.md). Days of supply
 * and the reorder list read these instead of the lines; kept by the same writers as the rollups above.
 */
export const itemDailyUnits = pgTable(
  "item_daily_units",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => inventory.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    lines: integer("lines").notNull().default(0),
    units: integer("units").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.itemId] }), index("item_daily_units_item_idx").on(t.itemId, t.day)],
);

/** A cost that is not part of one order: ad spend, software, an Amazon service fee. A negative amount is a credit. */
export const expenses = pgTable(
  "expenses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    spentOn: timestamp("spent_on", { withTimezone: true }).notNull(),
    category: varchar("category", { length: 16 }).notNull(),
    amount: money("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    note: text("note").notNull().default(""),
    /** Where an imported expense came from (`amazon`, `stripe`, `etsy`, `meta`, `csv`); null when typed in. */
    source: varchar("source", { length: 16 }),
    externalId: varchar("external_id", { length: 255 }),
    importId: integer("import_id").references(() => imports.id, { onDelete: "cascade" }),
    /**
     * Ad spend (category `ads`): the platform that charged it (`meta`, `google`, `tiktok`, `etsy`; shared/contracts
     * AD_PLATFORMS) and the campaign's name, one expense per platform, campaign, day and currency
     * (docs/decisions/1052-ad-spend-as-expenses.md). Null for other expenses and typed-in ones.
     */
    platform: varchar("platform", { length: 16 }),
    campaign: varchar("campaign", { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("expenses_user_spent_idx").on(t.userId, t.spentOn),
    index("expenses_user_category_spent_idx").on(t.userId, t.category, t.spentOn),
    // Typed-in expenses have no external id; NULLs never collide.
    uniqueIndex("expenses_user_source_external_idx").on(t.userId, t.source, t.externalId),
    check("expenses_category_check", sql`${t.category} in (${inList(EXPENSE_CATEGORIES)})`),
  ],
);

/**
 * What a payment statement (Etsy monthly statement, Shopify Payments transactions) says an order cost beyond what its
 * orders export holds: fees (a credit is negative) and refunds (docs/decisions/1050-statement-costs-beside-orders.md).
 * `order_external_id` is the order in the orders imports' scheme (same `source`); `order_id` is set once that order
 * is imported, and while set, `fees` and `refunds` are part of the order's own (and so of the rollups); null is
 * pending. Unique on (user, source, external id): a statement read twice adds nothing. Deleting the import (undo)
 * takes the linked amounts out of their orders first; deleting the order leaves the row pending again.
 */
export const statementCosts = pgTable(
  "statement_costs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    source: varchar("source", { length: 16 }).notNull(),
    externalId: varchar("external_id", { length: 255 }).notNull(),
    orderExternalId: varchar("order_external_id", { length: 255 }).notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    incurredOn: timestamp("incurred_on", { withTimezone: true }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    fees: money("fees").notNull().default("0"),
    refunds: money("refunds").notNull().default("0"),
    /**
     * The rate this row's amounts were converted at into its order's currency when linked (1 in the same currency,
     * null while pending; docs/decisions/1057-statement-rows-in-another-currency.md).
     */
    orderRate: numeric("order_rate"),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("statement_costs_user_source_external_idx").on(t.userId, t.source, t.externalId),
    index("statement_costs_pending_idx")
      .on(t.userId, t.source, t.orderExternalId)
      .where(sql`${t.orderId} is null`),
    index("statement_costs_order_idx").on(t.orderId),
    index("statement_costs_import_idx").on(t.importId),
  ],
);

/** 1 unit of `currency` in the person's home currency, for orders and expenses dated in `month` (YYYY-MM). */
export const currencyRates = pgTable(
  "currency_rates",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: varchar("currency", { length: 3 }).notNull(),
    month: varchar("month", { length: 7 }).notNull(),
    rate: numeric("rate", { precision: 18, scale: 8 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.currency, t.month] }),
    check("currency_rates_rate_positive", sql`${t.rate} > 0`),
  ],
);

/** A person's finance settings: home currency, and the hours and wage that profit per hour is set against. */
export const financeSettings = pgTable("finance_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  homeCurrency: varchar("home_currency", { length: 3 }).notNull().default("USD"),
  hoursPerWeek: numeric("hours_per_week", { precision: 5, scale: 1 }),
  hourlyWage: money("hourly_wage"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Monthly revenue and profit targets (Pro's plan against actual), in the home currency. */
export const financeTargets = pgTable(
  "finance_targets",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: varchar("month", { length: 7 }).notNull(),
    revenue: money("revenue"),
    profit: money("profit"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type ImportRow = typeof imports.$inferSelect;
export type ExpenseRow = typeof expenses.$inferSelect;
