/**
 * Keeps the imports queue and its stored files to what the limits promise (docs/decisions/1045-fair-imports.md,
 * docs/guide/imports.md): the waiting imports of a locked account are cancelled, an import still waiting or running
 * after the retention is stopped, and no file outlives its import. Runs every 10 minutes on the job queue, once
 * across every process; the import job also cancels a locked account's import when its turn comes.
 */
import type pg from "pg";
import { endImportsOfLockedAccounts, endImportsOlderThan, removeFilesOfEndedImports } from "./import-queue.repository";
import { IMPORT_RETENTION_HOURS } from "./imports.limits";

export const IMPORT_SWEEP_JOB = "imports.sweep";
export const IMPORT_SWEEP_EVERY_SECONDS = 10 * 60;

export const CANCELLED_LOCKED = "Cancelled: the account was locked before this import ran.";
export const STOPPED_RETENTION = `Stopped: it had not finished ${IMPORT_RETENTION_HOURS} hours after it was started, and its file is not kept longer. Import the file again.`;

/** Cancels the waiting imports of locked accounts (only `importId` when given); answers how many. */
export function cancelImportsOfLockedAccounts(pool: pg.Pool, importId?: number): Promise<number> {
  return endImportsOfLockedAccounts(pool, CANCELLED_LOCKED, importId);
}

/** One sweep: answers what it did. */
export async function sweepImports(
  pool: pg.Pool,
): Promise<{ cancelled: number; stopped: number; filesRemoved: number }> {
  const cancelled = await cancelImportsOfLockedAccounts(pool);
  const stopped = await endImportsOlderThan(pool, IMPORT_RETENTION_HOURS, STOPPED_RETENTION);
  // Files whose import ended some other way (a run that failed for good while its process was stopping).
  const filesRemoved = await removeFilesOfEndedImports(pool);
  return { cancelled, stopped, filesRemoved };
}
