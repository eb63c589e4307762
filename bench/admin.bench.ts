/**
 * Admin screen on a million users: p50/p99 of GET /api/admin/stats and of the first page of GET /api/admin/users
 * (a filter and a search), over real HTTP against createApp, on the embedded database (PGlite) and on the
 * PostgreSQL server (BENCH_PG_URL, default postgresql://postgres@127.0.0.1:5432/test; a throwaway database is
 * created there and dropped after). Target: both under 50 ms p50 on the PostgreSQL server.
 *
 *   ADMIN_BENCH_USERS           users on the PostgreSQL server (default 1,000,000)
 *   ADMIN_BENCH_EMBEDDED_USERS  users on the embedded database (default 250,000: PGlite is single-threaded
 *                               WebAssembly and took 106 s to insert and 99 s to index one million users here,
 *                               which alone would make this bench run for many minutes; set 1000000 to match)
 *   ADMIN_BENCH_ONLY            "server" or "embedded" to run one side only
 *   ADMIN_BENCH_RUNS            measured requests per endpoint (default 30, after 5 warm-up requests)
 */
import type pg from "pg";
import { hashPassword } from "../server/modules/auth/password";
import { createAdminRepository } from "../server/modules/admin/admin.repository";
import {
  loadAvg,
  measureGet,
  onEmbeddedDatabase,
  onServerDatabase,
  out,
  percentile,
  runMain,
  withSignedInApp,
  type BenchDatabase,
} from "./support/app-bench";
import { onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD } from "./support/seed";

const PG_USERS = sized(Number(process.env.ADMIN_BENCH_USERS ?? 1_000_000), 1_000);
const EMBEDDED_USERS = sized(Number(process.env.ADMIN_BENCH_EMBEDDED_USERS ?? 250_000), 1_000);
const RUNS = sized(Number(process.env.ADMIN_BENCH_RUNS ?? 30), 2);
const WARMUP = sized(5, 1);
const ADMIN_EMAIL = "bench-admin@bench.test";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One INSERT ... SELECT over generate_series: 20 first names × 25 last names, one in ten on Pro (some expired,
 * some without an end date), a quarter never seen, the rest seen over the last 60 days, sign-ups over two years.
 */
const SEED_SQL = `
INSERT INTO users (email, username, password, first_name, last_name, selected_plan, pro_subscription_end_date,
  has_completed_onboarding, last_active_at, login_count, total_ideas_generated, total_logos_created, created_at, updated_at)
SELECT
  'user' || g || '@example.com',
  'user' || g,
  'scrypt$16384$8$1$' || md5(g::text) || md5((g + 1)::text),
  (ARRAY['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara',
         'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen'])[1 + g % 20],
  (ARRAY['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez',
         'Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris'])[1 + (g / 20) % 25],
  CASE WHEN g % 10 = 0 THEN 'pro' ELSE 'free' END,
  CASE WHEN g % 10 = 0 AND g % 30 <> 0 THEN now() + ((g % 61) - 10) * interval '1 day' END,
  true,
  CASE WHEN g % 4 = 0 THEN NULL ELSE now() - ((g::bigint * 104729) % (60 * 86400)) * interval '1 second' END,
  g % 50, g % 7, g % 3,
  now() - ((g::bigint * 7919) % (730 * 86400)) * interval '1 second',
  now()
FROM generate_series(1, $1::int) AS g`;

/**
 * Seeds the users. The table's plain indexes are dropped first and rebuilt afterwards from their own
 * definitions (pg_indexes), which is how a bulk load is done and keeps them exactly as the migrations made them.
 */
async function seed(pool: pg.Pool, count: number): Promise<{ seedMs: number; indexMs: number }> {
  const { rows: indexes } = await pool.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.tablename = 'users' and i.schemaname = 'public'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const ix of indexes) await pool.query(`drop index "${ix.indexname}"`);
  let t = performance.now();
  await pool.query(SEED_SQL, [count]);
  const seedMs = performance.now() - t;
  t = performance.now();
  for (const ix of indexes) await pool.query(ix.indexdef);
  await pool.query("vacuum analyze users");
  return { seedMs, indexMs: performance.now() - t };
}

/** Sequential requests (one admin at a time, as on the real screen); returns p50 and p99 in ms. */
const measure = (baseUrl: string, cookie: string, path: string) =>
  measureGet(baseUrl, cookie, path, { warmup: WARMUP, runs: RUNS });

