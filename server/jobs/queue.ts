/**
 * The job queue: pg-boss over the app's own pg pool (docs/product-rules.md#jobs,
 * docs/decisions/1002-job-queue.md). pg-boss gets no connections of its own: every statement it runs goes
 * through `pool.query`, so on the embedded database (one pooled connection, docs/decisions/002-embedded-postgres.md)
 * its multi-statement commands run whole, never interleaved with another connection's wire messages.
 *
 * A module defines its jobs (name, retries, how long a run may take, the handler) when its routes are built;
 * `start()` creates the queues and starts one worker per job in this process. A handler receives an AbortSignal
 * that `stop()` fires: the handler gives up between batches, the run counts as failed and pg-boss retries it on
 * whichever process fetches it next. A process that dies without stopping leaves its job active until the job's
 * expiry, after which any process's supervisor fails it and it is retried.
 *
 * A job may be one of several a person has queued (imports): `onePerKey` lets at most one job per key run at a time
 * across every process (pg-boss's singleton policy on the job's `singletonKey`), `workers` runs that many at once in
 * this process, and `priority` at send puts a person's first job ahead of anyone's second
 * (docs/decisions/1045-fair-imports.md).
 */
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "../logger";
import { PROCESS_NAME } from "../db/client";

/** pg-boss's tables live in their own schema, created with the app's migrations (server/db/migrate.ts). */
export const JOBS_SCHEMA = "pgboss";

export type JobContext = {
  signal: AbortSignal;
  jobId: string;
  /** No retry follows this run if it fails: the handler reports the failure for good. */
  lastAttempt: boolean;
};

export type JobDefinition<T> = {
  name: string;
  /** Runs after the first that failed (a thrown error, a process stopped mid-run, an expiry). */
  retryLimit: number;
  /** A run still active after this long is failed by the supervisor (and retried): the dead-process case. */
  expireInSeconds: number;
  /**
   * Method syntax on purpose: the queue keeps every definition as a JobDefinition<object> and hands each handler
   * only the data its own `send` was given, so a definition for a narrower T stands in for one of object.
   */
  handler(data: T, context: JobContext): Promise<void>;
  /**
   * A recurring job: one run per window of this many seconds across every process (pg-boss's singleton slot on
   * the job's name), started when the queue starts and queued again for the next window after each run.
   */
  everySeconds?: number;
  /**
   * At most one run at a time per `singletonKey` given at send, across every process (pg-boss's `singleton`
   * policy): a person's second job waits while their first runs, and a free worker takes someone else's.
   */
  onePerKey?: boolean;
  /** Runs of this job at the same time in this process (default 1). */
  workers?: number;
  /** Seconds before a failed run is tried again (default 0); with `retryBackoff`, doubled at each retry. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
};

type SendOptions = {
  /** Held until then (a deletion after its grace period). */
  startAfter?: Date;
  /** Higher runs first; equal priorities run oldest first. */
  priority?: number;
  /** The key of `onePerKey`. */
  singletonKey?: string;
};

export type JobQueueOptions = {
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often the supervisor fails expired jobs and archives old ones. */
  maintenanceIntervalSeconds?: number;
  /** Overrides every job's expiry (tests of a dead process). */
  expireInSeconds?: number;
};

export type JobQueue = {
  define<T extends object>(definition: JobDefinition<T>): void;
  /**
   * Queues a job (starting the queue first if it is not running) and wakes this process's workers for it.
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /** Creates the queues and starts the workers; idempotent. */
  start(): Promise<void>;
  /** Aborts running handlers, waits for them to give up, and stops polling; idempotent. */
  stop(): Promise<void>;
  /** True while the queue has started and not been stopped: its workers take jobs (GET /api/ready). */
  running(): boolean;
};

/** Records this process as the runner of an active job (docs/decisions/1624-shutdown-that-loses-nothing.md). */
async function markRunner(pool: pg.Pool, jobId: string): Promise<void> {
  await pool
    .query(`update ${JOBS_SCHEMA}.job set output = jsonb_build_object('runner', $2::text) where id = $1`, [
      jobId,
      PROCESS_NAME,
    ])
    .catch(() => undefined);
}

/** pg-boss's database adapter over our pool: one statement text (possibly several statements) per call. */
/**
 * What a closed pool answers: no rows, and for pg-boss's complete/fail commands (which end in `SELECT COUNT(*)`
 * and read `rows[0].count`) a count of nothing, so the un-awaited record resolves instead of throwing.
 */
function nothingRecorded(text: string): { rows: Array<{ count: string }> } {
  return { rows: /select\s+count\(\*\)/i.test(text) ? [{ count: "0" }] : [] };
}

