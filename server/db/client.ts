/** The pg pool and Drizzle handle, with an error listener so a lost database never kills the process. */
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "../../shared/schema";
import type { Logger } from "../logger";

export type Db = NodePgDatabase<typeof schema>;
export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

/** Opens a pool on a connection string; queries fail fast (not hang) while the database is away. */
export function openDatabase(connectionString: string, logger: Logger, max = 10): Database {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on("error", (err) => logger.warn({ err: err.message }, "database connection lost"));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
