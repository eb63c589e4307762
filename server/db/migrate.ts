/** Applies the drizzle-kit migrations in migrations/ (at start and in tests). */
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";
import { PROJECT_ROOT } from "../root";

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "migrations");

/** Idempotent: already applied migrations are skipped. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
