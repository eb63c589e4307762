/**
 * The stock ledger and purchase orders (docs/decisions/1100-stock-movement-ledger.md,
 * docs/decisions/1102-purchase-orders.md): every change of an item's quantity is one movement row, and an item's
 * quantity is the sum of its movements.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { MOVEMENT_KINDS, MOVEMENT_REASONS, PURCHASE_ORDER_STATUSES } from "../domain/stock";
import { createdAt } from "./columns";
import { orders } from "./finance";
import { inventory, users } from "./index";

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** A supplier order: its lines say what was ordered at what unit cost and how much has arrived. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supplier: text("supplier").notNull(),
    status: varchar("status", { length: 24 }).notNull().default("draft"),
    expectedDate: date("expected_date", { mode: "string" }),
    notes: text("notes"),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("purchase_orders_user_idx").on(t.userId, t.id),
    check("purchase_orders_status_check", sql`${t.status} in (${inList(PURCHASE_ORDER_STATUSES)})`),
  ],
);

export const purchaseOrderLines = pgTable(
  "purchase_order_lines",
  {
    id: serial("id").primaryKey(),
    purchaseOrderId: integer("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once the item is deleted; the line keeps the name it had. */
    itemId: integer("item_id").references(() => inventory.id, { onDelete: "set null" }),
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull(),
    received: integer("received").notNull().default(0),
    unitCost: money("unit_cost").notNull(),
  },
  (t) => [
    index("purchase_order_lines_order_idx").on(t.purchaseOrderId),
    check("purchase_order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("purchase_order_lines_received_range", sql`${t.received} >= 0 and ${t.received} <= ${t.quantity}`),
  ],
);

/**
 * One change of one item's stock. `quantityAfter` and `unitCostAfter` are the item's quantity and cost once the
 * change was made, so the stock (and its value at cost) at any past moment is the last movement before it.
 */
export const inventoryMovements = pgTable(
  "inventory_movements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => inventory.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).notNull(),
    reason: varchar("reason", { length: 16 }),
    change: integer("change").notNull(),
    quantityAfter: integer("quantity_after").notNull(),
    unitCostAfter: money("unit_cost_after").notNull(),
    /** What a receipt's units cost (the purchase price); null for every other kind. */
    purchaseCost: money("purchase_cost"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    purchaseOrderId: integer("purchase_order_id").references(() => purchaseOrders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("inventory_movements_item_idx").on(t.itemId, t.createdAt, t.id),
    index("inventory_movements_user_idx").on(t.userId, t.createdAt),
    check("inventory_movements_kind_check", sql`${t.kind} in (${inList(MOVEMENT_KINDS)})`),
    check(
      "inventory_movements_reason_check",
      sql`(${t.kind} = 'adjustment') = (${t.reason} is not null) and (${t.reason} is null or ${t.reason} in (${inList(MOVEMENT_REASONS)}))`,
    ),
    check("inventory_movements_quantity_nonnegative", sql`${t.quantityAfter} >= 0`),
  ],
);

export type MovementRow = typeof inventoryMovements.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
