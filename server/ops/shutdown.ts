/**
 * Shutdown that loses nothing (docs/decisions/1624-shutdown-that-loses-nothing.md). On SIGTERM (or SIGINT):
 * 1. the process turns `draining`: `GET /api/ready` answers 503, so a load balancer stops sending it traffic;
 * 2. it stops accepting connections, closes the idle ones, and answers every later request on an open one with
 *    `Connection: close`;
 * 3. requests in flight (a mentor reply as it streams) get up to `graceMs` (10 s) to finish; then the connections
 *    still open are closed;
 * 4. meanwhile the job workers take no more work, and a running job gives up between two batches and goes back to
 *    the queue for the next process (server/jobs/queue.ts);
 * 5. then the pool closes and the process exits 0. A second signal exits at once (1).
 */
import type http from "node:http";
import type { Logger } from "../logger";
import type { Lifecycle } from "./lifecycle";

export const SHUTDOWN_GRACE_MS = 10_000;

type Parts = {
  server: http.Server;
  lifecycle: Lifecycle;
  jobs: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  logger: Logger;
  graceMs?: number;
};

/** Counts requests in flight and, once draining, closes each connection after its answer. */
function trackRequests(server: http.Server, lifecycle: Lifecycle) {
  let inFlight = 0;
  let idle: (() => void) | undefined;
  server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight++;
    if (lifecycle.state === "draining") res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight--;
      if (inFlight === 0) idle?.();
    });
  });
  return {
    /** Resolves when no request is in flight, or after `ms`; answers how many were still running. */
    settled(ms: number): Promise<number> {
      if (inFlight === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(inFlight), ms);
        idle = () => {
          clearTimeout(timer);
          resolve(0);
        };
      });
    },
  };
}

/** Installs the signal handlers; call once the server exists (before it listens). */
export function handleShutdown({
  server,
  lifecycle,
  jobs,
  database,
  logger,
  graceMs = SHUTDOWN_GRACE_MS,
}: Parts): void {
  const requests = trackRequests(server, lifecycle);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting at once");
      process.exit(1);
    }
    stopping = true;
    const started = Date.now();
    lifecycle.drain();
    logger.info({ signal }, "shutting down: not ready, no new connections, finishing requests and jobs");
    server.close();
    server.closeIdleConnections();
    const [cut] = await Promise.all([
      requests.settled(graceMs),
      jobs.stop().catch((err: unknown) => logger.warn({ err }, "job queue did not stop cleanly")),
    ]);
    if (cut) logger.warn({ requests: cut, graceMs }, "requests still running after the grace period were cut");
    server.closeAllConnections();
    await database.close().catch((err: unknown) => logger.warn({ err }, "database did not close cleanly"));
    logger.info({ ms: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
