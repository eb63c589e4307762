/**
 * The sync job (docs/product-rules.md#jobs, docs/decisions/1072-sync-job-and-cursor.md): one run per connection
 * at a time, on demand and every few hours, from the connection's cursor. What the platform answers is read by the
 * import's own parsers (Shopify's orders export, Stripe's balance report) and written as an import writes, on
 * (user, source, external id), so a sync after a file, a file after a sync, or a sync run twice adds nothing twice.
 * A refused key fails for good with the reason; anything else is retried by the queue with a growing delay.
 */
import type { Db } from "../../db/client";
import type { JobContext } from "../../jobs/queue";
import type { Logger } from "../../logger";
import { valueOrderLines } from "../../orders/valuation";
import { effectivePlan } from "../../../shared/domain/plans";
import type { ShopConnectionRow } from "../../../shared/schema";
import { parseShopifyOrders, parseStripeBalance, type ImportTable, type OrderWriter } from "../imports";
import type { ConnectionsRepository } from "./connections.repository";
import { checkShopify, pullShopify, type ShopifyShop } from "./shopify-source";
import { pullStripe, stripeClient, type StripeAddress } from "./stripe-source";
import { SyncFailure } from "./sync-failure";

export const SYNC_JOB = "connections.sync";
export const SCHEDULE_JOB = "connections.schedule";
export type SyncJobData = { connectionId: number };
/** One run of a connection at a time, across every process. */
export const syncJobKey = (connectionId: number) => `connection:${connectionId}`;
/** A connection is synced again by the schedule once its last sync is this old. */
export const SYNC_EVERY_HOURS = 3;
/** How often the schedule looks for connections due a sync. */
export const SCHEDULE_EVERY_SECONDS = 30 * 60;
/** Orders written per transaction (as the import's batches, docs/decisions/1045-fair-imports.md). */
const BATCH = 500;

export type SyncDeps = {
  db: Db;
  repo: ConnectionsRepository;
  writer: OrderWriter;
  logger: Logger;
  customerKey: (customer: string) => string;
  /** Opens a sealed key; null when it does not open (the server's key changed). */
  unsealKey: (sealed: string) => string | null;
  stripeAddress: StripeAddress;
  shopifyBaseUrl?: string;
};

