/**
 * Stock notices once per episode (docs/decisions/1120-notifications-centre.md, docs/decisions/1105-running-out-notice.md).
 * Two episodes per item, each sending its notice once, the two halves of the one restock rule that the low-stock
 * tile and the reorder list read too (docs/decisions/1462-one-restock-rule.md): low stock (the quantity at or under
 * the item's low-stock line) and running out (none left, or the days of supply at the recent rate at or under the
 * lead time). An episode ends when its condition no longer holds,
 * and the next time it holds is a new one. `stock_alerts` keeps one row per item in either episode, with a flag per
 * notice sent (`out_sent` is the running-out notice). Call `afterStockChange` in the transaction that changed the
 * quantities: the row's insert (`on conflict do nothing`) and the flags' conditional updates decide, so parallel sales
 * send each notice once. More than a few items at once (a CSV import) make one summary notice instead of one each.
 */
import { runOutDate } from "../../shared/domain/stock";
import type { NotificationKind } from "../../shared/contracts/notifications";
import type { DbOrTx } from "../db/owned-rows";
import { restockItems } from "../orders/restock";
import { notify } from "./notify";
import { createStockAlertsRepository } from "./stock-alerts.repository";
import { toolPath } from "../../shared/tools/manifest";

/** Up to this many items get a notice each; more get one notice that counts them. */
const NOTICES_EACH = 5;
const itemLink = (id: number) => toolPath("inventory-tracker", id);

/** An item as the notices need it: its stock, lead time and, when it sells, the day it runs out at its rate. */
type Item = {
  id: number;
  name: string;
  quantity: number;
  leadTimeDays: number | null;
  runOut: string | null;
  low: boolean;
  out: boolean;
  /** Its episode row as read under the item's lock (the caller changed its stock): whether there is one, its flags. */
  alert: boolean;
  lowSent: boolean;
  outSent: boolean;
};

const days = (n: number) => `${n.toLocaleString("en-US")} day${n === 1 ? "" : "s"}`;
/** "Dec 3, 2026" from YYYY-MM-DD. */
const dateText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** The running-out notice of one item: out of stock as a plain fact at 0, else the day it runs out; and the lead time. */
function runningOutNotice(item: Pick<Item, "name" | "quantity" | "leadTimeDays" | "runOut">): {
  title: string;
  body: string;
} {
  const lead = item.leadTimeDays
    ? `Your supplier takes ${days(item.leadTimeDays)} to deliver.`
    : "No lead time is set for it.";
  if (item.quantity <= 0)
    return { title: `Out of stock: ${item.name}`, body: `None left. ${lead} Reorder it, or pause its listings.` };
  const when = item.runOut ? `runs out around ${dateText(item.runOut)}` : "runs out soon";
  return {
    title: `Running out: ${item.name}`,
    body: `${item.quantity.toLocaleString("en-US")} left; at the recent rate it ${when}. ${lead} Reorder now.`,
  };
}

async function announce(tx: DbOrTx, userId: number, kind: NotificationKind, items: Item[]): Promise<void> {
  if (!items.length) return;
  const out = kind === "running_out";
  if (items.length > NOTICES_EACH) {
    await notify(tx, userId, kind, {
      title: `${items.length.toLocaleString("en-US")} products are ${out ? "running out" : "low on stock"}`,
      body: items
        .slice(0, 3)
        .map((i) => i.name)
        .join(", ")
        .concat(", and more."),
      link: "/inventory-tracker",
    });
    return;
  }
  for (const item of items)
    await notify(tx, userId, kind, {
      ...(out
        ? runningOutNotice(item)
        : { title: `Low stock: ${item.name}`, body: `Only ${item.quantity.toLocaleString("en-US")} left.` }),
      link: itemLink(item.id),
    });
}

export async function afterStockChange(
  tx: DbOrTx,
  userId: number,
  itemIds: readonly number[],
  now: Date = new Date(),
): Promise<void> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return;
  // The items with their state under the one restock rule (server/orders/restock.ts) and their episode rows.
  const restock = await restockItems(tx, userId, now, { itemIds: ids, all: true, alerts: true });
  const items: Item[] = restock
    .sort((x, y) => x.item.id - y.item.id)
    .map((r) => {
      const alert = r.alert;
      return {
        id: r.item.id,
        name: r.item.productName,
        quantity: r.item.quantity,
        leadTimeDays: r.item.leadTimeDays,
        runOut: runOutDate(r.daysOfSupply, now),
        low: r.low,
        out: r.runningOut,
        alert: alert != null,
        lowSent: alert?.lowSent === true,
        outSent: alert?.outSent === true,
      };
    });
  const idsWhere = (keep: (i: Item) => boolean) => items.filter(keep).map((i) => i.id);
  const alerts = createStockAlertsRepository(tx);
  /** The flag turned on for those of `ids` where it was off (no statement for none): the items whose notice is ours. */
  const flip = async (ids: number[], flag: "lowSent" | "outSent") =>
    ids.length ? alerts.flip(ids, flag) : new Set<number>();

  // The caller holds the items' row locks, so the episode rows read above are current: only the statements that
  // change something are sent (most stock changes send none). The conditional updates still decide who notifies.
  // Episodes that are over: an item in neither loses its row; in one only, the other's flag is reset.
  const over = idsWhere((i) => !i.low && !i.out && i.alert);
  if (over.length) await alerts.remove(userId, over);
  const lowOver = idsWhere((i) => !i.low && i.out && i.lowSent);
  if (lowOver.length) await alerts.reset(userId, lowOver, "lowSent");
  const outOver = idsWhere((i) => i.low && !i.out && i.outSent);
  if (outOver.length) await alerts.reset(userId, outOver, "outSent");

  const opening = items.filter((i) => (i.low || i.out) && !i.alert);
  if (opening.length)
    await alerts.open(
      userId,
      opening.map((i) => i.id),
    );
  const newlyLow = await flip(
    idsWhere((i) => i.low && !i.lowSent),
    "lowSent",
  );
  const newlyOut = await flip(
    idsWhere((i) => i.out && !i.outSent),
    "outSent",
  );
  // An item that went low and ran out in one change gets the running-out notice alone.
  await announce(
    tx,
    userId,
    "low_stock",
    items.filter((i) => newlyLow.has(i.id) && !newlyOut.has(i.id)),
  );
  await announce(
    tx,
    userId,
    "running_out",
    items.filter((i) => newlyOut.has(i.id)),
  );
}
