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

/** Analyses the tables past the threshold (one statement each) and returns their names. */
export async function analyzeChangedTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select format('%I.%I', s.schemaname, s.relname) as name
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
     order by s.n_mod_since_analyze desc`,
  );
  for (const { name } of rows) await pool.query(`analyze ${name}`);
  return rows.map((r) => r.name);
}

/** Runs analyzeChangedTables now and every `everyMs` (never two at once); the returned function stops it. */
export function startEmbeddedAnalyzer(pool: pg.Pool, logger: Logger, everyMs = ANALYZE_EVERY_MS): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    analyzeChangedTables(pool)
      .then((tables) => {
        if (tables.length) logger.debug({ tables }, "embedded database: statistics refreshed");
      })
      .catch((err) => logger.warn({ err }, "embedded database: analyse failed"))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
