/**
 * pg-boss's tables, created with the app's migrations so that a fresh database (and the tests' template) has
 * them before any process starts its queue (docs/decisions/1002-job-queue.md). A later pg-boss version migrates
 * its own schema when the queue starts.
 */
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { JOBS_SCHEMA } from "./queue";

/** Idempotent: does nothing when the schema is there; two processes racing are serialised by pg-boss's lock. */
export async function createJobSchema(db: Db): Promise<void> {
  const found = await db.execute<{ name: string | null }>(sql`select to_regclass(${`${JOBS_SCHEMA}.version`}) as name`);
  if (found.rows[0]?.name) return;
  try {
    await db.execute(sql.raw(PgBoss.getConstructionPlans(JOBS_SCHEMA)));
  } catch (err) {
    const again = await db.execute<{ name: string | null }>(
      sql`select to_regclass(${`${JOBS_SCHEMA}.version`}) as name`,
    );
    if (!again.rows[0]?.name) throw err;
  }
}
