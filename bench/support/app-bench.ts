/**
 * What the in-process API benches share: a throwaway database on the PostgreSQL server or an in-memory PGlite,
 * migrated; the real app (createApp) on a loopback port; a signed-in cookie; sequential GETs timed to p50/p99;
 * and the load average to print beside every figure.
 */
import crypto from "node:crypto";
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { createApp } from "../../server/app";
import { openDatabase, type Database } from "../../server/db/client";
import { EMBEDDED_POOL_MAX, startEmbeddedPostgres } from "../../server/db/embedded";
import { runMigrations } from "../../server/db/migrate";
import { templateData } from "../../server/db/template";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";

export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
export const benchLogger = createLogger("silent");
export const out = (line: string) => process.stdout.write(`${line}\n`);

/** Other work on the machine skews every figure; print the load next to them. */
export const loadAvg = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${os.cpus().length} cores`;

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential GETs with a session cookie: `warmup` untimed, then `runs` timed (request to parsed JSON body). */
export async function measureGet(
  baseUrl: string,
  cookie: string,
  path: string,
  { warmup, runs }: { warmup: number; runs: number },
): Promise<{ p50: number; p99: number; body: unknown }> {
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < warmup + runs; i++) {
    const t = performance.now();
    const res = await fetch(baseUrl + path, { headers: { cookie } });
    body = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= warmup) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

/** One figure line: `label` padded to `width`, then the p50 and p99 in ms. */
export const latencyLine = (label: string, { p50, p99 }: { p50: number; p99: number }, width = 58): string =>
  `${label.padEnd(width)} p50 ${p50.toFixed(1).padStart(6)} ms   p99 ${p99.toFixed(1).padStart(6)} ms`;

/** Measures GET /api/auth/user (the session stack alone) and prints it as the baseline line. */
export async function printBaseline(
  baseUrl: string,
  cookie: string,
  counts: { warmup: number; runs: number },
  width = 58,
): Promise<void> {
  const base = await measureGet(baseUrl, cookie, "/api/auth/user", counts);
  out(latencyLine("baseline: GET /api/auth/user (same session stack)", base, width));
}

/** A side's line of a bench's summary: each figure in ms, and whether it is under `targetMs`. */
export const targetsLine = (side: string, figures: Record<string, number>, targetMs: number): string =>
  `  ${side.padEnd(9)} ${Object.entries(figures)
    .map(([k, v]) => `${k} ${v.toFixed(1)} ms ${v < targetMs ? "met" : "NOT met"}`)
    .join("; ")}`;

/** Signs in by password and returns the Cookie header of the new session. */
export async function signIn(baseUrl: string, emailOrUsername: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ emailOrUsername, password }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return cookieOf(login);
}

/** The Cookie header a browser would send after this response. */
export const cookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export type BenchDatabase = { database: Database; label: string };

/**
 * Runs `run` on a fresh database created on the PostgreSQL server at `serverUrl` (dropped after, whatever
 * happens), migrated. Undefined when the server cannot be reached (said on stdout).
 */
export async function onServerDatabase<T>(
  prefix: string,
  run: (db: BenchDatabase) => Promise<T>,
  serverUrl = BENCH_PG_URL,
): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    out(`\nPostgreSQL server at ${serverUrl} not reachable (${(err as Error).message}); skipped.`);
    return undefined;
  }
  const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString(), benchLogger, 10);
  try {
    await runMigrations(database.db);
    const version = (await database.pool.query("show server_version")).rows[0].server_version;
    return await run({ database, label: `PostgreSQL server ${version}` });
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs `run` on an in-memory PGlite, migrated, through one connection as the server uses (decision 002). */
export async function onEmbeddedDatabase<T>(run: (db: BenchDatabase) => Promise<T>): Promise<T> {
  // From the migrated template bench/run.ts writes once per run, when there is one (the migrations then find
  // nothing to do).
  const embedded = await startEmbeddedPostgres({
    dataDir: null,
    maxConnections: EMBEDDED_POOL_MAX + 2,
    loadDataDir: templateData(process.env.BENCH_DB_TEMPLATE),
  });
  const database = openDatabase(embedded.url, benchLogger, EMBEDDED_POOL_MAX, { keepIdle: true });
  try {
    await runMigrations(database.db);
    const version = (await database.pool.query("show server_version")).rows[0].server_version;
    return await run({ database, label: `embedded PGlite (PostgreSQL ${version}, in memory)` });
  } finally {
    await database.close();
    await embedded.close();
  }
}

/**
 * Runs `run` on the PostgreSQL server and then on PGlite, or on one of them when `only` is "server" or
 * "embedded"; returns each side's result (undefined for a server that could not be reached).
 */
export async function onBothDatabases<T>(
  prefix: string,
  only: string | undefined,
  run: (db: BenchDatabase) => Promise<T>,
): Promise<[side: "server" | "embedded", result: T | undefined][]> {
  const results: ["server" | "embedded", T | undefined][] = [];
  if (only !== "embedded") results.push(["server", await onServerDatabase(prefix, run)]);
  if (only !== "server") results.push(["embedded", await onEmbeddedDatabase(run)]);
  return results;
}

/**
 * The real app on `database`, listening on a loopback port, with rate limits off. `nodeEnv` "production" by
 * default (as deployed); `stop()` closes it.
 */
export async function startBenchApp(
  database: Database,
  nodeEnv: "production" | "test" = "production",
): Promise<{ baseUrl: string; ctx: ReturnType<typeof createApp>["ctx"]; stop: () => Promise<void> }> {
  const parsed = parseEnv({
    NODE_ENV: nodeEnv,
    SESSION_SECRET: "bench-secret-bench-secret",
    LOG_LEVEL: "silent",
    APP_URL: "http://127.0.0.1",
  } as NodeJS.ProcessEnv);
  // Limits off in code: configuration refuses RATE_LIMIT_DISABLED in production
  // (docs/decisions/612-links-from-app-url-only.md), and these figures measure the routes, not the limiters.
  const env = { ...parsed, RATE_LIMIT_DISABLED: true };
  const { app, ctx } = createApp({ env, database, logger: benchLogger });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ctx,
    stop: async () => {
      await ctx.jobs.stop(); // a bench that queued a job started the queue (docs/decisions/1002-job-queue.md)
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

/** Starts the real app on `database`, signs `email` in, runs `run` with that session, and stops the app whatever happens. */
export async function withSignedInApp<T>(
  database: Database,
  { email, password }: { email: string; password: string },
  run: (session: { baseUrl: string; cookie: string; ctx: ReturnType<typeof createApp>["ctx"] }) => Promise<T>,
): Promise<T> {
  const { baseUrl, ctx, stop } = await startBenchApp(database);
  try {
    return await run({ baseUrl, cookie: await signIn(baseUrl, email, password), ctx });
  } finally {
    await stop();
  }
}

/** Runs an async main and exits with its outcome (0, or 1 with the stack on stderr). */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
