/**
 * Growth Suite Pro (docs/decisions/970): p50/p99 of GET /api/analytics/summary for a Pro user with 50,000 sales over a
 * year (each range), and of GET /api/partnerships/partners with 10,000 other profiles, over real HTTP against
 * createApp with a signed-in user, on the PostgreSQL server (BENCH_PG_URL, a throwaway database) and on the
 * embedded database (PGlite). Targets: both under 50 ms p50.
 *
 * The figures are taken right after the bulk seed, before any statistics exist (as before), and then the
 * analytics summary once more after ANALYZE: the statistics autovacuum gathers on a server, and the embedded
 * database's analyser (decision 987) on PGlite, within a minute of such a load.
 *
 *   GROWTH_BENCH_ONLY   "server" or "embedded" to run one side only
 *   GROWTH_BENCH_RUNS   measured requests per endpoint (default 30, after 5 warm-up requests)
 */
import type { Database } from "../server/db/client";
import { LOOKING_FOR, OFFERING } from "../shared/domain/partner-match";
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

const RUNS = sized(Number(process.env.GROWTH_BENCH_RUNS ?? 30), 2);
const WARMUP = sized(5, 1);
const SALES = sized(50_000, 200);
const PROFILES = sized(10_000, 50);
const EMAIL = "bench-pro@bench.test";
const measure = (baseUrl: string, cookie: string, path: string) =>
  measureGet(baseUrl, cookie, path, { warmup: WARMUP, runs: RUNS });

/** 50,000 sales spread over the last 365 days, 40 products, 6 platforms, 12 locations; 10,000 other people with profiles. */
async function seed(database: Database) {
  const id = await insertBenchUser(database, {
    email: EMAIL,
    username: "bench_pro",
    password: BENCH_PASSWORD,
    pro: true,
  });
  // Typed-in sales: a manual order with one line each (docs/product-rules.md#one-table-for-every-sale), in one
  // statement without the app's statement limit.
  await bulkQuery(
    database,
    `with o as (
       insert into orders (user_id, source, external_id, channel, customer_location, ordered_at)
       select $1, 'manual', 'bench-' || i, (array['Shopify','Etsy','Amazon','eBay','TikTok Shop','Website'])[1 + i % 6],
              'Country ' || (i % 12), now() - (i % 365) * interval '1 day' - (i % 24) * interval '1 hour'
       from generate_series(1, ${SALES}) as i
       returning id, external_id
     )
     insert into order_lines (order_id, user_id, name, quantity, unit_price, unit_cost)
     select o.id, $1, 'Product ' || (i % 40), 1 + i % 3, (9.99 + (i % 50))::numeric(12,2), (3.33 + (i % 20))::numeric(12,2)
     from o cross join lateral (select substr(o.external_id, 7)::int as i) n`,
    [id],
  );
  // The totals the orders keep of their lines and their rollups, as the app's writers keep them.
  await keepOrderRollups(database, id);
  await database.pool.query(
    `insert into inventory (user_id, product_name, quantity, cost_price, sell_price, status)
     select $1, 'Product ' || i, i % 30, 3.33, 19.99, 'active' from generate_series(1, 200) as i`,
    [id],
  );
  await database.pool.query(
    `insert into users (email, username, password, first_name, last_name, has_completed_onboarding)
     select 'p' || i || '@bench.test', 'partner_' || i, 'x', 'Partner', 'Number' || i, true from generate_series(1, ${PROFILES}) as i`,
  );
  await database.pool.query(
    `insert into partnership_profiles (user_id, bio, niche, location, looking_for, offering, experience)
     select u.id, 'A bench profile with a long enough bio.', (array['tech','design','marketing','content','ecommerce','saas','consulting','other'])[1 + u.id % 8],
            'City ' || (u.id % 50),
            jsonb_build_array(($1::text[])[1 + u.id % 8], ($1::text[])[1 + (u.id / 8) % 8]),
            jsonb_build_array(($2::text[])[1 + u.id % 8], ($2::text[])[1 + (u.id / 3) % 8], ($2::text[])[1 + (u.id / 5) % 8]),
            (array['beginner','intermediate','experienced','expert'])[1 + u.id % 4]
     from users u where u.email like 'p%@bench.test'`,
    [[...LOOKING_FOR], [...OFFERING]],
  );
  await database.pool.query(
    `insert into partnership_profiles (user_id, bio, niche, location, looking_for, offering, experience)
     values ($1, 'The bench user looking for partners.', 'ecommerce', 'Remote', '["Designer","Investor","Developer"]', '["Marketing Expertise","Business Strategy"]', 'experienced')`,
    [id],
  );
}

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const t = performance.now();
  await seed(database);
  out(
    `seeded ${SALES.toLocaleString()} sales and ${PROFILES.toLocaleString()} profiles in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    const analytics = async (suffix: string) => {
      for (const range of ["30d", "90d", "12m"]) {
        const r = await measure(baseUrl, cookie, `/api/analytics/summary?range=${range}`);
        const orders = (r.body as { kpis: { orders: { value: number } } }).kpis.orders.value;
        figures[`analytics ${range}${suffix}`] = r.p50;
        out(latencyLine(`GET /api/analytics/summary?range=${range} (${orders.toLocaleString()} orders)${suffix}`, r));
      }
    };
    await analytics("");
    for (const niche of ["all", "design"]) {
      const r = await measure(baseUrl, cookie, `/api/partnerships/partners?niche=${niche}`);
      figures[`partners ${niche}`] = r.p50;
      out(latencyLine(`GET /api/partnerships/partners?niche=${niche} (of ${PROFILES.toLocaleString()})`, r));
    }
    const analyzeStart = performance.now();
    await database.pool.query("analyze");
    out(
      `ANALYZE (the statistics a minute after the load would have) in ${(performance.now() - analyzeStart).toFixed(0)} ms`,
    );
    await analytics(", analysed");
    await printBaseline(baseUrl, cookie, { warmup: WARMUP, runs: RUNS });
  });
  return figures;
}

async function main() {
  out(
    `growth-pro bench (${loadAvg()}): ${RUNS} measured requests per endpoint after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in Pro user`,
  );
  const results = await onBothDatabases("hf_bench_growth", onlyDatabase(process.env.GROWTH_BENCH_ONLY), runOn);
  out(`\n(${loadAvg()} at the end)\ntargets: analytics summary p50 < 50 ms, partners list p50 < 50 ms`);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  for (const [side, f] of results) if (f) out(targetsLine(side, f, 50));
}

runMain(main);
