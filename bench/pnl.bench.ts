/**
 * The profit-and-loss (docs/guide/profit-and-loss.md, docs/decisions/1011-profit-and-loss-in-sql.md): p50/p99 of
 * GET /api/finance/pnl for twelve months over 100,000 orders (150,000 lines: 5 sources, 200 products, a tenth in
 * euros with a rate for each month, one line in twenty without a cost), grouped by month, by source and by product,
 * over real HTTP against createApp with a signed-in user, on the PostgreSQL server (BENCH_PG_URL, a throwaway
 * database) and on the embedded database (PGlite). Target: p50 under 50 ms on the PostgreSQL server.
 * Figures right after the bulk seed, then after ANALYZE (what autovacuum gathers within a minute of such a load).
 *
 *   PNL_BENCH_ONLY   "server" or "embedded" to run one side only
 *   PNL_BENCH_RUNS   measured requests per grouping (default 30, after 5 warm-up requests)
 */
import type { Database } from "../server/db/client";
import {
  latencyLine,
  loadAvg,
  measureGet,
  onBothDatabases,
  out,
  printBaseline,
  runMain,
  targetsLine,
  withSignedInApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, bulkQuery, insertBenchUser, keepOrderRollups } from "./support/seed";

const RUNS = Number(process.env.PNL_BENCH_RUNS ?? sized(30, 3));
const WARMUP = sized(5, 1);
const ORDERS = sized(100_000, 2_000);
const EMAIL = "bench-pnl@bench.test";
const PERIOD = "from=2025-01-01&to=2025-12-31";

/** One statement for the orders and their lines (generate_series), one for the rates, some expenses. */
async function seed(database: Database) {
  const id = await insertBenchUser(database, { email: EMAIL, username: "bench_pnl", password: BENCH_PASSWORD });
  // The orders and their lines in one statement, without the app's statement limit.
  await bulkQuery(
    database,
    `with o as (
       insert into orders (user_id, source, external_id, ordered_at, currency, discounts, shipping, taxes, refunds, fees, cancelled)
       select $1, (array['shopify','etsy','amazon','stripe','manual'])[1 + i % 5], 'b-' || i,
              timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day',
              case when i % 10 = 0 then 'EUR' else 'USD' end,
              (i % 7)::numeric(12,2), (i % 5)::numeric(12,2), 1.5, case when i % 50 = 0 then 9.99 else 0 end,
              (0.3 + (i % 9) * 0.25)::numeric(12,2), i % 97 = 0
       from generate_series(1, ${ORDERS}) as i
       returning id, external_id
     )
     insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost, valued_at)
     select o.id, $1, 'SKU-' || ((n.i + k) % 200), 'Product ' || ((n.i + k) % 200), 1 + (n.i + k) % 3,
            (9.99 + ((n.i + k) % 50))::numeric(12,2),
            case when (n.i + k) % 20 = 0 then null else (3.33 + ((n.i + k) % 20))::numeric(12,2) end, now()
     from o
     cross join lateral (select substr(o.external_id, 3)::int as i) n
     cross join lateral generate_series(1, 1 + n.i % 2) as k`,
    [id],
  );
  // The totals the orders keep of their lines and their rollups, as the app's writers keep them
  // (docs/decisions/1014-order-line-totals.md, docs/decisions/1030-order-rollups.md).
  await keepOrderRollups(database, id);
  await database.pool.query(
    `insert into currency_rates (user_id, currency, month, rate)
     select $1, 'EUR', '2025-' || lpad(m::text, 2, '0'), 1.05 + m * 0.01 from generate_series(1, 12) m`,
    [id],
  );
  await database.pool.query(
    `insert into expenses (user_id, spent_on, category, amount)
     select $1, timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day', 'ads', 12.34 from generate_series(1, 500) i`,
    [id],
  );
}

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const t = performance.now();
  await seed(database);
  out(`seeded ${ORDERS.toLocaleString()} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    const measureAll = async (suffix: string) => {
      for (const groupBy of ["month", "source", "product"]) {
        const path = `/api/finance/pnl?${PERIOD}&groupBy=${groupBy}`;
        const r = await measureGet(baseUrl, cookie, path, { warmup: WARMUP, runs: RUNS });
        const orders = (r.body as { totals: { orders: number } }).totals.orders;
        figures[`pnl ${groupBy}${suffix}`] = r.p50;
        out(latencyLine(`GET /api/finance/pnl by ${groupBy} (${orders.toLocaleString()} orders)${suffix}`, r));
      }
    };
    await measureAll("");
    const analyzeStart = performance.now();
    await database.pool.query("analyze");
    out(`ANALYZE in ${(performance.now() - analyzeStart).toFixed(0)} ms`);
    await measureAll(", analysed");
    await printBaseline(baseUrl, cookie, { warmup: WARMUP, runs: RUNS });
  });
  return figures;
}

async function main() {
  out(
    `pnl bench (${loadAvg()}): ${RUNS} measured requests per grouping after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in user`,
  );
  const results = await onBothDatabases("hf_bench_pnl", onlyDatabase(process.env.PNL_BENCH_ONLY), runOn);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  out(`\n(${loadAvg()} at the end)\ntarget: GET /api/finance/pnl p50 < 50 ms on the PostgreSQL server`);
  for (const [side, f] of results) if (f) out(targetsLine(side, f, 50));
}

runMain(main);
