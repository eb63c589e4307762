/**
 * The one restock rule's read (docs/decisions/1462-one-restock-rule.md): the items that need reordering, low
 * (at or under their low-stock line) or running out (gone, or their days of supply at the recent rate within their
 * lead time), with what they sold. The inventory's low-stock tile and reorder list, the stock notices of the bell,
 * the daily digest and the mentor all call `restockItems`, so they cannot disagree. One statement picks the items
 * that may concern a reorder (a superset: the rate with a tenth of a day to spare); the rule itself is decided once,
 * by `restockState` in shared/domain/stock.ts.
 */
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { inventory, stockAlerts, type InventoryRow } from "../../shared/schema";
import { LOW_STOCK_MAX } from "../../shared/domain/inventory";
import {
  LONG_WINDOW_DAYS,
  MIN_SALES_IN_SHORT_WINDOW,
  SHORT_WINDOW_DAYS,
  dailyRate,
  daysOfSupply,
  restockState,
  type RecentSales,
} from "../../shared/domain/stock";
import type { DbOrTx } from "../db/owned-rows";
import { recentSalesQuery } from "./item-sales";

export type RestockItem = {
  item: InventoryRow;
  sold: RecentSales;
  /** Units a day at the recent rate, and the days that lasts (null when nothing sold). */
  rate: number;
  daysOfSupply: number | null;
  low: boolean;
  runningOut: boolean;
  /** With `alerts`: the item's open stock-notice episode (server/notifications/stock.ts), if any. */
  alert?: { lowSent: boolean; outSent: boolean } | null;
};

/** The sales CTE and the statement's filter: the items that may need a reorder (a superset of the rule). */
function candidates(db: DbOrTx, userId: number, now: Date, itemIds?: readonly number[]) {
  const sold = db.$with("sold").as(recentSalesQuery(db, userId, now, itemIds));
  const short = sql`${sold.sales30} >= ${sql.raw(String(MIN_SALES_IN_SHORT_WINDOW))}`;
  const window = sql`(case when ${short} then ${sql.raw(String(SHORT_WINDOW_DAYS))} else ${sql.raw(String(LONG_WINDOW_DAYS))} end)`;
  const units = sql`(case when ${short} then ${sold.units30} else ${sold.units90} end)`;
  const lead = sql`coalesce(${inventory.leadTimeDays}, 0)`;
  // Days of supply ≤ lead time is quantity × 10 × window < (lead time × 10 + 1) × units; +2 spares a tenth of a day.
  const mayNeed = or(
    lte(inventory.quantity, sql`coalesce(${inventory.reorderPoint}, ${sql.raw(String(LOW_STOCK_MAX))})`),
    sql`${inventory.quantity}::float8 * 10 * ${window} < (${lead} * 10 + 2)::float8 * ${units}`,
  );
  return { sold, mayNeed };
}

/** The rule applied to one candidate: its rate, days of supply and state. */
function decide(
  quantity: number,
  settings: { reorderPoint: number | null; leadTimeDays: number | null },
  sold: { units30: number | null; sales30: number | null; units90: number | null },
) {
  const s: RecentSales = { units30: sold.units30 ?? 0, sales30: sold.sales30 ?? 0, units90: sold.units90 ?? 0 };
  const rate = dailyRate(s);
  const days = daysOfSupply(quantity, rate);
  return { sold: s, rate, daysOfSupply: days, ...restockState(quantity, days, settings) };
}

/**
 * The person's items that need reordering, fewest units first (only among `itemIds` when given; with `all`, every
 * one of those with its state, for callers that also see an item leave the rule, such as the stock notices).
 */
export async function restockItems(
  db: DbOrTx,
  userId: number,
  now: Date,
  opts: { itemIds?: readonly number[]; all?: boolean; alerts?: boolean } = {},
): Promise<RestockItem[]> {
  if (opts.itemIds && !opts.itemIds.length) return [];
  const { sold, mayNeed } = candidates(db, userId, now, opts.itemIds);
  // The stock notices read their episode rows in the same statement: it runs while a sale holds the item's lock.
  const rows = await db
    .with(sold)
    .select({
      item: inventory,
      units30: sold.units30,
      sales30: sold.sales30,
      units90: sold.units90,
      alertId: opts.alerts ? stockAlerts.inventoryId : sql<null>`null`,
      lowSent: opts.alerts ? stockAlerts.lowSent : sql<null>`null`,
      outSent: opts.alerts ? stockAlerts.outSent : sql<null>`null`,
    })
    .from(inventory)
    .leftJoin(sold, eq(sold.itemId, inventory.id))
    .leftJoin(stockAlerts, opts.alerts ? eq(stockAlerts.inventoryId, inventory.id) : sql`false`)
    .where(
      and(
        eq(inventory.userId, userId),
        opts.itemIds ? inArray(inventory.id, [...opts.itemIds]) : undefined,
        opts.all ? undefined : mayNeed,
      ),
    )
    .orderBy(inventory.quantity, inventory.id);
  const out: RestockItem[] = [];
  for (const row of rows) {
    const state = decide(row.item.quantity, row.item, row);
    const alert = row.alertId === null ? null : { lowSent: row.lowSent === true, outSent: row.outSent === true };
    if (opts.all || state.low || state.runningOut) out.push({ item: row.item, ...state, alert });
  }
  return out;
}

/** A candidate as a select of flat, named columns, for a caller that embeds it in a larger statement. */
export type RestockCandidate = {
  name: string;
  quantity: number;
  cost: string;
  price: string;
  reorderPoint: number | null;
  leadTimeDays: number | null;
  units30: number | null;
  sales30: number | null;
  units90: number | null;
};

/**
 * The candidates as one embeddable select (the mentor reads its facts in one statement, decision 1305), fewest
 * units first; `needsRestock` keeps those the rule picks.
 */
export function restockCandidatesSelect(db: DbOrTx, userId: number, now: Date) {
  const { sold, mayNeed } = candidates(db, userId, now);
  return db
    .with(sold)
    .select({
      name: sql<string>`${inventory.productName}`.as("name"),
      quantity: sql<number>`${inventory.quantity}`.as("quantity"),
      cost: sql<string>`${inventory.costPrice}::text`.as("cost"),
      price: sql<string>`${inventory.sellPrice}::text`.as("price"),
      reorderPoint: sql<number | null>`${inventory.reorderPoint}`.as("reorderPoint"),
      leadTimeDays: sql<number | null>`${inventory.leadTimeDays}`.as("leadTimeDays"),
      units30: sql<number | null>`${sold.units30}`.as("units30"),
      sales30: sql<number | null>`${sold.sales30}`.as("sales30"),
      units90: sql<number | null>`${sold.units90}`.as("units90"),
      ord: sql<number>`row_number() over (order by ${inventory.quantity}, ${inventory.id})`.as("ord"),
    })
    .from(inventory)
    .leftJoin(sold, eq(sold.itemId, inventory.id))
    .where(and(eq(inventory.userId, userId), mayNeed));
}

/** Whether the rule picks a candidate of `restockCandidatesSelect`. */
export function needsRestock(c: RestockCandidate): boolean {
  const state = decide(c.quantity, c, c);
  return state.low || state.runningOut;
}
