/**
 * Embedded PostgreSQL (PGlite) served over the wire protocol by pglite-socket, so pg, Drizzle and
 * connect-pg-simple work unchanged (docs/decisions/002-embedded-postgres.md).
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Pool size for the embedded database. pglite-socket queues each wire message separately on its one backend,
 * so two connections' unnamed Parse/Bind/Execute messages can interleave and bind to the wrong statement
 * (seen under ten parallel requests). PGlite runs one query at a time anyway: one connection costs nothing
 * in throughput and makes every statement sequence whole (docs/decisions/002-embedded-postgres.md).
 */
export const EMBEDDED_POOL_MAX = 1;

export type EmbeddedPostgres = {
  url: string;
  db: PGlite;
  server: PGLiteSocketServer;
  /** Stops the socket server only (the data stays); used to simulate an outage. */
  stopServer: () => Promise<void>;
  /** Starts the socket server again on the same port. */
  startServer: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts PGlite on a data folder (or in memory when dataDir is null) and listens on 127.0.0.1. */
export async function startEmbeddedPostgres(opts: {
  dataDir: string | null;
  port?: number;
  maxConnections: number;
  /** A data directory dumped by `PGlite.dumpDataDir()` to start from (the tests' migrated template). */
  loadDataDir?: Blob;
}): Promise<EmbeddedPostgres> {
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.resolve(opts.dataDir);
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const db = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  let port = opts.port ?? 0;
  let server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: opts.maxConnections });
  await server.start();
  port = Number(server.getServerConn().split(":").pop());
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  const handle: EmbeddedPostgres = {
    url,
    db,
    server,
    stopServer: () => handle.server.stop(),
    startServer: async () => {
      server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: opts.maxConnections });
      handle.server = server;
      await server.start();
    },
    close: async () => {
      await handle.server.stop();
      await db.close();
    },
  };
  return handle;
}
