/**
 * The server as production runs it, in a child process of its own (`server/index.ts` through tsx, NODE_ENV
 * production): for tests of a start, several processes, or a signal. Its database is a folder of the embedded
 * database made from the tests' migrated template, or with TEST_DATABASE_URL a fresh database on that server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openDatabase, type Db } from "../../server/db/client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres } from "../../server/db/embedded";
import { templateData } from "../../server/db/template";
import { createLogger } from "../../server/logger";
import { createTestDatabase, type TestDatabase } from "./database";
import { localStartEnv } from "./server-start";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote so far (JSON log lines). */
  output: () => string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts `server/index.ts` with `env` and resolves once it is ready (its log says where it listens, then that it is
 * ready: warmed up with its job queue running; GET /api/ready answers 200 from then on).
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: "server-process-secret-server-process",
      CUSTOMER_KEY_SECRET: "server-process-customer-key",
      TOTP_ENCRYPTION_KEY: "0f".repeat(32),
      APP_URL: "http://127.0.0.1:5999",
      PORT: "0",
      HOST: "127.0.0.1",
      ...env,
      // Its start line says where it listens.
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), timeoutMs);
    const look = () => {
      const m = /HustleForge is running at http:\/\/localhost:(\d+)/.exec(output);
      if (m && output.includes('"msg":"ready: ')) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", look);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited while starting:\n${output}`));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

export type ServerDatabase = {
  /** The variables that point a server process at this database. */
  env: Record<string, string>;
  /**
   * Runs `work` on the database while no server process has it open (the embedded database belongs to one
   * process at a time): rows a test puts there before a start, or reads after a stop.
   */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close: () => Promise<void>;
};

/**
 * A migrated database for server processes: a data folder of the embedded database made from the migrated template,
 * or with TEST_DATABASE_URL a fresh database on that server (`empty`: no migrations at all).
 */
export async function createServerDatabase({ empty = false } = {}): Promise<ServerDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hf-server-process-"));
  const start = localStartEnv(dir);
  const logger = createLogger("silent");
  if (process.env.TEST_DATABASE_URL) {
    const database: TestDatabase = await createTestDatabase(4, { empty });
    return {
      env: { ...start, DATABASE_URL: database.url },
      use: (work) => work(database.db),
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = path.join(start.DATA_DIR, "pglite");
  const template = inject("testDatabaseTemplate");
  let loadDataDir = empty ? undefined : templateData(template.kind === "pglite" ? template.dumpFile : undefined);
  return {
    env: start,
    async use(work) {
      const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: EMBEDDED_POOL_MAX + 1, loadDataDir });
      loadDataDir = undefined;
      const database = openDatabase(embedded.url, logger, EMBEDDED_POOL_MAX, { keepIdle: true });
      try {
        return await work(database.db);
      } finally {
        await database.close();
        await embedded.close();
      }
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
