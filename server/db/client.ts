/** The pg pool and Drizzle handle, with an error listener so a lost database never kills the process. */
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "../../shared/schema";
import type { Logger } from "../logger";

export type Db = NodePgDatabase<typeof schema>;
export type Database = {
  pool: pg.Pool;
  db: Db;
  close: () => Promise<void>;
  /** True when no other process can reach this database (the embedded one): per-process caches are safe. */
  owned?: boolean;
};

export type PoolTimeouts = { statementTimeoutMs?: number };

/** Client-side wait for one query: the server's statement timeout plus a margin for the network. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;

/** Opens a pool on a connection string; queries fail fast (not hang) while the database is away. */
/**
 * A stalled network cannot hold a request: the server cancels a statement after `statement_timeout`, and the
 * client gives up after `query_timeout` (a little longer, for when the server itself is unreachable), which
 * also destroys that connection so the pool opens a fresh one (docs/operations.md#security-behaviour).
 */
export function openDatabase(
  connectionString: string,
  logger: Logger,
  max = 10,
  timeouts: PoolTimeouts = {},
): Database {
  const statementTimeoutMs = timeouts.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    // No JIT: compiling a report's plan took seconds for a query that runs in milliseconds
    // (docs/decisions/1013-no-jit.md).
    options: "-c jit=off",
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on("error", (err) => logger.warn({ err: err.message }, "database connection lost"));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
