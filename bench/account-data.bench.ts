/**
 * Your data (docs/guide/your-data.md): the archive of a heavy user, 5,000 inventory items, 50,000 orders (two lines
 * each) and 500 generations, from POST /api/account/export to 'ready' (the job on the queue) and its download; then
 * the deletion of the same user for good (the job, once its grace period is over). Over HTTP against createApp, on
 * the PostgreSQL server (BENCH_PG_URL) and on the embedded database. Targets: archive < 10 s, deletion < 10 s.
 *
 *   ACCOUNT_DATA_BENCH_ONLY   "server" or "embedded" to run one side only
 */
import { hashPassword } from "../server/modules/auth/password";
import { loadAvg, onBothDatabases, out, runMain, signIn, startBenchApp, type BenchDatabase } from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";

const ITEMS = sized(5_000, 200);
const ORDERS = sized(50_000, 500);
const GENERATIONS = sized(500, 20);
const EMAIL = "bench-leaver@bench.test";
const PASSWORD = "bench-password-42";

async function seed({ database }: BenchDatabase): Promise<number> {
  const pool = database.pool;
  const user = await pool.query<{ id: number }>(
    `insert into users (email, username, password, first_name, last_name, has_completed_onboarding)
     values ($1, 'bench_leaver', $2, 'Bench', 'Leaver', true) returning id`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  const id = user.rows[0].id;
  await pool.query(
    `insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price, category, notes)
     select $1, 'Product ' || g, 'SKU-' || g, g % 50, 3.20, 14.00, 'home', 'note ' || g from generate_series(1, $2) g`,
    [id, ITEMS],
  );
  for (let from = 1; from <= ORDERS; from += 10_000) {
    const to = Math.min(ORDERS, from + 9_999);
    await pool.query(
      `with made as (
         insert into orders (user_id, source, external_id, ordered_at, currency, shipping, taxes, channel, goods, known_cost, units)
         select $1, 'shopify', '#' || g, timestamptz '2026-01-01' + (g % 300) * interval '1 day', 'USD', 4.95, 3.00, 'Shopify', 42.00, 12.80, 2
         from generate_series($2::int, $3::int) g returning id, external_id)
       insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost)
       select m.id, $1, 'SKU-' || (n * 7 % $4 + 1), 'Line ' || n, 1, 21.00, 6.40
       from made m, generate_series(1, 2) n`,
      [id, from, to, ITEMS],
    );
  }
  await pool.query(
    `insert into generations (user_id, tool, input, output, engine, model, duration_ms)
     select $1, 'quick-validation', jsonb_build_object('product', 'Idea ' || g, 'description', repeat('words ', 40)),
       jsonb_build_object('score', g % 100, 'summary', repeat('An answer of some length. ', 30)), 'offline', 'offline', 12
     from generate_series(1, $2) g`,
    [id, GENERATIONS],
  );
  return id;
}

async function runOn(side: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${side.label} ---`);
  const userId = await seed(side);
  const { baseUrl, ctx, stop } = await startBenchApp(side.database);
  const figures: Record<string, number> = {};
  try {
    const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
    let t = performance.now();
    const started = await fetch(`${baseUrl}/api/account/export`, { method: "POST", headers: { cookie } });
    if (started.status !== 202) throw new Error(`export: ${started.status} ${await started.text()}`);
    let status: { status: string; byteSize: number | null; failure: string | null };
    for (;;) {
      const res = await fetch(`${baseUrl}/api/account/export`, { headers: { cookie } });
      status = ((await res.json()) as { export: typeof status }).export;
      if (status.status === "ready" || status.status === "failed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    figures.archive = performance.now() - t;
    if (status.status !== "ready") throw new Error(`archive failed: ${status.failure}`);
    t = performance.now();
    const download = await fetch(`${baseUrl}/api/account/export/download`, { headers: { cookie } });
    const bytes = (await download.arrayBuffer()).byteLength;
    figures.download = performance.now() - t;
    const mb = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    out(
      `${`archive to 'ready' (${ORDERS.toLocaleString()} orders, ${mb} ZIP)`.padEnd(62)} ${(figures.archive / 1000).toFixed(2).padStart(7)} s`,
    );
    out(`${"GET /api/account/export/download".padEnd(62)} ${(figures.download / 1000).toFixed(2).padStart(7)} s`);

    const asked = await fetch(`${baseUrl}/api/account/delete`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ confirm: "bench_leaver", password: PASSWORD }),
    });
    if (asked.status !== 200) throw new Error(`delete: ${asked.status} ${await asked.text()}`);
    // The grace period is over: the job deletes the account for good.
    await side.database.pool.query("update account_deletions set delete_after = now() where user_id = $1", [userId]);
    t = performance.now();
    await ctx.jobs.send("account-deletion", { userId });
    for (;;) {
      const left = await side.database.pool.query("select 1 from users where id = $1", [userId]);
      if (!left.rowCount) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    figures.deletion = performance.now() - t;
    out(`${"deletion job (every row of the user)".padEnd(62)} ${(figures.deletion / 1000).toFixed(2).padStart(7)} s`);
  } finally {
    await stop();
  }
  return figures;
}

async function main() {
  out(
    `account-data bench (${loadAvg()}): ${ITEMS.toLocaleString()} items, ${ORDERS.toLocaleString()} orders, ${GENERATIONS} generations`,
  );
  const results = await onBothDatabases(
    "hf_bench_account_data",
    onlyDatabase(process.env.ACCOUNT_DATA_BENCH_ONLY),
    runOn,
  );
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  out(`\n(${loadAvg()} at the end)\ntargets: archive < 10 s, deletion < 10 s`);
  for (const [side, f] of results) {
    if (!f) continue;
    out(
      `  ${side.padEnd(9)} archive ${(f.archive / 1000).toFixed(2)} s ${f.archive < 10_000 ? "met" : "NOT met"}; deletion ${(f.deletion / 1000).toFixed(2)} s ${f.deletion < 10_000 ? "met" : "NOT met"}`,
    );
  }
}

runMain(main);
