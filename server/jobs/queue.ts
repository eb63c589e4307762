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
 */
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "../logger";

/** pg-boss's tables live in their own schema, created with the app's migrations (server/db/migrate.ts). */
export const JOBS_SCHEMA = "pgboss";

export type JobContext = { signal: AbortSignal; jobId: string };
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export type JobDefinition<T> = {
  name: string;
  /** Runs after the first that failed (a thrown error, a process stopped mid-run, an expiry). */
  retryLimit: number;
  /** A run still active after this long is failed by the supervisor (and retried): the dead-process case. */
  expireInSeconds: number;
  handler: JobHandler<T>;
  /**
   * A recurring job: one run per window of this many seconds across every process (pg-boss's singleton slot on
   * the job's name), started when the queue starts and queued again for the next window after each run.
   */
  everySeconds?: number;
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
   * Queues a job (starting the queue first if it is not running) and wakes this process's worker for it;
   * `startAfter` holds it until then (a deletion after its grace period).
   */
  send<T extends object>(name: string, data: T, options?: { startAfter?: Date }): Promise<string>;
  /** Creates the queues and starts the workers; idempotent. */
  start(): Promise<void>;
  /** Aborts running handlers, waits for them to give up, and stops polling; idempotent. */
  stop(): Promise<void>;
};

/** pg-boss's database adapter over our pool: one statement text (possibly several statements) per call. */
export function poolAdapter(pool: pg.Pool) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // A text of several statements answers one result each; pg-boss reads the last.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
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

export function createJobQueue(pool: pg.Pool, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const workers = new Map<string, string>();
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
          retryLimit: definition.retryLimit,
          retryDelay: 0,
          expireInSeconds: options.expireInSeconds ?? definition.expireInSeconds,
        };
        if (await instance.getQueue(definition.name)) await instance.updateQueue(definition.name, queue);
        else
          await instance.createQueue(definition.name, queue).catch(async (err: unknown) => {
            // Another process created it at the same moment.
            if (!(await instance.getQueue(definition.name))) throw err;
          });
        const id = await instance.work<object>(
          definition.name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => {
            if (!job) return;
            const run = definition.handler(job.data, { signal: controller.signal, jobId: job.id });
            running.set(job.id, run);
            try {
              await run;
            } finally {
              running.delete(job.id);
              if (definition.everySeconds) await queueNextWindow(instance, definition.name, definition.everySeconds);
            }
          },
        );
        workers.set(definition.name, id);
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
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    async send(name, data, options) {
      await start();
      if (!boss) throw new Error("The job queue is not running");
      const id = await boss.send(name, data, options?.startAfter ? { startAfter: options.startAfter } : {});
      if (!id) throw new Error(`The job ${name} was not queued`);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    start,
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
