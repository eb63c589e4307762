/** The pg pool and Drizzle handle, with an error listener so a lost database never kills the process. */
import { randomBytes } from "node:crypto";
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

export type PoolTimeouts = {
  statementTimeoutMs?: number;
  /** Longest wait for a free connection before a request answers 503 (DB_POOL_WAIT_MS, default 10 s). */
  waitMs?: number;
  /** Never close idle connections (the embedded database, docs/decisions/845-prepared-statements-on-every-connection.md). */
  keepIdle?: boolean;
};

/** Client-side wait for one query: the server's statement timeout plus a margin for the network. */
const QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** A request queued for a connection longer than this answers 503: the database cannot keep up. */
export const DEFAULT_POOL_WAIT_MS = 10_000;
/** One attempt to open a connection; a database that does not answer by then is away. */
const CONNECT_TIMEOUT_MS = 3_000;

/** How often a statement text is seen on a connection before it is prepared there. */
const PREPARE_AFTER = 2;
/** At most this many prepared statements per connection; later texts run unnamed, as before. */
const PREPARED_MAX = 200;
/** Longer texts (a bulk insert's many rows) are one-offs: never prepared. */
const PREPARED_TEXT_MAX = 8_000;
/** Distinct texts counted per connection while looking for repeats. */
const SEEN_MAX = 2_000;
let connections = 0;
/** Tells this process's statement names from another's: processes can share the embedded database's backend. */
const PROCESS_TAG = randomBytes(4).toString("hex");
/**
 * This process's connections' `application_name`: `pg_stat_activity` then tells which processes are alive, so a
 * start can hand back the jobs of a process that died (docs/decisions/1624-shutdown-that-loses-nothing.md).
 */
export const PROCESS_NAME = `hustleforge-${process.pid}-${PROCESS_TAG}`;

/**
 * A pg client that prepares the statements it runs again and again, like pgJDBC's and Npgsql's automatic
 * preparation (docs/decisions/845-prepared-statements-on-every-connection.md): from the second run of a text on a
 * connection it goes out as a named statement, so the server parses and plans it once, and later runs send only
 * Bind and Execute. Names are unique per process and connection, since every connection to the embedded database,
 * from this process or another, shares its one backend.
 */
class PreparingClient extends pg.Client {
  /**
   * Opening a connection gives up after CONNECT_TIMEOUT_MS, whatever the pool waits for a free one
   * (docs/decisions/1620-first-burst-after-a-start.md): pg's pool uses one setting for both.
   */
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }

  private readonly prefix = `hf_${PROCESS_TAG}_${(connections++).toString(36)}_`;
  private readonly names = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  /**
   * The statement's name on this connection, once it has been seen often enough (at once when `asked`: the caller
   * prepared it on purpose); undefined to run it unnamed.
   */
  nameFor(text: string, asked = false): string | undefined {
    const named = this.names.get(text);
    if (named || text.length > PREPARED_TEXT_MAX || this.names.size >= PREPARED_MAX) return named;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < PREPARE_AFTER && !asked) {
      if (this.seen.size >= SEEN_MAX) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const name = `${this.prefix}${this.names.size.toString(36)}`;
    this.names.set(text, name);
    return name;
  }
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * Names a parameterised query (the extended protocol, which is what Drizzle and connect-pg-simple send) that this
 * connection has seen before. A query that comes named (Drizzle's `.prepare(name)`) is prepared at once under this
 * connection's own name for it, so two connections never clash. Submittables (cursors, streams) and
 * simple-protocol queries pass unchanged.
 */
PreparingClient.prototype.query = function query(this: PreparingClient, ...args: unknown[]) {
  const [first, second] = args;
  const withValues = Array.isArray(second);
  if (typeof first === "string" && withValues) {
    const name = this.nameFor(first);
    if (name) args[0] = { text: first, name };
  } else if (first && typeof first === "object") {
    const config = first as QueryConfigLike;
    if (typeof config.text === "string" && !config.submit && (withValues || Array.isArray(config.values))) {
      const name = this.nameFor(config.text, Boolean(config.name));
      if (name || config.name) args[0] = { ...config, name };
    }
  }
  // Looked up on every call, not captured: a test that counts statements wraps pg.Client.prototype.query.
  return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * Opens a pool on a connection string; queries fail fast (not hang) while the database is away.
 *
 * A stalled network cannot hold a request: the server cancels a statement after `statement_timeout`, and the
 * client gives up after `query_timeout` (a little longer, for when the server itself is unreachable), which
 * also destroys that connection so the pool opens a fresh one (docs/operations.md#security-behaviour).
 *
 * A request waits for a free connection up to `waitMs` (10 s), not the 3 s of a connection attempt: on the
 * embedded database every request queues for its one connection, and a burst of short statements legitimately
 * queued longer than 3 s answered 503 (docs/decisions/1620-first-burst-after-a-start.md).
 */
export function openDatabase(
  connectionString: string,
  logger: Logger,
  max = 10,
  timeouts: PoolTimeouts = {},
): Database {
  const statementTimeoutMs = timeouts.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max,
    // The wait for a free connection (pg's pool also bounds a connection attempt by it; PreparingClient bounds
    // that one tighter).
    connectionTimeoutMillis: timeouts.waitMs ?? DEFAULT_POOL_WAIT_MS,
    // The embedded database's one backend keeps a closed connection's prepared statements: its connections stay.
    idleTimeoutMillis: timeouts.keepIdle ? 0 : 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    // No JIT: compiling a report's plan took seconds for a query that runs in milliseconds
    // (docs/decisions/1013-no-jit.md).
    options: "-c jit=off",
    application_name: PROCESS_NAME,
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  pool.on("error", (err) => logger.warn({ err: err.message }, "database connection lost"));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
