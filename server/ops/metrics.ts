/**
 * What a Prometheus scrape of `GET /metrics` reads (docs/decisions/1623-metrics.md), in one registry per app:
 * request durations by method, route template and status class; AI generations by tool, engine and outcome; jobs
 * by queue and state; the wait for a database connection; and prom-client's process defaults. Every label takes
 * values from a closed set (the app's routes, tools, engines, queues), never from a request's path or query.
 */
import client from "prom-client";
import type pg from "pg";
import type { AiEngine } from "../ai/engine";
import { JOBS_SCHEMA } from "../jobs/queue";

declare module "../context" {
  interface AppServices {
    /** The metrics registry the server entry feeds (request timings, pool waits, AI runs); GET /metrics reads it. */
    metrics?: Metrics;
  }
}

export type Metrics = {
  registry: client.Registry;
  /** One finished request: its route template (never its path), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One run of an engine (a generation or a mentor reply) and how it ended. */
  countGeneration(tool: string, engine: string, outcome: "success" | "failure"): void;
  /** The wait for a pooled database connection. */
  observePoolWait(seconds: number): void;
};

/** The methods a label may name; anything else is `OTHER`. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** pg-boss's job states as the gauge groups them. */
const JOB_STATES = { created: "waiting", retry: "waiting", active: "active", failed: "failed" } as const;

export function createMetrics(options: { pool?: pg.Pool; processDefaults?: boolean } = {}): Metrics {
  const registry = new client.Registry();
  if (options.processDefaults) client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP requests by method, route template and status class",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const generations = new client.Counter({
    name: "hustleforge_ai_generations_total",
    help: "AI engine runs (generations and mentor replies) by tool, engine and outcome",
    labelNames: ["tool", "engine", "outcome"] as const,
    registers: [registry],
  });
  const poolWait = new client.Histogram({
    name: "hustleforge_db_pool_wait_seconds",
    help: "Time a query waited for a pooled database connection",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = options.pool;
  new client.Gauge({
    name: "hustleforge_jobs",
    help: "Jobs in the queue by queue and state (waiting, active, failed), read from the database at each scrape",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!pool) return;
      const { rows } = await pool
        .query<{ name: string; state: string; n: number }>(
          `select name, state::text as state, count(*)::int as n from ${JOBS_SCHEMA}.job
           where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
        )
        .catch(() => ({ rows: [] }));
      for (const row of rows) {
        const state = JOB_STATES[row.state as keyof typeof JOB_STATES];
        if (state) this.inc({ queue: row.name, state }, row.n);
      }
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe(
        { method: METHODS.has(method) ? method : "OTHER", route, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    countGeneration(tool, engine, outcome) {
      generations.inc({ tool, engine, outcome });
    },
    observePoolWait(seconds) {
      poolWait.observe(seconds);
    },
  };
}

/** Times every wait for a connection of `pool` (pg's pool.query goes through connect too). */
export function timePoolWaits(pool: pg.Pool, metrics: Metrics): void {
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  const timed = (cb?: (...args: unknown[]) => void) => {
    const started = process.hrtime.bigint();
    const waited = () => metrics.observePoolWait(Number(process.hrtime.bigint() - started) / 1e9);
    if (cb)
      return connect((...args: unknown[]) => {
        waited();
        cb(...args);
      });
    return (connect() as Promise<unknown>).finally(waited);
  };
  // pg's types give connect() overloads a wrapper cannot restate; it is replaced on this one pool only.
  Object.defineProperty(pool, "connect", { value: timed, configurable: true, writable: true });
}

/** The engine, counting each run by tool, the engine that answered and whether it did. */
export function countedEngine(engine: AiEngine, metrics: Metrics): AiEngine {
  return {
    get name() {
      return engine.name;
    },
    get model() {
      return engine.model;
    },
    async generate(tool, input, options) {
      try {
        const result = await engine.generate(tool, input, options);
        metrics.countGeneration(tool.id, result.engine, "success");
        return result;
      } catch (err) {
        metrics.countGeneration(tool.id, engine.name, "failure");
        throw err;
      }
    },
    async *streamText(request) {
      let outcome: "success" | "failure" = "failure";
      try {
        yield* engine.streamText(request);
        outcome = "success";
      } finally {
        metrics.countGeneration("ai-mentor", engine.name, outcome);
      }
    },
  };
}
