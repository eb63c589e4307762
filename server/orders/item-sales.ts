/**
 * What each inventory item sold lately, from the item rollup (`item_daily_units`, docs/decisions/1104-item-daily-units.md):
 * units and sales (lines) in the last 30 and 90 UTC days up to today, the windows of the days-of-supply rule
 * (docs/decisions/1101-days-of-supply-and-reorder.md). The inventory's reorder list and item detail and the
 * running-out notice (server/notifications/stock.ts) read it; a few hundred index entries an item at most.
 */
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { LONG_WINDOW_DAYS, SHORT_WINDOW_DAYS } from "../../shared/domain/stock";
import { itemDailyUnits } from "../../shared/schema";
import type { DbOrTx } from "../db/owned-rows";

const DAY_MS = 86_400_000;
/** The UTC date `days` before `now`'s, as YYYY-MM-DD. */
const dayBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Per item (only `itemIds` when given), over the days after `now`'s UTC date less 90 up to that date: units and sales
 * of the last 30 of those days, and units of all 90.
 */
export function recentSalesQuery(db: DbOrTx, userId: number, now: Date, itemIds?: readonly number[]) {
  const today = dayBefore(now, 0);
  const since30 = dayBefore(now, SHORT_WINDOW_DAYS);
  const since90 = dayBefore(now, LONG_WINDOW_DAYS);
  const in30 = sql`${itemDailyUnits.day} > ${since30}::date`;
  return db
    .select({
      itemId: sql<number>`${itemDailyUnits.itemId}`.as("sold_item_id"),
      units30: sql<number>`coalesce(sum(${itemDailyUnits.units}) filter (where ${in30}), 0)::float8`.as("units30"),
      sales30: sql<number>`coalesce(sum(${itemDailyUnits.lines}) filter (where ${in30}), 0)::float8`.as("sales30"),
      units90: sql<number>`sum(${itemDailyUnits.units})::float8`.as("units90"),
    })
    .from(itemDailyUnits)
    .where(
      and(
        eq(itemDailyUnits.userId, userId),
        gt(itemDailyUnits.day, since90),
        lte(itemDailyUnits.day, today),
        itemIds ? inArray(itemDailyUnits.itemId, [...itemIds]) : undefined,
      ),
    )
    .groupBy(itemDailyUnits.itemId);
}
