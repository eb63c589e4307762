/**
 * The import job (docs/product-rules.md#jobs, docs/decisions/1002-job-queue.md): reads the stored file, parses it
 * off the event loop (parse-off-thread.ts), and writes its orders, lines, expenses or
 * products in batches of their own transactions, each advancing `rowsDone`. Every write is idempotent on (user,
 * source, external id), so a run that stopped halfway and is run again adds only what is missing; the final
 * counts are read from what the import owns. Lines are valued from the person's inventory by SKU
 * (server/orders/valuation.ts).
 */
import type { Db } from "../../db/client";
import type { JobContext } from "../../jobs/queue";
import type { Logger } from "../../logger";
import { valueOrderLines } from "../../orders/valuation";
import { MAX_INVENTORY_ITEMS } from "../../../shared/domain/inventory";
import { afterStockChange, notify } from "../../notifications";
import {
  columnMappingSchema,
  type ColumnMapping,
  type FormatId,
  type ProductFormatId,
  type OrderSource,
} from "../../../shared/contracts/imports";
import { ImportFileError, type ParsedImport } from "./formats";
import { readSampleFiles } from "./samples";
import { parseOffThread } from "./parse-off-thread";
import type { ImportsRepository } from "./imports.repository";

export const IMPORT_JOB = "imports.run";
export type ImportJobData = { importId: number };
/** At most one import job per person runs at a time, across every process (docs/decisions/1045-fair-imports.md). */
export const importJobKey = (userId: number) => `user:${userId}`;
/** Import jobs run at once in one process: a person's long import leaves a worker for someone else's. */
export const IMPORT_WORKERS = 2;

/**
 * Orders written per transaction: at most 1,000, halved (down to 250) while a batch takes longer than
 * BATCH_SLOW_MS and doubled back when one is quick. Another person's import and every request wait for the
 * batch being written (on the embedded database all of them share one connection), so a batch is kept short
 * whatever the machine's load; below 250 the statements' own cost would slow the import itself
 * (docs/decisions/1045-fair-imports.md).
 */
const ORDER_BATCH = 1_000;
const MIN_ORDER_BATCH = 250;
const BATCH_SLOW_MS = 200;
const BATCH_QUICK_MS = 60;
/** A statement's costs written per transaction. */
const COST_BATCH = 500;

function nextBatchSize(size: number, tookMs: number): number {
  if (tookMs > BATCH_SLOW_MS) return Math.max(MIN_ORDER_BATCH, Math.floor(size / 2));
  if (tookMs < BATCH_QUICK_MS) return Math.min(ORDER_BATCH, size * 2);
  return size;
}

/**
 * Where the orders of a file in `format` come from; null for a statement or an ads report, which add no orders (a
 * statement's costs name their orders' source themselves: docs/decisions/1050-statement-costs-beside-orders.md).
 */
export const SOURCE_OF: Record<Exclude<FormatId, ProductFormatId>, OrderSource | null> = {
  shopify_orders: "shopify",
  etsy_orders: "etsy",
  amazon_transactions: "amazon",
  stripe_balance: "stripe",
  etsy_statement: null,
  shopify_payments: null,
  meta_ads: null,
  google_ads: null,
  tiktok_ads: null,
  csv: "csv",
};

/** The run stopped because this process is stopping: the job is retried, by this process or another. */
export class ImportInterrupted extends Error {
  constructor() {
    super("The import was interrupted by a server restart and will continue");
  }
}

