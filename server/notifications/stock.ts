/**
 * Low-stock notices once per episode (docs/decisions/1120-notifications-centre.md): an item at or under its
 * low-stock threshold (shared/domain/inventory.ts) opens an episode; `low_stock` is sent when it opens and
 * `running_out` when the item reaches zero within it; a quantity above the threshold ends the episode, and the
 * next dip is a new one. Call `afterStockChange` in the transaction that changed the quantities: the episode
 * row's insert (`on conflict do nothing`) and the flags' conditional update decide, so parallel sales send each
 * notice once. More than a few items at once (a CSV import) make one summary notice instead of one each.
 */
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { inventory, stockAlerts } from "../../shared/schema";
import { LOW_STOCK_MAX } from "../../shared/domain/inventory";
import type { NotificationKind } from "../../shared/contracts/notifications";
import type { DbOrTx } from "../db/owned-rows";
import { notify } from "./notify";
import { toolPath } from "../../shared/tools/manifest";

/** Up to this many items get a notice each; more get one notice that counts them. */
const NOTICES_EACH = 5;
const itemLink = (id: number) => toolPath("inventory-tracker", id);

type Item = { id: number; name: string; quantity: number };

async function announce(tx: DbOrTx, userId: number, kind: NotificationKind, items: Item[]): Promise<void> {
  if (!items.length) return;
  const out = kind === "running_out";
  if (items.length > NOTICES_EACH) {
    await notify(tx, userId, kind, {
      title: `${items.length.toLocaleString("en-US")} products are ${out ? "out of stock" : "low on stock"}`,
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
      title: `${out ? "Out of stock" : "Low stock"}: ${item.name}`,
      body: out
        ? "None left. Reorder it, or pause its listings."
        : `Only ${item.quantity.toLocaleString("en-US")} left.`,
      link: itemLink(item.id),
    });
}

export async function afterStockChange(tx: DbOrTx, userId: number, itemIds: readonly number[]): Promise<void> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return;
  const mine = and(eq(inventory.userId, userId), inArray(inventory.id, ids));
  // Episodes of items above the threshold again are over.
  const recovered = await tx
    .select({ id: inventory.id })
    .from(inventory)
    .where(and(mine, gt(inventory.quantity, LOW_STOCK_MAX)));
  if (recovered.length)
    await tx.delete(stockAlerts).where(
      and(
        eq(stockAlerts.userId, userId),
        inArray(
          stockAlerts.inventoryId,
          recovered.map((r) => r.id),
        ),
      ),
    );
  const low: Item[] = await tx
    .select({ id: inventory.id, name: inventory.productName, quantity: inventory.quantity })
    .from(inventory)
    .where(and(mine, lte(inventory.quantity, LOW_STOCK_MAX)))
    .orderBy(inventory.id);
  if (!low.length) return;
  await tx
    .insert(stockAlerts)
    .values(low.map((i) => ({ inventoryId: i.id, userId })))
    .onConflictDoNothing();
  const lowIds = low.map((i) => i.id);
  const newlyLow = new Set(
    (
      await tx
        .update(stockAlerts)
        .set({ lowSent: true })
        .where(and(inArray(stockAlerts.inventoryId, lowIds), eq(stockAlerts.lowSent, false)))
        .returning({ id: stockAlerts.inventoryId })
    ).map((r) => r.id),
  );
  const zero = low.filter((i) => i.quantity <= 0).map((i) => i.id);
  const newlyOut = new Set(
    zero.length
      ? (
          await tx
            .update(stockAlerts)
            .set({ outSent: true, lowSent: true })
            .where(and(inArray(stockAlerts.inventoryId, zero), eq(stockAlerts.outSent, false)))
            .returning({ id: stockAlerts.inventoryId })
        ).map((r) => r.id)
      : [],
  );
  // An item that went straight to zero gets the out-of-stock notice alone.
  await announce(
    tx,
    userId,
    "low_stock",
    low.filter((i) => newlyLow.has(i.id) && !newlyOut.has(i.id)),
  );
  await announce(
    tx,
    userId,
    "running_out",
    low.filter((i) => newlyOut.has(i.id)),
  );
}
