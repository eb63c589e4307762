/**
 * The imports' SQL: import rows and their files, saved mappings, and the job's batched writes of orders, lines,
 * expenses and products. Every write of the job is idempotent on (user, source, external id)
 * (docs/product-rules.md#one-table-for-every-sale): a retried job adds nothing twice.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "../../db/client";
import * as schema from "../../../shared/schema";
import { moveStock, type StockMove } from "../inventory";
import { applyOrderTotals } from "../../orders/rollup";
import { LINE_TOTALS } from "../../orders/totals";
import { importFiles, importMappings, imports, type ImportRow } from "../../../shared/schema";
import type {
  ColumnMapping,
  FormatId,
  ImportRowError,
  ImportedExpense,
  ImportedOrder,
  ImportedProduct,
  OrderSource,
} from "../../../shared/contracts/imports";

/** The most imports a list answers. */
const LIST_LIMIT = 100;

const midnight = (date: string) => `${date}T00:00:00Z`;

export function createImportsRepository(db: Db, pool: pg.Pool) {
  /** One transaction on one pooled client (the embedded database has one: nothing else may run inside). */
  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("begin");
      const result = await work(client);
      await client.query("commit");
      return result;
    } catch (err) {
      await client.query("rollback").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

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
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(imports)
          .values({
            userId: input.userId,
            format: input.format,
            fileName: input.fileName,
            skipBadRows: input.skipBadRows,
            mapping: input.mapping,
          })
          .returning();
        await tx
          .insert(importFiles)
          .values({ importId: row.id, content: input.content, byteSize: input.content.length });
        return row;
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
        await applyOrderTotals(tx, userId, { importId: id }, -1);
        await tx.delete(imports).where(eq(imports.id, id));
        return true;
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

    /** Marks an import running (unless it is gone or done) and answers it with its file, or null. */
    async claim(importId: number): Promise<{ row: ImportRow; content: Buffer | null } | null> {
      const [row] = await db
        .update(imports)
        .set({ status: "running", startedAt: new Date(), rowsDone: 0, failure: null })
        .where(and(eq(imports.id, importId), sql`${imports.status} <> 'done'`))
        .returning();
      if (!row) return null;
      const [file] = await db.select().from(importFiles).where(eq(importFiles.importId, importId));
      return { row, content: file?.content ?? null };
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
        importId: number;
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
      await applyOrderTotals(client, batch.userId, { orderIds: ids }, 1);
      return ids;
    },

    async insertExpenses(
      client: pg.PoolClient,
      batch: { userId: number; importId: number; expenses: ImportedExpense[] },
    ): Promise<void> {
      const { expenses } = batch;
      if (!expenses.length) return;
      await client.query(
        `insert into expenses (user_id, spent_on, category, amount, currency, note, source, external_id, import_id)
         select $1, t.spent_on, t.category, t.amount, t.currency, t.note, t.source, t.external_id, $2
           from unnest($3::timestamptz[], $4::text[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9::text[])
                as t(spent_on, category, amount, currency, note, source, external_id)
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
        ],
      );
    },

    /**
     * Creates or updates the person's inventory items by SKU (case and surrounding spaces ignored): name, price,
     * category and the cost where the file gives them; the stock the file gives arrives as `import` movements
     * through the inventory's ledger (docs/decisions/1100-stock-movement-ledger.md). Answers how many items it wrote.
     */
    async upsertProducts(client: pg.PoolClient, userId: number, products: ImportedProduct[]): Promise<number> {
      if (!products.length) return 0;
      const params = [
        userId,
        products.map((p) => p.sku),
        products.map((p) => p.name),
        products.map((p) => p.price),
        products.map((p) => p.cost ?? null),
        products.map((p) => p.category),
      ];
      const rows = `unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::text[])
                    as t(sku, name, price, cost, category)`;
      const updated = await client.query<{ id: number; sku: string }>(
        `update inventory i
            set product_name = t.name, sell_price = t.price, cost_price = coalesce(t.cost, i.cost_price),
                category = coalesce(t.category, i.category), updated_at = now()
           from ${rows}
          where i.user_id = $1 and lower(trim(i.sku)) = lower(trim(t.sku))
         returning i.id, t.sku`,
        params,
      );
      // New items start empty (status out of stock); their stock is their first movement.
      const inserted = await client.query<{ id: number; sku: string }>(
        `insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price, status, category)
         select $1, t.name, t.sku, 0, coalesce(t.cost, 0), t.price, 'out_of_stock', t.category
           from ${rows}
          where not exists (select 1 from inventory i where i.user_id = $1 and lower(trim(i.sku)) = lower(trim(t.sku)))
         on conflict do nothing
         returning id, sku`,
        params,
      );
      const stock = new Map(products.map((p) => [p.sku.trim().toLowerCase(), p.quantity]));
      const moves: StockMove[] = [];
      for (const [written, isNew] of [
        [updated.rows, false],
        [inserted.rows, true],
      ] as const)
        for (const row of written) {
          const to = stock.get(row.sku.trim().toLowerCase());
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
      result: { ordersRead: number; productsUpdated: number; errors: ImportRowError[] },
    ): Promise<void> {
      await inTransaction(async (client) => {
        await client.query(
          `update imports
              set status = 'done', rows_done = rows_total, finished_at = now(), failure = null,
                  orders_added = (select count(*) from orders where import_id = $1),
                  orders_skipped = greatest($2 - (select count(*) from orders where import_id = $1), 0),
                  expenses_added = (select count(*) from expenses where import_id = $1),
                  products_updated = $3, errors = $4::jsonb
            where id = $1`,
          [importId, result.ordersRead, result.productsUpdated, JSON.stringify(result.errors)],
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
