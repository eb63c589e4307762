/**
 * Profit after ads (docs/decisions/1062-profit-after-ads-metrics.md, docs/decisions/1064-profit-after-ads-reads.md):
 * p50/p99 of GET /api/finance/pnl by month for a year with its metrics (ad spend, MER, break-even MER, new customers,
 * CAC), estimated fees and spend by platform, over 100,000 orders (four sources, 40,000 customers, the Etsy and
 * Shopify half without fees so estimated) and a year of daily ad spend for 20 campaigns on three platforms (7,300 ad
 * expenses), over real HTTP against createApp with a signed-in user, on the PostgreSQL server (BENCH_PG_URL) and the
 * embedded database (PGlite), after ANALYZE. Target: p50 under 50 ms on both.
 *
 *   ADS_BENCH_ONLY   "server" or "embedded" to run one side only
 *   ADS_BENCH_RUNS   measured requests (default 30, after 5 warm-up requests)
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

const RUNS = Number(process.env.ADS_BENCH_RUNS ?? sized(30, 3));
const WARMUP = sized(5, 1);
const ORDERS = sized(100_000, 2_000);
const CUSTOMERS = sized(40_000, 800);
const EMAIL = "bench-ads@bench.test";
const PATH = "/api/finance/pnl?from=2025-01-01&to=2025-12-31&groupBy=month";

async function seed(database: Database) {
  const id = await insertBenchUser(database, { email: EMAIL, username: "bench_ads", password: BENCH_PASSWORD });
  // Orders with one or two lines; Etsy and Shopify orders have no fees (their exports carry none), Amazon and Stripe do.
  await bulkQuery(
    database,
    `with o as (
       insert into orders (user_id, source, external_id, ordered_at, currency, customer_key, discounts, shipping, fees)
       select $1, (array['etsy','shopify','amazon','stripe'])[1 + i % 4], 'a-' || i,
              timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day' + (i % 86400) * interval '1 second',
              'USD', 'c-' || (i * 7919 % ${CUSTOMERS}), (i % 3)::numeric(12,2), (i % 5)::numeric(12,2),
              case when i % 4 >= 2 then (0.3 + (i % 9) * 0.25)::numeric(12,2) else 0 end
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
  // A year of daily spend for 20 campaigns on Meta, Google and TikTok, as the ad imports write it.
  await database.pool.query(
    `insert into expenses (user_id, spent_on, category, amount, currency, source, external_id, platform, campaign)
     select $1, timestamptz '2025-01-01 00:00:00+00' + d * interval '1 day', 'ads', (5 + (c * 3 + d) % 40)::numeric(12,2),
            'USD', p, p || '-' || c || '-' || d, p, 'Campaign ' || c
     from generate_series(0, 364) d
     cross join generate_series(1, 20) c
     cross join lateral (select (array['meta','google','tiktok'])[1 + c % 3] as p) x`,
    [id],
  );
}

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const t = performance.now();
  await seed(database);
  out(
    `seeded ${ORDERS.toLocaleString()} orders and 7,300 ad expenses in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await database.pool.query("analyze");
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    const r = await measureGet(baseUrl, cookie, PATH, { warmup: WARMUP, runs: RUNS });
    const body = r.body as {
      totals: { orders: number; adSpend: string; fees: string };
      metrics: { mer: string | null; newCustomers: number };
    };
    figures["pnl by month with metrics"] = r.p50;
    out(
      latencyLine(
        `GET /api/finance/pnl by month with metrics (${body.totals.orders.toLocaleString()} orders, ad spend ${body.totals.adSpend}, MER ${body.metrics.mer}, ${body.metrics.newCustomers.toLocaleString()} new customers)`,
        r,
      ),
    );
    await printBaseline(baseUrl, cookie, { warmup: WARMUP, runs: RUNS });
  });
  return figures;
}

async function main() {
  out(
    `profit-after-ads bench (${loadAvg()}): ${RUNS} measured requests after ${WARMUP} warm-up, one at a time, over HTTP`,
  );
  const results = await onBothDatabases("hf_bench_ads", onlyDatabase(process.env.ADS_BENCH_ONLY), runOn);
  if (QUICK) return;
  out(`\n(${loadAvg()} at the end)\ntarget: GET /api/finance/pnl by month with metrics p50 < 50 ms on both databases`);
  for (const [side, f] of results) if (f) out(targetsLine(side, f, 50));
}

runMain(main);
