/**
 * Several server processes on one PostgreSQL server (decisions 600 and 601):
 * - failed sign-ins alternating between two processes until the account locks (limits kept in PostgreSQL);
 * - authenticated GET /api/auth/user on one process with the per-process caches (SESSION_CACHE_MS=5000, only
 *   safe for a single process) and without them (the default with a server), to price decision 601.
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) names the server; a fresh database is
 * created on it and dropped afterwards.
 */
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { load, row, startChild } from "./support/measure";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { createLogger } from "../server/logger";
import { QUICK } from "./support/quick";

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
  const name = `hf_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    // The quick run (npm test) needs no PostgreSQL server: without one this bench has nothing to run on.
    if (!QUICK) throw err;
    console.log(`PostgreSQL server at ${serverUrl} not reachable (${(err as Error).message}); skipped.`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrated = openDatabase(url.toString(), createLogger("silent"), 2);
  await runMigrations(migrated.db);
  await migrated.close();

  const base = {
    ...process.env,
    NODE_ENV: "production",
    SESSION_SECRET: "bench-secret-bench-secret",
    DATABASE_URL: url.toString(),
    LOG_LEVEL: "warn",
    APP_URL: "http://127.0.0.1",
  };
  const children: { kill: (s: NodeJS.Signals) => void }[] = [];
  try {
    // 1. Two processes sharing the sign-in limit (default allowance: 8 failed checks per account).
    const p1 = await startChild(["bench/support/api-server.ts"], base);
    const p2 = await startChild(["bench/support/api-server.ts"], base);
    children.push(p1.child, p2.child);
    const email = "bench-lock@example.test";
    const signup = await fetch(`http://127.0.0.1:${p1.port}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        firstName: "Bench",
        lastName: "Lock",
        password: "bench-pass",
        confirmPassword: "bench-pass",
      }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
    const statuses: number[] = [];
    for (let i = 0; i < 20 && !statuses.includes(429); i++) {
      const port = i % 2 === 0 ? p1.port : p2.port;
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ emailOrUsername: email, password: "wrong-password" }),
      });
      statuses.push(res.status);
    }
    console.log(
      `two processes, failed sign-ins alternating: locked after ${statuses.indexOf(429)} (allowance 8; in-memory limits would have allowed 16)`,
    );
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    p1.child.kill("SIGTERM");
    p2.child.kill("SIGTERM");

    // 2. The price of no per-process caches on a server.
    const cached = await startChild(["bench/support/api-server.ts"], {
      ...base,
      SESSION_CACHE_MS: "5000",
    });
    children.push(cached.child);
    const withCache = await load(`http://127.0.0.1:${cached.port}/api/auth/user`, { cookie }, 4, 8);
    cached.child.kill("SIGTERM");
    const plain = await startChild(["bench/support/api-server.ts"], base);
    children.push(plain.child);
    const withoutCache = await load(`http://127.0.0.1:${plain.port}/api/auth/user`, { cookie }, 4, 8);
    plain.child.kill("SIGTERM");
    console.log(
      `cores: ${os.cpus().length}, load average ${os.loadavg()[0].toFixed(1)}, 8 connections, 4 s each after 1 s warm-up`,
    );
    console.log(row("GET /api/auth/user, caches (5 s)", withCache));
    console.log(row("GET /api/auth/user, no caches (default)", withoutCache));
    console.log(`ratio no caches / caches: ${(withoutCache.rps / withCache.rps).toFixed(2)}`);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
