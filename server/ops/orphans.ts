/**
 * Jobs left active by a process that died (SIGKILL, a crash, a lost machine) go back to the queue when a process
 * starts (docs/decisions/1624-shutdown-that-loses-nothing.md), instead of waiting for their expiry (15 minutes for
 * an import). A running job names its runner (`output.runner`, the process's `application_name`); a runner with no
 * connection left in `pg_stat_activity` is dead. On the embedded database, which one process owns, every job still
 * active when it starts was its own previous run's.
 */
import type pg from "pg";
import { JOBS_SCHEMA } from "../jobs/queue";

/** Hands back the dead processes' active jobs as retries; answers how many. */
export async function requeueOrphans(pool: pg.Pool, { owned }: { owned: boolean }): Promise<number> {
  const dead = owned
    ? "true"
    : `output->>'runner' is not null and output->>'runner' not in
         (select application_name from pg_stat_activity where application_name like 'hustleforge-%')`;
  const { rowCount } = await pool.query(
    `update ${JOBS_SCHEMA}.job set state = 'retry', output = null where state = 'active' and ${dead}`,
  );
  return rowCount ?? 0;
}
