/**
 * The imports' SQL: import rows and their files, saved mappings, and the job's batched writes of orders, lines,
 * expenses and products. Every write of the job is idempotent on (user, source, external id)
 * (docs/product-rules.md#one-table-for-every-sale): a retried job adds nothing twice.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "../../db/client";
import { inTransaction as inTransactionOf } from "../../db/transaction";
import * as schema from "../../../shared/schema";
import { moveStock, type StockMove } from "../inventory";
import { MAX_INVENTORY_ITEMS } from "../../../shared/domain/inventory";
import { applyOrderTotals } from "../../orders/rollup";
import { LINE_TOTALS } from "../../orders/totals";
import { importMappings, imports, type ImportRow } from "../../../shared/schema";
import { readImportFile, storeImportFile } from "./import-files.repository";
import { insertStatementCosts, linkPendingCosts, unlinkImportCosts } from "./statement-costs.repository";
import { admitImport } from "./imports.limits";
import { cancelImportsOfLockedAccounts } from "./imports.sweep";
import type {
  ColumnMapping,
  FormatId,
  ImportRowError,
  ImportedExpense,
  ImportedOrder,
  ImportedProduct,
  ImportedStatementCost,
  OrderSource,
} from "../../../shared/contracts/imports";

/** The most imports a list answers. */
const LIST_LIMIT = 100;

const midnight = (date: string) => `${date}T00:00:00Z`;

/**
 * Inserts an import once the person's allowance admits it (3 waiting or running, 50 MB of files; the sample import
 * counts as one): checked under a lock on their row (docs/decisions/1045-fair-imports.md). Its file is written
 * after the commit (storeImportFile); a sample import has none: its job reads the shipped files.
 */
async function insertImport(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  input: {
    userId: number;
    format: FormatId;
    fileName: string;
    skipBadRows: boolean;
    mapping: ColumnMapping | null;
    content: Buffer | null;
    sample?: boolean;
  },
): Promise<ImportRow> {
  const fileBytes = input.content?.length ?? 0;
  await admitImport(tx, input.userId, fileBytes);
  const [row] = await tx
    .insert(imports)
    .values({
      userId: input.userId,
      format: input.format,
      fileName: input.fileName,
      skipBadRows: input.skipBadRows,
      mapping: input.mapping,
      sample: input.sample ?? false,
      fileBytes,
    })
    .returning();
  return row;
}

