/**
 * Statistics for the embedded database. PGlite runs PostgreSQL in single-user mode, where autovacuum never runs:
 * no table is ever analysed, and the planner works from default estimates (decision 987). This does what
 * autovacuum's analyse step does, with PostgreSQL's default thresholds: every minute, ANALYZE each table
 * changed by more than 50 rows + 10 % of its rows since its last analyse.
 */
import type pg from "pg";
import type { Logger } from "../logger";

/** autovacuum_naptime's default. */
export const ANALYZE_EVERY_MS = 60_000;

/** Analyses the tables past the threshold (one statement each, until `stop()` says so) and returns their names. */
export async function analyzeChangedTables(pool: pg.Pool, stop: () => boolean = () => false): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select format('%I.%I', s.schemaname, s.relname) as name
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     order by s.n_mod_since_analyze desc`,
  );
  const analysed: string[] = [];
  for (const { name } of rows) {
    if (stop()) break;
    await pool.query(`analyze ${name}`);
    analysed.push(name);
  }
  return analysed;
}

/**
 * Runs analyzeChangedTables now and every `everyMs` (never two passes at once). The returned function stops it
 * and resolves once a pass under way has finished its current statement (call it before closing the pool).
 */
export function startEmbeddedAnalyzer(pool: pg.Pool, logger: Logger, everyMs = ANALYZE_EVERY_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = analyzeChangedTables(pool, () => stopped)
      .then((tables) => {
        if (tables.length) logger.debug({ tables }, "embedded database: statistics refreshed");
      })
      .catch((err) => logger.warn({ err }, "embedded database: analyse failed"))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
