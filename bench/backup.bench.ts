/**
 * Backup and restore times (docs/operations.md#backups, docs/decisions/1650-embedded-backups-through-the-running-process.md)
 * for one person with 50,000 orders (2,000 in the quick run): on the embedded database, `backupEmbedded` asks the
 * running database (this process, which serves the backup socket as the server does) for its copy, and
 * `restoreEmbedded` fills a fresh DATA_DIR; on the PostgreSQL server (not in the quick run), pg_dump and pg_restore
 * into a fresh database. Prints the median of the runs, how long the server's database paused for the copy, and
 * the sizes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { openConfiguredDatabase } from "../server/db/open";
import type { Database } from "../server/db/client";
import { templateData } from "../server/db/template";
import { parseEnv } from "../server/env";
import { backupEmbedded, backupServer, restoreEmbedded, restoreServer } from "../server/ops/backup";
import { BENCH_PG_URL, benchLogger, loadAvg, onServerDatabase, out, runMain } from "./support/app-bench";
import { median } from "./support/measure";
import { QUICK, sized } from "./support/quick";
import { BENCH_PASSWORD, bulkQuery, insertBenchUser, keepOrderRollups } from "./support/seed";

const ORDERS = sized(50_000, 2_000);
const RUNS = sized(3, 1);

/** The orders (one or two lines each) of one person, in one statement, with their totals and rollups. */
async function seed(database: Database): Promise<void> {
  const id = await insertBenchUser(database, {
    email: "bench-backup@bench.test",
    username: "bench_backup",
    password: BENCH_PASSWORD,
  });
  await bulkQuery(
    database,
    `with o as (
       insert into orders (user_id, source, external_id, ordered_at, currency, shipping, taxes, fees)
       select $1, (array['shopify','etsy','amazon','stripe','manual'])[1 + i % 5], 'b-' || i,
              timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day',
              case when i % 10 = 0 then 'EUR' else 'USD' end, (i % 5)::numeric(12,2), 1.5, 0.3
       from generate_series(1, ${ORDERS}) as i
       returning id, external_id
     )
     insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost, valued_at)
     select o.id, $1, 'SKU-' || ((n.i + k) % 200), 'Product ' || ((n.i + k) % 200), 1 + (n.i + k) % 3,
            (9.99 + ((n.i + k) % 50))::numeric(12,2), (3.33 + ((n.i + k) % 20))::numeric(12,2), now()
     from o
     cross join lateral (select substr(o.external_id, 3)::int as i) n
     cross join lateral generate_series(1, 1 + n.i % 2) as k`,
    [id],
  );
  await keepOrderRollups(database, id);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function folderBytes(dir: string): number {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true }))
    total += e.isDirectory() ? folderBytes(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size;
  return total;
}

async function embedded(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hf-bench-backup-"));
  try {
    const dataDir = path.join(root, "data");
    // From the run's migrated template when there is one (bench/run.ts), as the server would find it.
    const template = templateData(process.env.BENCH_DB_TEMPLATE);
    fs.mkdirSync(dataDir); // PGlite makes its own folder, not the ones above it
    if (template) await (await PGlite.create({ dataDir: path.join(dataDir, "pglite"), loadDataDir: template })).close();
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
    const database = await openConfiguredDatabase(env, benchLogger);
    try {
      await seed(database);
      const orders = (await database.pool.query("select count(*)::int as n from orders")).rows[0].n;
      out(`\n--- embedded PGlite, ${orders} orders, data folder ${mb(folderBytes(path.join(dataDir, "pglite")))} ---`);
      const backups: number[] = [];
      const paused: number[] = [];
      const restores: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run++) {
        const file = path.join(root, `run-${run}.backup`);
        const made = await backupEmbedded(dataDir, file);
        if (made.from !== "running server") throw new Error("the backup did not come from the running database");
        backups.push(made.ms);
        paused.push(made.lockedMs ?? 0);
        size = made.bytes;
        const target = path.join(root, `restored-${run}`);
        const restored = await restoreEmbedded(file, target);
        restores.push(restored.ms);
        const check = await PGlite.create({ dataDir: path.join(target, "pglite") });
        const n = (await check.query<{ n: number }>("select count(*)::int as n from orders")).rows[0].n;
        await check.close();
        if (n !== orders) throw new Error(`restored ${n} orders of ${orders}`);
        fs.rmSync(target, { recursive: true, force: true });
        fs.rmSync(file, { force: true });
      }
      out(`backup file ${mb(size)}; median of ${RUNS} run(s):`);
      out(`  backup (npm run backup, from the running database): ${s(median(backups))}`);
      out(`    of which the database paused for the copy:          ${s(median(paused))}`);
      out(`  restore into an empty DATA_DIR (recovery included):  ${s(median(restores))}  (restored orders checked)`);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

async function server(): Promise<void> {
  await onServerDatabase("hf_bench_backup", async ({ database, label }) => {
    await seed(database);
    const orders = (await database.pool.query("select count(*)::int as n from orders")).rows[0].n;
    const sourceUrl = database.pool.options.connectionString;
    if (!sourceUrl) throw new Error(`${label}: the bench database's pool has no connection string`);
    out(`\n--- ${label}, ${orders} orders ---`);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "hf-bench-pgdump-"));
    const admin = new pg.Client({ connectionString: BENCH_PG_URL });
    await admin.connect();
    try {
      const backups: number[] = [];
      const restores: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run++) {
        const file = path.join(root, `run-${run}.dump`);
        const made = await backupServer(sourceUrl, file);
        backups.push(made.ms);
        size = made.bytes;
        const name = `hf_bench_restore_${crypto.randomBytes(4).toString("hex")}`;
        await admin.query(`create database ${name}`);
        try {
          const url = new URL(BENCH_PG_URL);
          url.pathname = `/${name}`;
          restores.push((await restoreServer(file, url.toString())).ms);
        } finally {
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      }
      out(`pg_dump file ${mb(size)}; median of ${RUNS} run(s):`);
      out(`  pg_dump --format=custom:           ${s(median(backups))}`);
      out(`  pg_restore into an empty database: ${s(median(restores))}`);
    } finally {
      await admin.end();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
}

runMain(async () => {
  out(loadAvg());
  await embedded();
  if (!QUICK) await server();
});
