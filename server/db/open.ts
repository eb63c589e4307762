/**
 * Chooses the database: DATABASE_URL when set, else embedded PGlite under DATA_DIR
 * (docs/product-rules.md#embedded-defaults).
 */
import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { openDatabase, type Database } from "./client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { runMigrations } from "./migrate";
import { startEmbeddedAnalyzer } from "./embedded-analyze";
import { serveBackups } from "../ops/backup";

export type OpenedDatabase = Database & { embedded?: EmbeddedPostgres };

export async function openConfiguredDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  let url = env.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  if (!url) {
    const dataDir = path.join(env.DATA_DIR, "pglite");
    embedded = await startEmbeddedPostgres({ dataDir, maxConnections: EMBEDDED_POOL_MAX + 2 });
    url = embedded.url;
    logger.info({ dataDir }, "embedded PostgreSQL (PGlite) started");
  }
  const database = openDatabase(url, logger, embedded ? EMBEDDED_POOL_MAX : env.DB_POOL_MAX, {
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    keepIdle: Boolean(embedded),
  });
  await runMigrations(database.db);
  // PGlite has no autovacuum: without this its tables never get statistics (decision 987).
  const stopAnalyzer = embedded ? startEmbeddedAnalyzer(database.pool, logger) : undefined;
  // `npm run backup` asks this process for its data folder, the only safe reader while it runs (decision 1650).
  const backups = embedded ? await serveBackups(embedded.db, env.DATA_DIR, logger) : undefined;
  return {
    ...database,
    embedded,
    // The embedded database lives inside this process: no other process can share it.
    owned: Boolean(embedded),
    close: async () => {
      await stopAnalyzer?.();
      await backups?.close();
      await database.close();
      await embedded?.close();
    },
  };
}