/** p50/p99 of a function, with the same warm-up and run counts. */
async function time(run: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t = performance.now();
    await run();
    if (i >= WARMUP) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ENDPOINTS = [
  ["baseline: GET /api/auth/user (same session stack)", "/api/auth/user"],
  ["stats", "/api/admin/stats"],
  ["users: all, no search (first page)", "/api/admin/users"],
  ["users: active + name search 'mary' (first page)", "/api/admin/users?filter=active&search=mary"],
  ["users: active + name search 'mary smi' (first page)", "/api/admin/users?filter=active&search=mary%20smi"],
  ["users: pro + email search 'user4242' (first page)", "/api/admin/users?filter=pro&search=user4242"],
] as const;

async function runOn({ database, label }: BenchDatabase, count: number): Promise<Record<string, number>> {
  out(`\n--- ${label}: ${count.toLocaleString()} users ---`);
  const { seedMs, indexMs } = await seed(database.pool, count);
  out(
    `seeded in ${seconds(seedMs)} (one INSERT ... SELECT generate_series), indexes rebuilt + vacuum analyze in ${seconds(indexMs)}`,
  );
  await database.pool.query(
    `insert into users (email, username, password, first_name, last_name, is_admin, has_completed_onboarding)
    values ($1, 'bench_admin', $2, 'Bench', 'Admin', true, true)`,
    [ADMIN_EMAIL, await hashPassword(BENCH_PASSWORD)],
  );

  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: ADMIN_EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    for (const [name, path] of ENDPOINTS) {
      const { p50, p99, body } = await measure(baseUrl, cookie, path);
      const summary =
        name === "stats"
          ? JSON.stringify(body)
          : name.startsWith("baseline")
            ? "no admin query"
            : `total ${(body as { total: number }).total.toLocaleString()}`;
      out(
        `${name.padEnd(52)} p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms   (${summary})`,
      );
      figures[name] = p50;
    }
    // The database's share: the same statements straight through the repository, no HTTP or session.
    const repo = createAdminRepository(database.db);
    const sqlOnly: [string, () => Promise<unknown>][] = [
      ["SQL only: stats statement", () => repo.aggregate(new Date())],
      [
        "SQL only: counts + page, active + 'mary'",
        () =>
          Promise.all([
            repo.aggregate(new Date(), "mary"),
            repo.listPage({ filter: "active", search: "mary", limit: 20, offset: 0, now: new Date() }),
          ]),
      ],
    ];
    for (const [name, run] of sqlOnly) {
      const { p50, p99 } = await time(run);
      out(`${name.padEnd(52)} p50 ${p50.toFixed(1).padStart(7)} ms   p99 ${p99.toFixed(1).padStart(7)} ms`);
    }
  });
  return figures;
}

async function onServer(): Promise<Record<string, number> | undefined> {
  return onServerDatabase("hf_bench_admin", (db) => runOn(db, PG_USERS));
}

async function onEmbedded(): Promise<void> {
  if (EMBEDDED_USERS < PG_USERS)
    out(
      `\n(embedded database: ${EMBEDDED_USERS.toLocaleString()} users, not ${PG_USERS.toLocaleString()}, to keep the bench short; ADMIN_BENCH_EMBEDDED_USERS=${PG_USERS} for the full size)`,
    );
  await onEmbeddedDatabase((db) => runOn(db, EMBEDDED_USERS));
}

async function main() {
  out(
    `admin bench (${loadAvg()}): ${RUNS} measured requests per endpoint after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in admin`,
  );
  const only = onlyDatabase(process.env.ADMIN_BENCH_ONLY);
  const server = only === "embedded" ? undefined : await onServer();
  if (only !== "server") await onEmbedded();
  out(`\n(${loadAvg()} at the end)`);
  if (server) {
    out(`\ntarget (PostgreSQL server, p50 < 50 ms):`);
    for (const name of ENDPOINTS.map(([n]) => n).filter((n) => !n.startsWith("baseline")))
      out(`  ${name.padEnd(52)} ${server[name].toFixed(1).padStart(7)} ms  ${server[name] < 50 ? "met" : "NOT met"}`);
    out("  (a search's cost grows with its matches: 'mary' matches 1 user in 20 of the seed, 'mary smi' 1 in 500)");
  }
}

runMain(main);
