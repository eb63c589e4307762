/**
 * Keeps the imports queue and its stored files to what the limits promise (docs/decisions/1045-fair-imports.md,
 * docs/guide/imports.md): the waiting imports of a locked account are cancelled, an import still waiting or running
 * after the retention is stopped, and no file outlives its import. Runs every 10 minutes on the job queue, once
 * across every process; the import job also cancels a locked account's import when its turn comes.
 */
import type pg from "pg";
import { inTransaction } from "../../db/transaction";
import { IMPORT_RETENTION_HOURS } from "./imports.limits";

export const IMPORT_SWEEP_JOB = "imports.sweep";
export const IMPORT_SWEEP_EVERY_SECONDS = 10 * 60;

export const CANCELLED_LOCKED = "Cancelled: the account was locked before this import ran.";
export const STOPPED_RETENTION = `Stopped: it had not finished ${IMPORT_RETENTION_HOURS} hours after it was started, and its file is not kept longer. Import the file again.`;

/** Fails the given imports with `failure` and removes their files, in one transaction. */
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

/** Cancels the waiting imports of locked accounts (only `importId` when given); answers how many. */
export function cancelImportsOfLockedAccounts(pool: pg.Pool, importId?: number): Promise<number> {
  return importId === undefined
    ? endImports(pool, OF_LOCKED_ACCOUNT, [], CANCELLED_LOCKED)
    : endImports(pool, `i.id = $2 and ${OF_LOCKED_ACCOUNT}`, [importId], CANCELLED_LOCKED);
}

/** One sweep: answers what it did. */
export async function sweepImports(
  pool: pg.Pool,
): Promise<{ cancelled: number; stopped: number; filesRemoved: number }> {
  const cancelled = await cancelImportsOfLockedAccounts(pool);
  const stopped = await endImports(
    pool,
    `i.status in ('queued', 'running') and i.created_at < now() - make_interval(hours => $2)`,
    [IMPORT_RETENTION_HOURS],
    STOPPED_RETENTION,
  );
  // Files whose import ended some other way (a run that failed for good while its process was stopping).
  const removed = await pool.query(
    `delete from import_files f using imports i where i.id = f.import_id and i.status not in ('queued', 'running')`,
  );
  return { cancelled, stopped, filesRemoved: removed.rowCount ?? 0 };
}
