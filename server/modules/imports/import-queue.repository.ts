/**
 * The imports queue's SQL (docs/decisions/861-repositories-own-sql.md): what a person has waiting or running and
 * their place in the queue (the limits of docs/decisions/1045-fair-imports.md, read by imports.limits.ts), the
 * sweep's ending of imports and removal of files (imports.sweep.ts), and the mark of an undo under way
 * (docs/decisions/1056-undo-of-a-large-import-is-a-job.md, imports.undo.ts).
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Waiting = { waiting: number; running: number; storedBytes: number };

const waitingSql = (userId: number) => sql`
  select count(*) filter (where status = 'queued')::int as waiting,
         count(*) filter (where status = 'running')::int as running,
         coalesce(sum(file_bytes), 0)::float8 as "storedBytes"
    from imports where user_id = ${userId} and status in ('queued', 'running')`;

/** Returns the person's imports waiting and running, and the bytes of their stored files (zeros when none). */
export async function waitingImports(db: Db | Tx, userId: number): Promise<Waiting> {
  const result = await db.execute<Waiting>(waitingSql(userId));
  return result.rows[0] ?? { waiting: 0, running: 0, storedBytes: 0 };
}

/** Locks the person's row until `tx` ends, so requests in any process count their imports in turn. Returns nothing. */
export async function lockPersonForImports(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
}

/** Returns how many of the person's imports before `importId` are waiting or running (0 when none). */
export async function importsAhead(pool: pg.Pool, userId: number, importId: number): Promise<number> {
  const { rows } = await pool.query<{ ahead: number }>(
    `select count(*)::int as ahead from imports
      where user_id = $1 and id < $2 and status in ('queued', 'running')`,
    [userId, importId],
  );
  return rows[0]?.ahead ?? 0;
}

/** Fails the given imports with `failure` and removes their files, in one transaction; returns how many it ended. */
async function endImports(pool: pg.Pool, where: string, params: unknown[], failure: string): Promise<number> {
  return inTransaction(pool, async (client) => {
    const ended = await client.query<{ id: number }>(
      `update imports i set status = 'failed', failure = $1, finished_at = now() where ${where} returning i.id`,
      [failure, ...params],
    );
    const ids = ended.rows.map((r) => r.id);
    if (ids.length) await client.query(`delete from import_files where import_id = any($1::int[])`, [ids]);
    return ids.length;
  });
}

const OF_LOCKED_ACCOUNT = `i.status = 'queued' and exists (select 1 from users u where u.id = i.user_id and not u.is_active)`;

/**
 * Fails the waiting imports of locked accounts (only `importId` when given) with `failure` and removes their files;
 * returns how many it ended.
 */
export function endImportsOfLockedAccounts(pool: pg.Pool, failure: string, importId?: number): Promise<number> {
  return importId === undefined
    ? endImports(pool, OF_LOCKED_ACCOUNT, [], failure)
    : endImports(pool, `i.id = $2 and ${OF_LOCKED_ACCOUNT}`, [importId], failure);
}

/**
 * Fails the imports still waiting or running `hours` after they were created with `failure` and removes their files;
 * returns how many it ended.
 */
export function endImportsOlderThan(pool: pg.Pool, hours: number, failure: string): Promise<number> {
  return endImports(
    pool,
    `i.status in ('queued', 'running') and i.created_at < now() - make_interval(hours => $2)`,
    [hours],
    failure,
  );
}

/** Removes the files of imports that have ended (waiting or running ones keep theirs); returns how many parts. */
export async function removeFilesOfEndedImports(pool: pg.Pool): Promise<number> {
  const removed = await pool.query(
    `delete from import_files f using imports i where i.id = f.import_id and i.status not in ('queued', 'running')`,
  );
  return removed.rowCount ?? 0;
}

/** The mark of an undo under way, on the import's row. */
export function createUndoMarks(pool: pg.Pool) {
  return {
    /** Marks the person's import as being undone; returns false when it is gone or already marked. */
    async mark(userId: number, importId: number): Promise<boolean> {
      const { rowCount } = await pool.query(
        `update imports set undo_queued_at = now() where id = $1 and user_id = $2 and undo_queued_at is null`,
        [importId, userId],
      );
      return rowCount === 1;
    },
    /** Clears the mark (its job could not be queued, or failed for good): the person may undo again. Returns nothing. */
    async clear(importId: number): Promise<void> {
      await pool.query(`update imports set undo_queued_at = null where id = $1`, [importId]);
    },
  };
}
export type UndoMarks = ReturnType<typeof createUndoMarks>;
