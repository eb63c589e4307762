/**
 * A database migrated up to just before one migration, for a test that puts rows in the old shape and then runs
 * the rest of the migrations over them (a data migration's "nothing lost, nothing counted twice").
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { MIGRATIONS_DIR } from "../../server/db/migrate";
import { createTestDatabase, type TestDatabase } from "./database";

/**
 * Migrating an empty embedded database through every migration takes seconds of its own, many more on a loaded
 * machine: a data-migration test gets this budget instead of the suite's 20 s.
 */
export const MIGRATION_TEST_TIMEOUT_MS = 120_000;

export type DatabaseBefore = {
  database: TestDatabase;
  /** Runs the migration under test and every one after it. */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
};

export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const database = await createTestDatabase(2, { empty: true });
  const before = fs.mkdtempSync(path.join(os.tmpdir(), "hf-migrations-before-"));
  const close = async () => {
    fs.rmSync(before, { recursive: true, force: true });
    await database.close();
  };
  try {
    // The migrations folder as it was just before `tag`.
    fs.cpSync(MIGRATIONS_DIR, before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 1) throw new Error(`No migration ${tag} after the first one`);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    await migrate(database.db, { migrationsFolder: before });
  } catch (err) {
    await close();
    throw err;
  }
  return { database, migrateRest: () => migrate(database.db, { migrationsFolder: MIGRATIONS_DIR }), close };
}
