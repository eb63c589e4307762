/**
 * Stock rules both sides use (docs/guide/inventory.md, docs/decisions/1101-days-of-supply-and-reorder.md): the
 * kinds of stock movement, days of supply, the suggested reorder quantity and the weighted average cost.
 * Money is integer cents.
 */
import { divRound } from "./money";
import { lowStockLine } from "./inventory";

export const MOVEMENT_KINDS = ["sale", "refund_restock", "receipt", "adjustment", "import"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/** Why an adjustment was made; only adjustments carry one. */
export const MOVEMENT_REASONS = ["counted", "damaged", "lost", "gift"] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

export const PURCHASE_ORDER_STATUSES = ["draft", "ordered", "partially_received", "received", "cancelled"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The sales window: 30 days, or 90 when the last 30 days have fewer than `MIN_SALES_IN_SHORT_WINDOW` sales. */
export const SHORT_WINDOW_DAYS = 30;
export const LONG_WINDOW_DAYS = 90;
export const MIN_SALES_IN_SHORT_WINDOW = 5;
/** Days of stock a reorder buys beyond the lead time when the item names none. */
export const DEFAULT_COVER_DAYS = 30;

/** What was sold of one item: in the last 30 days and the last 90 (units, and how many sales). */
export type RecentSales = { units30: number; sales30: number; units90: number };

/** Average units sold per day over the window the rule picks (0 when nothing sold). */
export function dailyRate(s: RecentSales): number {
  if (s.sales30 >= MIN_SALES_IN_SHORT_WINDOW) return s.units30 / SHORT_WINDOW_DAYS;
  return s.units90 / LONG_WINDOW_DAYS;
}

/** Quantity ÷ daily rate, one decimal; null when nothing sold (the stock does not run out at this rate). */
export function daysOfSupply(quantity: number, rate: number): number | null {
  if (rate <= 0) return null;
  return Math.floor((quantity / rate) * 10) / 10;
}

/** The day the stock runs out at the rate (YYYY-MM-DD), from `today`; null when it does not. */
export function runOutDate(days: number | null, today: Date): string | null {
  if (days === null) return null;
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + Math.floor(days));
  return d.toISOString().slice(0, 10);
}

export type ReorderSettings = {
  reorderPoint: number | null;
  leadTimeDays: number | null;
  reorderQuantity: number | null;
  coverDays: number | null;
};

/**
 * Running out: none left, or the days of supply at the recent rate are at or under the lead time (0 when none is
 * set), so stock ordered today would arrive after the last unit is sold. An item that sold nothing in the window is
 * not running out unless it is at 0.
 */
export function runningOut(quantity: number, days: number | null, leadTimeDays: number | null): boolean {
  if (quantity <= 0) return true;
  return days !== null && days <= (leadTimeDays ?? 0);
}

/**
 * The one restock rule (docs/decisions/1462-one-restock-rule.md): an item is low when its quantity is at or under
 * its low-stock line (its reorder point, else 10), and running out when it is gone or its days of supply at the
 * recent rate are at or under its lead time. It needs reordering when either holds. The low-stock tile, the bell,
 * the reorder list, the digest and the mentor all read it through server/orders/restock.ts.
 */
export function restockState(
  quantity: number,
  days: number | null,
  s: Pick<ReorderSettings, "reorderPoint" | "leadTimeDays">,
): { low: boolean; runningOut: boolean } {
  return { low: quantity <= lowStockLine(s.reorderPoint), runningOut: runningOut(quantity, days, s.leadTimeDays) };
}

/** At or under its low-stock line, or running out within its lead time at the recent rate (`restockState`). */
export function needsReorder(quantity: number, days: number | null, s: ReorderSettings): boolean {
  const state = restockState(quantity, days, s);
  return state.low || state.runningOut;
}

/**
 * How many to order: the item's fixed reorder quantity when it has one; otherwise enough to cover the lead time
 * plus the cover days at the recent rate, and at least enough to lift the stock above the reorder point.
 */
export function suggestedQuantity(quantity: number, rate: number, s: ReorderSettings): number {
  if (s.reorderQuantity !== null) return s.reorderQuantity;
  const horizon = (s.leadTimeDays ?? 0) + (s.coverDays ?? DEFAULT_COVER_DAYS);
  const target = Math.max(Math.ceil(rate * horizon - 1e-9), s.reorderPoint === null ? 0 : s.reorderPoint + 1);
  return Math.max(0, target - quantity);
}

/**
 * The cost of the stock after a receipt: the weighted average of the units on hand at their cost and the units
 * received at theirs, rounded to the cent. With nothing on hand it is the received cost.
 */
export function weightedAverageCents(
  onHand: number,
  onHandCents: number,
  received: number,
  receivedCents: number,
): number {
  const before = Math.max(onHand, 0);
  if (before + received <= 0) return receivedCents;
  return divRound(before * onHandCents + received * receivedCents, before + received);
}
