/** Applies the drizzle-kit migrations in migrations/, then the curated data seeds (at start and in tests). */
import path from "node:path";
import type pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "../../shared/schema";
import type { Db } from "./client";
import { PROJECT_ROOT } from "../root";
import { seedChallenges } from "../modules/challenges";
import { runSeeds } from "./seeds";
import { createJobSchema } from "../jobs/schema";

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");

/**
 * The advisory lock every process takes before it migrates (docs/decisions/1621-migrations-under-a-lock.md): one
 * process applies a new migration while the others wait, then find it applied. A fixed number of our own, the
 * same in every version of the app.
 */
export const MIGRATION_LOCK_KEY = 0x4855_5354; // "HUST"
/** How often a waiting process asks for the lock again; how long it waits in all before its start fails. */
const LOCK_POLL_MS = 200;
const LOCK_WAIT_MS = 10 * 60_000;

/**
 * Takes the migration lock on `client`'s session. Asked with `pg_try_advisory_lock` again and again rather than
 * waited for in one `pg_advisory_lock`: a wait inside one statement would be cancelled by the statement timeout
 * while another process runs a long migration, and the embedded database allows no per-connection `SET` to lift it
 * (docs/decisions/002-embedded-postgres.md).
 */
async function lockMigrations(client: pg.PoolClient): Promise<void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    if (Date.now() > deadline) throw new Error("Another process has been migrating the database for 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/**
 * Idempotent: already applied migrations are skipped; seeds upsert the curated rows; the job queue's tables are
 * created once (docs/decisions/1002-job-queue.md). Runs whole under the migration lock, on one connection of the
 * pool (the embedded database's only one), so any number of processes may start at once.
 */
export async function runMigrations(db: Db): Promise<void> {
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let failed: unknown;
  try {
    await lockMigrations(client);
    try {
      const locked: Db = drizzle(client, { schema });
      await migrate(locked, { migrationsFolder: MIGRATIONS_DIR });
      await seedChallenges(locked);
      await runSeeds(locked);
      await createJobSchema(locked);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // A connection whose statements failed midway goes, lock and all; a clean one returns to the pool.
    client.release(failed instanceof Error ? failed : undefined);
  }
}
