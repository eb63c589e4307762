/**
 * Stock that runs itself (docs/guide/inventory.md): p50/p99 of one page of 50 of GET /api/inventory out of 5,000
 * items with a search and a sort, and of GET /api/inventory/reorder with 5,000 items and 100,000 orders of four
 * sources in the last 120 days, over real HTTP with a signed-in user, on the embedded database (PGlite) and on the
 * PostgreSQL server (BENCH_PG_URL). Targets: page p50 < 15 ms, reorder p50 < 50 ms.
 *
 *   LEDGER_BENCH_ONLY   "server" or "embedded" to run one side only
 *   LEDGER_BENCH_RUNS   measured requests per endpoint (default 30, after 5 warm-up requests)
 */
import {
  latencyLine,
  loadAvg,
  measureGet,
  onBothDatabases,
  out,
  printBaseline,
  runMain,
  withSignedInApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, bulkQuery, insertBenchUser, keepOrderRollups } from "./support/seed";

const RUNS = sized(Number(process.env.LEDGER_BENCH_RUNS ?? 30), 2);
const WARMUP = sized(5, 1);
const ITEMS = sized(5_000, 50);
const ORDERS = sized(100_000, 500);
const EMAIL = "bench-stock@bench.test";
const PAGE = "/api/inventory?page=3&pageSize=50&q=product%201&sort=-sellPrice";

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const userId = await insertBenchUser(database, { email: EMAIL, username: "bench_stock", password: BENCH_PASSWORD });
  const t = performance.now();
  // Items: every tenth has a reorder point, every seventh a lead time (so the reorder list has work to do).
  await database.pool.query(
    `insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price, status, category,
                            reorder_point, lead_time_days, preferred_supplier)
     select $1, 'Product ' || g, 'SKU-' || g, g % 60, (g % 50) + 1.25, (g % 50) + 9.99,
            case when g % 60 = 0 then 'out_of_stock' when g % 60 <= 10 then 'low_stock' else 'active' end,
            (array['home','fashion','beauty','electronics','fitness','other'])[1 + g % 6],
            case when g % 10 = 0 then 15 end, case when g % 7 = 0 then 21 end, 'Supplier ' || (g % 12)
       from generate_series(1, $2::int) g`,
    [userId, ITEMS],
  );
  await database.pool.query(
    `insert into inventory_movements (user_id, item_id, kind, reason, change, quantity_after, unit_cost_after, created_by)
     select user_id, id, 'adjustment', 'counted', quantity, quantity, cost_price, user_id from inventory where user_id = $1`,
    [userId],
  );
  const { rows: first } = await database.pool.query<{ id: number }>(
    `select min(id) as id from inventory where user_id = $1`,
    [userId],
  );
  // Orders and their lines in one statement, then their totals and rollups (the item rollup the reorder list
  // reads among them) as the app's writers keep them.
  await bulkQuery(
    database,
    `with o as (
       insert into orders (user_id, source, external_id, ordered_at, units)
       select $1, (array['shopify','etsy','amazon','manual'])[1 + g % 4], 'bench-' || g,
              now() - make_interval(mins => (g * 1733) % (120 * 24 * 60)), 1 + g % 3
         from generate_series(1, $4::int) g
       returning id, units)
     insert into order_lines (order_id, user_id, name, quantity, unit_price, unit_cost, inventory_id, valued_at)
     select o.id, $1, 'x', o.units, 10, 5, $3::int + ((o.id * 7919) % $2::int), now() from o`,
    [userId, ITEMS, first[0].id, ORDERS],
  );
  await keepOrderRollups(database, userId);
  await database.pool.query("analyze");
  out(
    `seeded ${ITEMS.toLocaleString("en-US")} items and ${ORDERS.toLocaleString("en-US")} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    const page = await measureGet(baseUrl, cookie, PAGE, { warmup: WARMUP, runs: RUNS });
    const body = page.body as { items: unknown[]; total: number };
    figures.page = page.p50;
    out(latencyLine(`GET ${PAGE} (${body.items.length} of ${body.total})`, page, 78));
    const reorder = await measureGet(baseUrl, cookie, "/api/inventory/reorder", { warmup: WARMUP, runs: RUNS });
    figures.reorder = reorder.p50;
    out(
      latencyLine(
        `GET /api/inventory/reorder (${(reorder.body as { items: unknown[] }).items.length} to reorder)`,
        reorder,
        78,
      ),
    );
    // The tiles: their low-stock count is the reorder list's rule (docs/decisions/1462-one-restock-rule.md).
    const summary = await measureGet(baseUrl, cookie, "/api/inventory/summary", { warmup: WARMUP, runs: RUNS });
    figures.summary = summary.p50;
    out(
      latencyLine(
        `GET /api/inventory/summary (${(summary.body as { summary: { lowStock: number } }).summary.lowStock} low)`,
        summary,
        78,
      ),
    );
    await printBaseline(baseUrl, cookie, { warmup: WARMUP, runs: RUNS }, 78);
  });
  return figures;
}

async function main() {
  out(
    `inventory-ledger bench (${loadAvg()}): ${RUNS} measured requests per endpoint after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in user`,
  );
  const results = await onBothDatabases("hf_bench_ledger", onlyDatabase(process.env.LEDGER_BENCH_ONLY), runOn);
  out(`\n(${loadAvg()} at the end)\ntargets: page of 50 p50 < 15 ms, reorder p50 < 50 ms`);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  for (const [side, f] of results) {
    if (!f) continue;
    out(
      `  ${side.padEnd(9)} page ${f.page.toFixed(1)} ms ${f.page < 15 ? "met" : "NOT met"}; reorder ${f.reorder.toFixed(1)} ms ${f.reorder < 50 ? "met" : "NOT met"}`,
    );
  }
}

runMain(main);
