/**
 * A migrated embedded database as a file, to start others from: `PGlite.dumpDataDir` of an in-memory database
 * after every migration, uncompressed (loading skips a gunzip; the file lives for one run). The tests start each
 * file's database from it (docs/decisions/830-test-database-template.md) and the benches each of theirs: about
 * 0.8 s instead of 4.7 s for a fresh one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "./client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { createLogger } from "../logger";

/** Writes the template to a new temporary folder; `remove` deletes it. */
export async function writeMigratedTemplate(): Promise<{ dumpFile: string; remove: () => void }> {
  const embedded = await startEmbeddedPostgres({ dataDir: null, maxConnections: EMBEDDED_POOL_MAX + 1 });
  const database = openDatabase(embedded.url, createLogger("silent"), EMBEDDED_POOL_MAX);
  let dump: Blob;
  try {
    await runMigrations(database.db);
    await database.close();
    dump = await embedded.db.dumpDataDir("none");
  } finally {
    await embedded.close();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-db-template-"));
  const dumpFile = path.join(dir, "template.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { dumpFile, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The template at `dumpFile` as `startEmbeddedPostgres` loads it, or undefined without one. */
export const templateData = (dumpFile: string | undefined): Blob | undefined =>
  dumpFile ? new Blob([fs.readFileSync(dumpFile)]) : undefined;
