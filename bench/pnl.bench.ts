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
import type pg from "pg";
import type { Database } from "../server/db/client";
import { hashPassword } from "../server/modules/auth/password";
import { LINE_TOTALS } from "../server/orders/totals";
import { rebuildOrderRollups } from "../server/orders/rollup";
import {
  loadAvg,
  measureGet,
  onBothDatabases,
  out,
  runMain,
  signIn,
  startBenchApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";

const RUNS = Number(process.env.PNL_BENCH_RUNS ?? sized(30, 3));
const WARMUP = sized(5, 1);
const ORDERS = sized(100_000, 2_000);
const EMAIL = "bench-pnl@bench.test";
const PASSWORD = "bench-password-42";
const PERIOD = "from=2025-01-01&to=2025-12-31";

/** One statement for the orders and their lines (generate_series), one for the rates, some expenses. */
async function seed(database: Database) {
  const { rows } = await database.pool.query(
    `insert into users (email, username, password, first_name, last_name, has_completed_onboarding)
     values ($1, 'bench_pnl', $2, 'Bench', 'Pnl', true) returning id`,
    [EMAIL, await hashPassword(PASSWORD)],
  );
  const id = rows[0].id;
  // One connection without the app's five-second statement limit: the bulk insert is one statement.
  const client = await database.pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    // pg reads query_timeout from a query's config too (its types do not list it): ten minutes for the one bulk statement.
    const bulk: pg.QueryConfig & { query_timeout: number } = {
      query_timeout: 600_000,
      text: `with o as (
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
      values: [id],
    };
    await client.query(bulk);
    // The totals the orders keep of their lines, as the app's writers keep them (docs/decisions/1014-order-line-totals.md).
    const totals: pg.QueryConfig & { query_timeout: number } = {
      query_timeout: 600_000,
      text: `update orders o set goods = t.goods, known_cost = t.known_cost, units = t.units, unvalued_lines = t.unvalued_lines
       from (select l.order_id, ${LINE_TOTALS} from order_lines l where l.user_id = $1 group by l.order_id) t
      where o.id = t.order_id`,
      values: [id],
    };
    await client.query(totals);
    // And their rollups, which the writers keep in the same way (docs/decisions/1030-order-rollups.md).
    await rebuildOrderRollups(client, id, 600_000);
  } finally {
    client.release();
  }
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
  const { baseUrl, stop } = await startBenchApp(database);
  const figures: Record<string, number> = {};
  try {
    const cookie = await signIn(baseUrl, EMAIL, PASSWORD);
    const measureAll = async (suffix: string) => {
      for (const groupBy of ["month", "source", "product"]) {
        const path = `/api/finance/pnl?${PERIOD}&groupBy=${groupBy}`;
        const r = await measureGet(baseUrl, cookie, path, { warmup: WARMUP, runs: RUNS });
        const orders = (r.body as { totals: { orders: number } }).totals.orders;
        figures[`pnl ${groupBy}${suffix}`] = r.p50;
        out(
          `${`GET /api/finance/pnl by ${groupBy} (${orders.toLocaleString()} orders)${suffix}`.padEnd(58)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms`,
        );
      }
    };
    await measureAll("");
    const analyzeStart = performance.now();
    await database.pool.query("analyze");
    out(`ANALYZE in ${(performance.now() - analyzeStart).toFixed(0)} ms`);
    await measureAll(", analysed");
    const base = await measureGet(baseUrl, cookie, "/api/auth/user", { warmup: WARMUP, runs: RUNS });
    out(
      `${"baseline: GET /api/auth/user (same session stack)".padEnd(58)} p50 ${base.p50.toFixed(1).padStart(6)} ms   p99 ${base.p99.toFixed(1).padStart(6)} ms`,
    );
  } finally {
    await stop();
  }
  return figures;
}

async function main() {
  out(
    `pnl bench (${loadAvg()}): ${RUNS} measured requests per grouping after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in user`,
  );
  const results = await onBothDatabases("hf_bench_pnl", onlyDatabase(process.env.PNL_BENCH_ONLY), runOn);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  out(`\n(${loadAvg()} at the end)\ntarget: GET /api/finance/pnl p50 < 50 ms on the PostgreSQL server`);
  for (const [side, f] of results) {
    if (!f) continue;
    out(
      `  ${side.padEnd(9)} ${Object.entries(f)
        .map(([k, v]) => `${k} ${v.toFixed(1)} ms ${v < 50 ? "met" : "NOT met"}`)
        .join("; ")}`,
    );
  }
}

runMain(main);