export function createImportsRepository(db: Db, pool: pg.Pool) {
  /** One transaction on one pooled client (the embedded database has one: nothing else may run inside). */
  const inTransaction = <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => inTransactionOf(pool, work);

  return {
    inTransaction,

    async create(input: {
      userId: number;
      format: FormatId;
      fileName: string;
      skipBadRows: boolean;
      mapping: ColumnMapping | null;
      content: Buffer;
    }): Promise<ImportRow> {
      const row = await db.transaction((tx) => insertImport(tx, input));
      // Part by part, a statement each, so no request waits behind one 20 MB statement.
      await storeImportFile(pool, row.id, input.content).catch(async (err: unknown) => {
        await db
          .delete(imports)
          .where(eq(imports.id, row.id))
          .catch(() => undefined);
        throw err;
      });
      return row;
    },

    /**
     * The sample import: one per person, whichever process takes the click (the lock makes the check and the
     * insert one step; docs/decisions/1040-sample-data-marked.md). Null when the samples are already there.
     */
    async createSample(input: { userId: number; format: FormatId; fileName: string }): Promise<ImportRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('imports.sample'), ${input.userId})`);
        const [there] = await tx
          .select({ id: imports.id })
          .from(imports)
          .where(and(eq(imports.userId, input.userId), eq(imports.sample, true)))
          .limit(1);
        if (there) return null;
        return insertImport(tx, { ...input, skipBadRows: false, mapping: null, content: null, sample: true });
      });
    },

    async find(userId: number, id: number): Promise<ImportRow | undefined> {
      const [row] = await db
        .select()
        .from(imports)
        .where(and(eq(imports.id, id), eq(imports.userId, userId)));
      return row;
    },

    list(userId: number): Promise<ImportRow[]> {
      return db
        .select()
        .from(imports)
        .where(eq(imports.userId, userId))
        .orderBy(desc(imports.createdAt), desc(imports.id))
        .limit(LIST_LIMIT);
    },

    /**
     * Deletes the import and, by cascade, every order, line and expense it added, taking its orders out of the
     * rollups first in the same transaction. The import's row is locked first: a running job's batch (whose
     * orders point at it) commits before, and none can add orders after (docs/decisions/1030-order-rollups.md).
     */
    async remove(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ id: imports.id })
          .from(imports)
          .where(and(eq(imports.id, id), eq(imports.userId, userId)))
          .for("update");
        if (!mine) return false;
        // A statement's fees and refunds come off the orders of other imports first
        // (docs/decisions/1050-statement-costs-beside-orders.md).
        await unlinkImportCosts(tx, userId, [id]);
        await applyOrderTotals(tx, userId, { importId: id }, -1);
        await tx.delete(imports).where(eq(imports.id, id));
        return true;
      });
    },

    /**
     * Removes every sample import of the person (their orders, lines and expenses by cascade, taken out of the
     * rollups first) and every inventory item the samples created, in one transaction
     * (docs/decisions/1040-sample-data-marked.md). Answers what it removed.
     */
    async removeSamples(
      userId: number,
    ): Promise<{ removed: { imports: number; orders: number; expenses: number; items: number } }> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: imports.id })
          .from(imports)
          .where(and(eq(imports.userId, userId), eq(imports.sample, true)))
          .orderBy(imports.id)
          .for("update");
        const ids = locked.map((r) => r.id);
        let orders = 0;
        let expenses = 0;
        if (ids.length) {
          const idList = `{${ids.join(",")}}`;
          const counted = await tx.execute<{ orders: number; expenses: number }>(sql`
            select (select count(*)::int from orders where user_id = ${userId} and import_id = any(${idList}::int[])) as orders,
                   (select count(*)::int from expenses where user_id = ${userId} and import_id = any(${idList}::int[])) as expenses`);
          ({ orders, expenses } = counted.rows[0]);
          await unlinkImportCosts(tx, userId, ids);
          for (const id of ids) await applyOrderTotals(tx, userId, { importId: id }, -1);
          await tx.delete(imports).where(and(eq(imports.userId, userId), eq(imports.sample, true)));
        }
        const items = await tx
          .delete(schema.inventory)
          .where(and(eq(schema.inventory.userId, userId), eq(schema.inventory.sample, true)))
          .returning({ id: schema.inventory.id });
        return { removed: { imports: ids.length, orders, expenses, items: items.length } };
      });
    },

    async savedMapping(userId: number, headerKey: string): Promise<unknown> {
      const [row] = await db
        .select({ mapping: importMappings.mapping })
        .from(importMappings)
        .where(and(eq(importMappings.userId, userId), eq(importMappings.headerKey, headerKey)));
      return row?.mapping;
    },

    async saveMapping(userId: number, headerKey: string, mapping: ColumnMapping): Promise<void> {
      await db
        .insert(importMappings)
        .values({ userId, headerKey, mapping })
        .onConflictDoUpdate({
          target: [importMappings.userId, importMappings.headerKey],
          set: { mapping, updatedAt: new Date() },
        });
    },

    /** How many of `externalIds` the person already has from `source`. */
    async countExisting(userId: number, source: OrderSource, externalIds: string[]): Promise<number> {
      if (!externalIds.length) return 0;
      const result = await pool.query<{ n: number }>(
        `select count(*)::int as n from orders where user_id = $1 and source = $2 and external_id = any($3::text[])`,
        [userId, source, externalIds],
      );
      return result.rows[0]?.n ?? 0;
    },

    // ---- the job ----

    /**
     * Marks an import running (when it is waiting, or running in a run that stopped) and answers it with its file;
     * null when it is gone, ended, or cancelled here because its account is locked.
     */
    async claim(importId: number): Promise<{ row: ImportRow; content: Buffer | null } | null> {
      const [row] = await db
        .update(imports)
        .set({ status: "running", startedAt: new Date(), rowsDone: 0, failure: null })
        .where(
          and(
            eq(imports.id, importId),
            inArray(imports.status, ["queued", "running"]),
            sql`exists (select 1 from users u where u.id = ${imports.userId} and u.is_active)`,
          ),
        )
        .returning();
      if (!row) {
        await cancelImportsOfLockedAccounts(pool, importId);
        return null;
      }
      // A sample import has no stored file (its job reads the shipped files).
      return { row, content: row.sample ? null : await readImportFile(pool, importId) };
    },

    async exists(importId: number): Promise<boolean> {
      const [row] = await db.select({ id: imports.id }).from(imports).where(eq(imports.id, importId));
      return Boolean(row);
    },

    async setTotal(importId: number, rowsTotal: number): Promise<void> {
      await db.update(imports).set({ rowsTotal }).where(eq(imports.id, importId));
    },

    /** Inserts a batch of orders (those already there are left alone) and the lines of the new ones. */
    async insertOrders(
      client: pg.PoolClient,
      batch: {
        userId: number;
        /** Null for orders a shop's sync brought (docs/decisions/1072-sync-job-and-cursor.md). */
        importId: number | null;
        source: OrderSource;
        orders: ImportedOrder[];
        customerKey: (customer: string) => string;
      },
    ): Promise<number[]> {
      const { orders } = batch;
      const inserted = await client.query<{ id: number; external_id: string }>(
        `insert into orders (user_id, source, external_id, import_id, ordered_at, currency, customer_key,
                             discounts, shipping, taxes, refunds, fees, cancelled)
         select $1, $2, t.external_id, $3, t.ordered_at, t.currency, t.customer_key,
                t.discounts, t.shipping, t.taxes, t.refunds, t.fees, t.cancelled
           from unnest($4::text[], $5::timestamptz[], $6::text[], $7::text[], $8::numeric[], $9::numeric[],
                       $10::numeric[], $11::numeric[], $12::numeric[], $13::boolean[])
                as t(external_id, ordered_at, currency, customer_key, discounts, shipping, taxes, refunds, fees,
                     cancelled)
         on conflict (user_id, source, external_id) do nothing
         returning id, external_id`,
        [
          batch.userId,
          batch.source,
          batch.importId,
          orders.map((o) => o.externalId),
          orders.map((o) => midnight(o.date)),
          orders.map((o) => o.currency),
          orders.map((o) => (o.customer ? batch.customerKey(o.customer) : null)),
          orders.map((o) => o.discounts),
          orders.map((o) => o.shipping),
          orders.map((o) => o.taxes),
          orders.map((o) => o.refunds),
          orders.map((o) => o.fees),
          orders.map((o) => o.cancelled),
        ],
      );
      const byExternal = new Map(orders.map((o) => [o.externalId, o]));
      const lines: {
        orderId: number;
        sku: string | null;
        name: string;
        quantity: number;
        price: string;
        service: boolean;
      }[] = [];
      for (const { id, external_id } of inserted.rows)
        for (const line of byExternal.get(external_id)?.lines ?? [])
          lines.push({
            orderId: id,
            sku: line.sku ?? null,
            name: line.name,
            quantity: line.quantity,
            price: line.unitPrice,
            service: line.service ?? false,
          });
      if (lines.length)
        await client.query(
          // The new orders' line totals in the same statement (docs/decisions/1014-order-line-totals.md).
          `with l as (
             insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, service)
             select t.order_id, $1, t.sku, t.name, t.quantity, t.unit_price, t.service
               from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::boolean[])
                    as t(order_id, sku, name, quantity, unit_price, service)
             returning order_id, quantity, unit_price, unit_cost, service
           )
           update orders o
              set goods = s.goods, known_cost = s.known_cost, units = s.units, unvalued_lines = s.unvalued_lines
             from (select l.order_id, ${LINE_TOTALS} from l group by l.order_id) s
            where o.id = s.order_id`,
          [
            batch.userId,
            lines.map((l) => l.orderId),
            lines.map((l) => l.sku),
            lines.map((l) => l.name),
            lines.map((l) => l.quantity),
            lines.map((l) => l.price),
            lines.map((l) => l.service),
          ],
        );
      const ids = inserted.rows.map((r) => r.id);
      // A statement read before these orders gave them fees and refunds: added before the rollups count them.
      await linkPendingCosts(client, batch.userId, ids);
      await applyOrderTotals(client, batch.userId, { orderIds: ids }, 1);
      return ids;
    },

    /** A statement's fees and refunds of orders: kept, and added to the orders already imported. */
    insertCosts(
      client: pg.PoolClient,
      batch: { userId: number; importId: number; costs: ImportedStatementCost[] },
    ): Promise<void> {
      return insertStatementCosts(client, batch);
    },

    /**
     * A dry run's counts for a statement or ad report: its rows already imported (by source and external id), and
     * how many of its costs have no imported order yet.
     */
    async countStatementRows(
      userId: number,
      costs: ImportedStatementCost[],
      expenses: ImportedExpense[],
    ): Promise<{ duplicates: number; waiting: number }> {
      if (!costs.length && !expenses.length) return { duplicates: 0, waiting: 0 };
      const result = await pool.query<{ duplicates: number; waiting: number }>(
        `select (select count(*)::int from statement_costs c
                   join unnest($2::text[], $3::text[]) as t(source, external_id)
                     on c.user_id = $1 and c.source = t.source and c.external_id = t.external_id)
              + (select count(*)::int from expenses e
                   join unnest($4::text[], $5::text[]) as t(source, external_id)
                     on e.user_id = $1 and e.source = t.source and e.external_id = t.external_id) as duplicates,
                (select count(*)::int from unnest($2::text[], $6::text[], $7::text[]) as t(source, order_id, currency)
                  where not exists (select 1 from orders o where o.user_id = $1 and o.source = t.source
                                       and o.external_id = t.order_id and o.currency = t.currency)) as waiting`,
        [
          userId,
          costs.map((c) => c.source),
          costs.map((c) => c.externalId),
          expenses.map((e) => e.source),
          expenses.map((e) => e.externalId),
          costs.map((c) => c.orderExternalId),
          costs.map((c) => c.currency),
        ],
      );
      return result.rows[0] ?? { duplicates: 0, waiting: 0 };
    },

    async insertExpenses(
      client: pg.PoolClient,
      batch: { userId: number; importId: number; expenses: ImportedExpense[] },
    ): Promise<void> {
      const { expenses } = batch;
      if (!expenses.length) return;
      await client.query(
        `insert into expenses (user_id, spent_on, category, amount, currency, note, source, external_id, import_id,
                               platform, campaign)
         select $1, t.spent_on, t.category, t.amount, t.currency, t.note, t.source, t.external_id, $2, t.platform,
                t.campaign
           from unnest($3::timestamptz[], $4::text[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9::text[],
                       $10::text[], $11::text[])
                as t(spent_on, category, amount, currency, note, source, external_id, platform, campaign)
         on conflict (user_id, source, external_id) do nothing`,
        [
          batch.userId,
          batch.importId,
          expenses.map((e) => midnight(e.date)),
          expenses.map((e) => e.category),
          expenses.map((e) => e.amount),
          expenses.map((e) => e.currency),
          expenses.map((e) => e.note),
          expenses.map((e) => e.source),
          expenses.map((e) => e.externalId),
          expenses.map((e) => e.platform ?? null),
          expenses.map((e) => e.campaign ?? null),
        ],
      );
    },

    /**
     * Creates or updates the person's inventory items by SKU (case and surrounding spaces ignored): name, price,
     * category and the cost, supplier and notes where the file gives them; a product without a SKU is a new item.
     * The stock the file gives arrives as `import` movements through the inventory's ledger
     * (docs/decisions/1100-stock-movement-ledger.md). Answers how many items it wrote, or `null`, writing nothing,
     * when the new items would take the person over MAX_INVENTORY_ITEMS.
     * Sample products (`sample`) only create the items the person lacks, marked as samples, and never change one of
     * the person's own (docs/decisions/1040-sample-data-marked.md).
     */
    async upsertProducts(
      client: pg.PoolClient,
      userId: number,
      products: ImportedProduct[],
      options: { sample?: boolean } = {},
    ): Promise<number | null> {
      if (!products.length) return 0;
      const sample = options.sample ?? false;
      const params = [
        userId,
        products.map((p) => p.sku ?? null),
        products.map((p) => p.name),
        products.map((p) => p.price),
        products.map((p) => p.cost ?? null),
        products.map((p) => p.category),
        products.map((p) => p.supplier ?? null),
        products.map((p) => p.notes ?? null),
      ];
      // `n` is the product's place in `products`: a product without a SKU is found again by it.
      const rows = `unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::text[], $7::text[], $8::text[])
                    with ordinality as t(sku, name, price, cost, category, supplier, notes, n)`;
      const sameSku = `i.user_id = $1 and lower(trim(i.sku)) = lower(trim(t.sku))`;
      // The inventory's lock on the person (inventory.repository's lockUser), then the limit: an import and an
      // added item at once cannot both pass it.
      await client.query(`select pg_advisory_xact_lock(hashtext('inventory'), $1)`, [userId]);
      const { rows: counted } = await client.query<{ items: number; adding: number }>(
        `select (select count(*)::int from inventory where user_id = $1) as items,
                (select count(*)::int from ${rows} where t.sku is null or not exists (select 1 from inventory i where ${sameSku})) as adding`,
        params,
      );
      if (counted[0].items + counted[0].adding > MAX_INVENTORY_ITEMS) return null;
      const updated = sample
        ? { rows: [], rowCount: 0 }
        : await client.query<{ id: number; n: string }>(
            `update inventory i
                set product_name = t.name, sell_price = t.price, cost_price = coalesce(t.cost, i.cost_price),
                    category = coalesce(t.category, i.category),
                    supplier = case when t.supplier is null then i.supplier else nullif(t.supplier, '') end,
                    notes = case when t.notes is null then i.notes else nullif(t.notes, '') end,
                    updated_at = now()
               from ${rows}
              where ${sameSku}
             returning i.id, t.n`,
            params,
          );
      // New items start empty (status out of stock); their stock is their first movement.
      // Each new item's id is drawn first, so its product (by `n`) is known whatever order the insert returns.
      const inserted = await client.query<{ id: number; n: string }>(
        `with fresh as materialized (
           select nextval(pg_get_serial_sequence('inventory', 'id'))::int as id, t.*
             from ${rows}
            where t.sku is null or not exists (select 1 from inventory i where ${sameSku})),
         written as (
           insert into inventory (id, user_id, product_name, sku, quantity, cost_price, sell_price, status, category,
                                  supplier, notes, sample)
           select id, $1, name, sku, 0, coalesce(cost, 0), price, 'out_of_stock', category,
                  nullif(supplier, ''), nullif(notes, ''), $9
             from fresh
           on conflict do nothing
           returning id)
         select written.id, fresh.n from written join fresh using (id)`,
        [...params, sample],
      );
      const moves: StockMove[] = [];
      for (const [written, isNew] of [
        [updated.rows, false],
        [inserted.rows, true],
      ] as const)
        for (const row of written) {
          const to = products[Number(row.n) - 1]?.quantity;
          if (to !== undefined) moves.push({ itemId: row.id, kind: "import", to, keepZero: isNew });
          else if (isNew) moves.push({ itemId: row.id, kind: "import", to: 0, keepZero: true });
        }
      await moveStock(drizzle(client, { schema }), userId, moves);
      return (updated.rowCount ?? 0) + (inserted.rowCount ?? 0);
    },

    async progress(client: pg.PoolClient, importId: number, rowsDone: number): Promise<void> {
      await client.query(`update imports set rows_done = $2 where id = $1`, [importId, rowsDone]);
    },

    /** Done: the counts are read from what the import owns, so a retried run counts the same. */
    async finish(
      importId: number,
      result: {
        ordersRead: number;
        costsRead: number;
        expensesRead: number;
        productsUpdated: number;
        errors: ImportRowError[];
        warnings: ImportRowError[];
      },
    ): Promise<void> {
      await inTransaction(async (client) => {
        await client.query(
          `update imports
              set status = 'done', rows_done = rows_total, finished_at = now(), failure = null,
                  orders_added = (select count(*) from orders where import_id = $1),
                  orders_skipped = greatest($2 - (select count(*) from orders where import_id = $1), 0),
                  expenses_added = (select count(*) from expenses where import_id = $1),
                  costs_added = (select count(*) from statement_costs where import_id = $1),
                  products_updated = $3, errors = $4::jsonb, warnings = $5::jsonb
            where id = $1`,
          [
            importId,
            result.ordersRead,
            result.productsUpdated,
            JSON.stringify(result.errors),
            JSON.stringify(result.warnings),
          ],
        );
        await client.query(`delete from import_files where import_id = $1`, [importId]);
      });
    },

    /** The inventory items the import's orders sold (lines valued by SKU), for the stock notices once it is done. */
    async itemsSold(importId: number): Promise<number[]> {
      const { rows } = await pool.query<{ id: number }>(
        `select distinct l.inventory_id as id
           from order_lines l join orders o on o.id = l.order_id
          where o.import_id = $1 and l.inventory_id is not null`,
        [importId],
      );
      return rows.map((r) => r.id);
    },

    /** Failed for good (a file that cannot be imported): the file is not kept. */
    async fail(importId: number, failure: string, errors: ImportRowError[] = []): Promise<void> {
      await inTransaction(async (client) => {
        await client.query(
          `update imports set status = 'failed', failure = $2, errors = $3::jsonb, finished_at = now() where id = $1`,
          [importId, failure, JSON.stringify(errors)],
        );
        await client.query(`delete from import_files where import_id = $1`, [importId]);
      });
    },

    /** A run that stopped and will be tried again: the file stays. */
    async setStatus(importId: number, status: "queued" | "failed", failure: string | null): Promise<void> {
      await db.update(imports).set({ status, failure }).where(eq(imports.id, importId));
    },
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;