export function createSyncJob(deps: SyncDeps) {
  const { repo, writer } = deps;

  /** Writes a table's orders; answers how many were new. Row problems are counted, never thrown. */
  async function write(
    row: ShopConnectionRow,
    table: ImportTable,
    cursor?: string,
  ): Promise<{ added: number; leftOut: number }> {
    const parsed = row.provider === "shopify" ? parseShopifyOrders(table) : parseStripeBalance(table);
    // The sources the shopify_orders and stripe_balance imports write (imports.job.ts SOURCE_OF).
    const source = row.provider === "shopify" ? "shopify" : "stripe";
    const batches: (typeof parsed.orders)[] = [];
    for (let i = 0; i < parsed.orders.length; i += BATCH) batches.push(parsed.orders.slice(i, i + BATCH));
    if (!batches.length) batches.push([]);
    let added = 0;
    for (const [i, batch] of batches.entries()) {
      // The cursor moves with the page's last batch, in its transaction: a run cut off starts where it was.
      const moveCursor = i === batches.length - 1 && cursor !== undefined;
      added += await writer.inTransaction(async (client) => {
        const ids = batch.length
          ? await writer.insertOrders(client, {
              userId: row.userId,
              importId: null,
              source,
              orders: batch,
              customerKey: deps.customerKey,
            })
          : [];
        // A Shopify order synced again carries its total refunded: a refund made after it was stored reaches it.
        if (row.provider === "shopify")
          await repo.updateRefunds(
            client,
            row.userId,
            source,
            batch.map((o) => ({ externalId: o.externalId, refunds: o.refunds })),
          );
        await repo.advance(client, row.id, ids.length, moveCursor && cursor !== undefined ? cursor : null);
        return ids.length;
      });
    }
    return { added, leftOut: parsed.errors.length };
  }

  async function run(row: ShopConnectionRow, signal: AbortSignal): Promise<{ added: number; leftOut: number }> {
    const secret = deps.unsealKey(row.secretSealed);
    if (secret === null)
      throw new SyncFailure("The saved key can no longer be read on this server: disconnect and connect again.", true);
    if (row.provider === "stripe") {
      const pulled = await pullStripe(stripeClient(secret, deps.stripeAddress), row.cursor, signal);
      const result = await write(row, pulled.table);
      // A refund of a charge stored before (an earlier sync or a file): its order gets the charge's total refunded.
      await writer.inTransaction((client) => repo.updateRefunds(client, row.userId, "stripe", pulled.refunded));
      if (pulled.cursor) await repo.setCursor(row.id, pulled.cursor);
      return result;
    }
    const shop: ShopifyShop = { domain: row.shopDomain ?? "", token: secret, baseUrl: deps.shopifyBaseUrl };
    const { timeZone } = await checkShopify(shop);
    let added = 0;
    let leftOut = 0;
    // Pages are gathered up to a batch before they are written: each write moves the rollups in a dozen
    // statements, so one per page of 20 orders made a 10,000-order sync ten times slower (docs/benchmarks.md).
    let pending: ImportTable | null = null;
    let pendingOrders = 0;
    let pendingCursor = "";
    const flush = async () => {
      if (!pending) return;
      const written = await write(row, pending, pendingCursor);
      added += written.added;
      leftOut += written.leftOut;
      pending = null;
      pendingOrders = 0;
    };
    await pullShopify(
      shop,
      row.cursor,
      timeZone,
      async (table, cursor, orders) => {
        if (pending) pending.rows.push(...table.rows.map((r) => ({ ...r, line: pending!.rows.length + r.line })));
        else pending = table;
        pendingOrders += orders;
        pendingCursor = cursor;
        if (pendingOrders >= BATCH) await flush();
      },
      signal,
    );
    await flush();
    return { added, leftOut };
  }

  return async function handle(data: SyncJobData, context: JobContext): Promise<void> {
    const row = await repo.claim(data.connectionId);
    if (!row) return; // disconnected, or the account was locked
    try {
      const { added, leftOut } = await run(row, context.signal);
      const note = leftOut
        ? `${leftOut.toLocaleString("en-US")} order${leftOut === 1 ? " was" : "s were"} left out: ${leftOut === 1 ? "it has" : "they have"} no line items or a value we cannot read.`
        : null;
      await repo.finish(row.id, null, note);
      if (added > 0) await valueOrderLines(deps.db, row.userId);
    } catch (err) {
      const failure =
        err instanceof SyncFailure
          ? err
          : new SyncFailure("The sync stopped because of a server error; it will try again.", false);
      if (!(err instanceof SyncFailure)) deps.logger.error({ err, connectionId: row.id }, "connection sync failed");
      else
        deps.logger.warn(
          { connectionId: row.id, provider: row.provider, reason: failure.message },
          "connection sync failed",
        );
      const retried = !failure.permanent && !context.lastAttempt;
      await repo.failed(row.id, failure.message, retried).catch(() => undefined);
      if (retried) throw failure;
    }
  };
}

/** The schedule: queues a sync of every connection due one, for people on Pro (docs/decisions/1070-shop-connections.md). */
export async function queueDueSyncs(
  repo: ConnectionsRepository,
  send: (connectionId: number) => Promise<unknown>,
  now = new Date(),
): Promise<number> {
  const due = await repo.due(new Date(now.getTime() - SYNC_EVERY_HOURS * 3_600_000));
  let queued = 0;
  for (const { id, user } of due) {
    if (effectivePlan(user, now) !== "pro") continue;
    if (await repo.markQueued(id)) {
      await send(id);
      queued++;
    }
  }
  return queued;
}