export function createImportJob(deps: {
  db: Db;
  repo: ImportsRepository;
  logger: Logger;
  customerKey: (customer: string) => string;
}) {
  const { db, repo, logger } = deps;

  async function run(importId: number, signal: AbortSignal): Promise<void> {
    const claimed = await repo.claim(importId);
    if (!claimed) return; // undone, or already done by an earlier run
    const { row, content } = claimed;
    // The person hears once how it ended (docs/decisions/1120-notifications-centre.md); a retried run writes no
    // second notice (the key).
    const fail = async (failure: string, errors?: Parameters<ImportsRepository["fail"]>[2]) => {
      await repo.fail(importId, failure, errors);
      await notify(db, row.userId, "import_failed", {
        title: `Import failed: ${row.fileName}`,
        body: failure,
        link: "/imports",
        dedupeKey: `import:${importId}:failed`,
      });
    };
    // The notices are written before the import says done, so whoever sees it done (the imports page, a test) also
    // sees what it told the person. A run that stops in between is run again: the finished notice's key and the
    // stock episodes keep each notice once.
    const finish = async (counts: Parameters<ImportsRepository["finish"]>[1]) => {
      const n = (count: number, one: string, many: string) =>
        `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
      const what =
        counts.ordersRead > 0
          ? `${n(counts.ordersRead, "order", "orders")} read`
          : counts.costsRead + counts.expensesRead > 0
            ? `${n(counts.costsRead, "order fee or refund", "order fees and refunds")} and ${n(counts.expensesRead, "expense", "expenses")} read`
            : `${n(counts.productsUpdated, "product", "products")} updated`;
      await notify(db, row.userId, "import_finished", {
        title: `Import finished: ${row.fileName}`,
        body: `${what}.`,
        link: "/imports",
        dedupeKey: `import:${importId}:finished`,
      });
      // Sales from a shop raise an item's recent rate: an item that now runs out within its lead time says so
      // (docs/decisions/1105-running-out-notice.md), once per episode like every stock notice.
      if (counts.ordersRead > 0) await afterStockChange(db, row.userId, await repo.itemsSold(importId));
      await repo.finish(importId, counts);
    };
    // A sample import reads the shipped sample files (docs/decisions/1040-sample-data-marked.md); any other, its
    // stored file.
    const mapping = row.mapping ? columnMappingSchema.safeParse(row.mapping) : null;
    const files: { content: Buffer; format: FormatId; mapping?: ColumnMapping }[] = row.sample
      ? await readSampleFiles()
      : content
        ? [{ content, format: row.format, ...(mapping?.success ? { mapping: mapping.data } : {}) }]
        : [];
    if (!files.length) {
      await fail("The file of this import is no longer stored: import it again.");
      return;
    }
    const parsedFiles: ParsedImport[] = [];
    try {
      for (const file of files)
        parsedFiles.push(
          (
            await parseOffThread(
              file.content,
              { format: file.format, ...(file.mapping ? { mapping: file.mapping } : {}) },
              signal,
            )
          ).parsed,
        );
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      await fail(err.message);
      return;
    }
    const rowsTotal = parsedFiles.reduce((n, p) => n + p.rows, 0);
    const errors = parsedFiles.flatMap((p) => p.errors);
    const warnings = parsedFiles.flatMap((p) => p.warnings);
    await repo.setTotal(importId, rowsTotal);
    if (errors.length && !row.skipBadRows) {
      const n = errors.length;
      await fail(
        `${n === 1 ? "One row has an error" : `${n.toLocaleString("en-US")} rows have errors`}: nothing was imported. Correct the file, or choose to skip the bad rows.`,
        errors,
      );
      return;
    }

    const checkStop = () => {
      if (signal.aborted) throw new ImportInterrupted();
    };
    let rowsBefore = 0;
    let ordersRead = 0;
    let costsRead = 0;
    let expensesRead = 0;
    let productsUpdated = 0;
    for (const parsed of parsedFiles) {
      if (parsed.kind === "products") {
        checkStop();
        const written = await repo.inTransaction(async (client) => {
          const n = await repo.upsertProducts(client, row.userId, parsed.products, { sample: row.sample });
          if (n !== null) await repo.progress(client, importId, rowsBefore + parsed.rows);
          return n;
        });
        if (written === null) {
          await fail(
            `You can keep at most ${MAX_INVENTORY_ITEMS.toLocaleString("en-US")} products in your inventory: nothing was imported.`,
          );
          return;
        }
        productsUpdated += written;
        // Costs known now fill the lines that still have none; valued lines are never rewritten.
        await valueOrderLines(db, row.userId);
      } else {
        const source = SOURCE_OF[parsed.format];
        const orders = source ? parsed.orders : [];
        let batchSize = ORDER_BATCH;
        for (let done = 0; done < orders.length;) {
          checkStop();
          const batch = orders.slice(done, done + batchSize);
          done += batch.length;
          const began = performance.now();
          await repo.inTransaction(async (client) => {
            await repo.insertOrders(client, {
              userId: row.userId,
              importId,
              source: source!,
              orders: batch,
              customerKey: deps.customerKey,
            });
            const rowsDone = rowsBefore + Math.floor((parsed.rows * done) / Math.max(orders.length, 1));
            await repo.progress(client, importId, rowsDone);
          });
          batchSize = nextBatchSize(batchSize, performance.now() - began);
        }
        checkStop();
        if (parsed.expenses.length)
          await repo.inTransaction((client) =>
            repo.insertExpenses(client, { userId: row.userId, importId, expenses: parsed.expenses }),
          );
        // A statement's costs in batches of their own transactions, like the orders: each links the orders it
        // finds, so no transaction holds thousands of orders' rollup rows at once.
        for (let done = 0; done < parsed.costs.length; done += COST_BATCH) {
          checkStop();
          const costs = parsed.costs.slice(done, done + COST_BATCH);
          await repo.inTransaction(async (client) => {
            await repo.insertCosts(client, { userId: row.userId, importId, costs });
            const rowsDone = rowsBefore + Math.floor((parsed.rows * (done + costs.length)) / parsed.costs.length);
            await repo.progress(client, importId, rowsDone);
          });
        }
        ordersRead += orders.length;
        costsRead += parsed.costs.length;
        expensesRead += parsed.expenses.length;
      }
      rowsBefore += parsed.rows;
    }
    // Every unvalued line of the person: this file's, and any an earlier import left without a cost.
    if (ordersRead > 0) await valueOrderLines(db, row.userId);
    await finish({ ordersRead, costsRead, expensesRead, productsUpdated, errors, warnings });
  }

  /** The queue's handler: a failure that may pass (the database) is thrown for the queue to retry. */
  return async function handle(data: ImportJobData, context: JobContext): Promise<void> {
    try {
      await run(data.importId, context.signal);
    } catch (err) {
      if (!(await repo.exists(data.importId).catch(() => true))) return; // undone while it ran
      if (err instanceof ImportInterrupted || context.signal.aborted || !context.lastAttempt) {
        // Waiting again for the retry, its file kept.
        if (!context.signal.aborted) logger.warn({ err, importId: data.importId }, "import run failed; retried");
        await repo.setStatus(data.importId, "queued", null).catch(() => undefined);
      } else {
        // No retry follows: failed for good, and its file is not kept (docs/decisions/1045-fair-imports.md).
        logger.error({ err, importId: data.importId }, "import failed");
        await repo
          .fail(data.importId, "The import could not be finished because of a server error.")
          .catch(() => undefined);
      }
      throw err;
    }
  };
}
