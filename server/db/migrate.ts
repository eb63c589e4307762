/** Applies the drizzle-kit migrations in migrations/, then the curated data seeds (at start and in tests). */
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";
import { PROJECT_ROOT } from "../root";
import { seedChallenges } from "../modules/challenges";
import { runSeeds } from "./seeds";
import { createJobSchema } from "../jobs/schema";

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");

/** Idempotent: already applied migrations are skipped; seeds upsert the curated rows; the job queue's tables
 * are created once (docs/decisions/1002-job-queue.md). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await seedChallenges(db);
  await runSeeds(db);
  await createJobSchema(db);
}
