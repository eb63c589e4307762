/**
 * Inventory rules both sides use (docs/spec-notes.md; docs/product-rules.md#money-is-exact): stock status from
 * quantity, margin and its colour, the summary tiles. Money is integer cents.
 */
import { PRODUCT_CATEGORIES } from "./categories";
import { divRound } from "./money";

export const INVENTORY_STATUSES = ["active", "low_stock", "out_of_stock"] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** "Low stock means quantity of 10 or fewer": the line of an item whose owner set no reorder point. */
export const LOW_STOCK_MAX = 10;

/**
 * An item's low-stock line (docs/decisions/1462-one-restock-rule.md): its reorder point when the person set one,
 * else the specification's 10. The one restock rule (`needsReorder`, shared/domain/stock.ts) starts from it.
 */
export function lowStockLine(reorderPoint: number | null | undefined): number {
  return reorderPoint ?? LOW_STOCK_MAX;
}
/** Size limit that protects the service (docs/product-rules.md#money-maker-and-growth-plans). */
export const MAX_INVENTORY_ITEMS = 5_000;

/**
 * The one category list of every tool (shared/domain/categories.ts); `other` also takes an imported Shopify product
 * whose Type names none of them. Rows stored with the earlier seven values read unchanged: each is still in it.
 */
export const INVENTORY_CATEGORIES = PRODUCT_CATEGORIES;

/** 0 -> out_of_stock, 1 to the item's low-stock line (10 unless it has a reorder point) -> low_stock, above -> active. */
export function stockStatus(quantity: number, reorderPoint?: number | null): InventoryStatus {
  if (quantity <= 0) return "out_of_stock";
  if (quantity <= lowStockLine(reorderPoint)) return "low_stock";
  return "active";
}

/** Margin in tenths of a percent ((sell - cost) / sell); 0 when the sell price is 0. */
export function marginTenths(costCents: number, sellCents: number): number {
  if (sellCents === 0) return 0;
  return divRound((sellCents - costCents) * 1000, sellCents);
}

export type MarginTone = "green" | "yellow" | "red";
/** "Above 20% green, above 10% yellow, else red." */
export function inventoryMarginTone(tenths: number): MarginTone {
  if (tenths > 200) return "green";
  if (tenths > 100) return "yellow";
  return "red";
}

export type InventorySummary = { totalItems: number; totalValueCents: number; lowStock: number; products: number };

/** The four tiles: sum of quantities, sum of sell price x quantity, low-stock count (10 or fewer, so 0 too), products. */
export function inventorySummary(items: { quantity: number; sellCents: number }[]): InventorySummary {
  let totalItems = 0;
  let totalValueCents = 0;
  let lowStock = 0;
  for (const item of items) {
    totalItems += item.quantity;
    totalValueCents += item.sellCents * item.quantity;
    if (item.quantity <= LOW_STOCK_MAX) lowStock++;
  }
  return { totalItems, totalValueCents, lowStock, products: items.length };
}

/** Profit of a sale: (sale price - cost price) x quantity, exact. */
export function saleProfitCents(salePriceCents: number, costPriceCents: number, quantity: number): number {
  return (salePriceCents - costPriceCents) * quantity;
}