export function poolAdapter(pool: pg.Pool) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      // pg-boss records a failed run without awaiting it, so one may arrive after the pool was closed (a shutdown,
      // a test's teardown): there is nothing left to record into, and the job is taken again at the next start
      // (docs/decisions/1624-shutdown-that-loses-nothing.md). Anything else still fails.
      if (pool.ending) return nothingRecorded(text);
      try {
        const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
        // A text of several statements answers one result each; pg-boss reads the last.
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (err) {
        if (pool.ending) return nothingRecorded(text);
        throw err;
      }
    },
  };
}

/** Queues the run of the next window of a recurring job; a second call for the same window queues nothing. */
async function queueNextWindow(boss: PgBoss, name: string, everySeconds: number): Promise<void> {
  const windowMs = everySeconds * 1000;
  const next = new Date((Math.floor(Date.now() / windowMs) + 1) * windowMs);
  await boss
    .send(name, {}, { singletonKey: name, singletonSeconds: everySeconds, singletonNextSlot: true, startAfter: next })
    .catch(() => undefined);
}

/**
 * Creates the queue, or brings its settings up to date. Processes starting together create queues at the same
 * moment: pg-boss's create_queue attaches a partition to the job table, and two of those can deadlock (one is
 * rolled back) or meet another's uncommitted row, so a failed attempt is tried again after a short, random wait.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
      else await boss.createQueue(queue.name, queue);
      return;
    } catch (err) {
      if (attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function createJobQueue(pool: pg.Pool, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  /** This process's workers, by job name. */
  const workers = new Map<string, string[]>();
  /** Handlers running in this process, by job id. */
  const running = new Map<string, Promise<void>>();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let controller = new AbortController();

  const start = (): Promise<void> =>
    (starting ??= (async () => {
      controller = new AbortController();
      const instance = new PgBoss({
        db: poolAdapter(pool),
        schema: JOBS_SCHEMA,
        // Cron schedules are not used; the supervisor expires jobs of dead processes and archives old ones.
        schedule: false,
        supervise: true,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      });
      instance.on("error", (err: unknown) => logger.warn({ err }, "job queue error"));
      await instance.start();
      boss = instance;
      for (const definition of definitions.values()) {
        const queue = {
          name: definition.name,
          // Given every time: pg-boss's updateQueue sets `standard` when it is left out.
          policy: definition.onePerKey ? ("singleton" as const) : ("standard" as const),
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds ?? 0,
          retryBackoff: definition.retryBackoff ?? false,
          expireInSeconds: options.expireInSeconds ?? definition.expireInSeconds,
        };
        await ensureQueue(instance, queue);
        const ids: string[] = [];
        for (let n = 0; n < (definition.workers ?? 1); n++)
          ids.push(
            await instance.work<object>(
              definition.name,
              { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
              async ([job]) => {
                if (!job) return;
                // Which process runs it, so that a start can hand back a dead process's job (server/ops/orphans.ts).
                await markRunner(pool, job.id);
                const run = definition.handler(job.data, {
                  signal: controller.signal,
                  jobId: job.id,
                  lastAttempt: job.retryCount >= job.retryLimit,
                });
                running.set(job.id, run);
                try {
                  await run;
                } finally {
                  running.delete(job.id);
                  if (definition.everySeconds)
                    await queueNextWindow(instance, definition.name, definition.everySeconds);
                }
              },
            ),
          );
        workers.set(definition.name, ids);
        // This window's run, unless another process (or an earlier start) already queued it.
        if (definition.everySeconds)
          await instance.send(
            definition.name,
            {},
            { singletonKey: definition.name, singletonSeconds: definition.everySeconds },
          );
      }
    })().catch((err: unknown) => {
      starting = null;
      throw err;
    }));

  async function settled(jobIds: string[], timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (jobIds.length && Date.now() < deadline) {
      const active = await pool
        .query(`select 1 from ${JOBS_SCHEMA}.job where id = any($1::uuid[]) and state = 'active' limit 1`, [jobIds])
        .catch(() => ({ rowCount: 0 }));
      if (!active.rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition);
    },
    async send(name, data, options) {
      await start();
      if (!boss) throw new Error("The job queue is not running");
      const id = await boss.send(name, data, {
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options?.priority ? { priority: options.priority } : {}),
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      if (!id) throw new Error(`The job ${name} was not queued`);
      for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    start,
    running: () => boss !== null,
    async stop() {
      const startup = starting;
      if (!startup) return;
      await startup.catch(() => undefined);
      const instance = boss;
      boss = null;
      starting = null;
      // No new run starts here from now on.
      for (const name of workers.keys()) await instance?.offWork(name);
      workers.clear();
      // Handlers see the abort between batches and throw: their jobs fail and are retried elsewhere.
      const interrupted = [...running.keys()];
      controller.abort();
      await Promise.allSettled([...running.values()]);
      // pg-boss records a failed run without awaiting it: wait until it has, so the database is not closed first
      // and the job is left to retry rather than active until its expiry.
      await settled(interrupted);
      await instance?.stop({ graceful: true, close: false, timeout: 15_000 });
    },
  };
}
