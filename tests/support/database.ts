/**
 * A real PostgreSQL for one test file: an in-memory PGlite behind its socket server, or, when
 * TEST_DATABASE_URL is set, a fresh database created on that server (dropped afterwards). Both start as a
 * copy of the template migrated once per run by database-template.ts (docs/decisions/830-test-database-template.md).
 */
import crypto from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { templateData } from "../../server/db/template";
import { createLogger } from "../../server/logger";
import { adminQuery, databaseUrl, type TestDatabaseTemplate } from "./database-template";

export type TestDatabase = Database & { url: string; embedded?: EmbeddedPostgres };

/** vitest sets VITEST in its workers; inject() throws anywhere else. */
const insideVitest = () => Boolean(process.env.VITEST);

/** The template bench/run.ts wrote for this run, when a bench runs under it. */
const benchTemplate = (dumpFile: string | undefined): TestDatabaseTemplate | undefined =>
  dumpFile ? { kind: "pglite", dumpFile } : undefined;

/** `empty`: no template and no migrations (a test that applies migrations itself, step by step). */
export async function createTestDatabase(poolMax = 10, { empty = false } = {}): Promise<TestDatabase> {
  const logger = createLogger("silent");
  // Undefined when vitest runs without the globalSetup (another config), or outside vitest (the mentor and AI
  // benches build their app with createTestApp) unless bench/run.ts wrote a template: then this file migrates its own.
  const template = empty
    ? undefined
    : insideVitest()
      ? inject("testDatabaseTemplate")
      : benchTemplate(process.env.BENCH_DB_TEMPLATE);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `hf_test_${crypto.randomBytes(6).toString("hex")}`;
    const cloned = template?.kind === "server";
    await adminQuery(
      serverUrl,
      cloned ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`,
    );
    const url = databaseUrl(serverUrl, name);
    const database = openDatabase(url, logger, poolMax);
    if (!cloned && !empty) await runMigrations(database.db);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = templateData(template?.kind === "pglite" ? template.dumpFile : undefined);
  const embedded = await startEmbeddedPostgres({
    dataDir: null,
    maxConnections: EMBEDDED_POOL_MAX + 4,
    loadDataDir: dump,
  });
  const database = openDatabase(embedded.url, logger, EMBEDDED_POOL_MAX, { keepIdle: true });
  if (!dump && !empty) await runMigrations(database.db);
  return {
    ...database,
    url: embedded.url,
    embedded,
    close: async () => {
      await database.close();
      await embedded.close();
    },
  };
}
