/**
 * The archive's reads (docs/decisions/1220-account-archive-in-the-database.md, docs/decisions/861-repositories-own-sql.md):
 * the small files all in one round trip (docs/decisions/1206-archive-in-fewer-statements.md), the large ones a page
 * at a time by their key, and the selects of the CSV copies and the logo pictures. Each archive file's select is
 * its entry in the registry of owned tables (registry.ts, docs/decisions/1222-one-registry-of-owned-tables.md):
 * `$1` is the person's id, and a paged select takes the key to start after as `$2` and the page size as `$3`.
 */
import type pg from "pg";

export type ArchiveRow = Record<string, unknown>;

/** The CSV copies' selects, paged by `id` (columns named as the CSV's header). */
export const CSV_SELECTS = {
  "inventory.csv": `select id, product_name as "productName", sku, quantity, cost_price as "costPrice", sell_price as "sellPrice",
      supplier, category, notes, status from inventory where user_id = $1 and id > $2 order by id limit $3`,
  "orders.csv": `select id, to_char(ordered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "orderedAt", source,
      external_id as "externalId", currency, goods::numeric(14,2)::text as goods, discounts, shipping, taxes, refunds,
      fees, cancelled, channel, customer_location as "customerLocation", units
      from orders where user_id = $1 and id > $2 order by id limit $3`,
  "expenses.csv": `select id, to_char(spent_on at time zone 'UTC', 'YYYY-MM-DD') as "spentOn", category, amount, currency, note,
      source from expenses where user_id = $1 and id > $2 order by id limit $3`,
} as const;

/** The person's logo generations (id, input, output), paged by `id`. */
export const LOGOS_SELECT = `select id, input, output from generations where user_id = $1 and tool = 'logo-maker' and id > $2 order by id limit $3`;

export function createArchiveRepository(pool: pg.Pool) {
  return {
    /**
     * The rows of every file of `files` (selects without a key), read by one round trip of several statements (the
     * simple protocol, so the person's id is written into the text: an integer checked here, never text from a
     * request). Returns each file's rows by its name.
     */
    async smallFiles(
      userId: number,
      files: readonly { name: string; sql: string }[],
    ): Promise<Map<string, ArchiveRow[]>> {
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error("The archive needs a user id");
      const text = files.map((f) => `${f.sql.replace(/\$1\b/g, String(userId))};`).join("\n");
      const answered = (await pool.query(text)) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(answered) ? answered : [answered];
      if (results.length !== files.length) throw new Error("The archive's small files did not all answer");
      return new Map(files.map((f, i) => [f.name, results[i].rows as ArchiveRow[]]));
    },

    /** Every row of `select` for the person (`$1`). */
    async all(select: string, userId: number): Promise<ArchiveRow[]> {
      return (await pool.query(select, [userId])).rows as ArchiveRow[];
    },

    /** One page of `select`: the person's rows (`$1`) after `after` by its key (`$2`), at most `limit` (`$3`). */
    page(select: string, userId: number, after: unknown, limit: number): Promise<ArchiveRow[]> {
      return pool.query(select, [userId, after, limit]).then((r) => r.rows as ArchiveRow[]);
    },
  };
}
