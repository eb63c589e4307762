/**
 * A real PostgreSQL for one test file: an in-memory PGlite behind its socket server, or, when
 * TEST_DATABASE_URL is set, a fresh database created on that server (dropped afterwards).
 */
import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres, type EmbeddedPostgres } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { runSeeds } from "../../server/db/seeds";
import { createLogger } from "../../server/logger";

export type TestDatabase = Database & { url: string; embedded?: EmbeddedPostgres };

export async function createTestDatabase(poolMax = 10): Promise<TestDatabase> {
  const logger = createLogger("silent");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `hf_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = openDatabase(url.toString(), logger, poolMax);
    await runMigrations(database.db);
    await runSeeds(database.db);
    return {
      ...database,
      url: url.toString(),
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: null, maxConnections: EMBEDDED_POOL_MAX + 4 });
  const database = openDatabase(embedded.url, logger, EMBEDDED_POOL_MAX);
  await runMigrations(database.db);
  await runSeeds(database.db);
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
