/**
 * The three catalogue lists over real HTTP (createApp, a signed-in session, the seeded catalogues) on the
 * embedded database (PGlite), or on a PostgreSQL server with CATALOGUE_BENCH_PG_URL (a throwaway database is
 * created there and dropped after): p50/p99 of one request at a time, per filter set. Also the offline trend
 * scan's time per answer. Targets: lists under 10 ms p50; offline answers under 20 ms p50.
 *
 *   CATALOGUE_BENCH_RUNS  measured requests per URL (default 200, after 20 warm-up requests)
 */
import { performance } from "node:perf_hooks";
import { createOfflineEngine } from "../server/ai/offline-engine";
import { trendScanTool } from "../server/ai/tools/trend-scan.tool";
import { TREND_CATEGORIES, TREND_PLATFORMS } from "../shared/contracts/trending-products";
import {
  cookieOf,
  onEmbeddedDatabase,
  onServerDatabase,
  out,
  startBenchApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, sized } from "./support/quick";

const RUNS = sized(Number(process.env.CATALOGUE_BENCH_RUNS ?? 200), 2);
const WARMUP = sized(20, 1);
const PG_URL = QUICK ? undefined : process.env.CATALOGUE_BENCH_PG_URL;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const URLS: [string, string][] = [
  ["baseline: GET /api/auth/user", "/api/auth/user"],
  ["trending: no filter", "/api/trending-products"],
  ["trending: screen default (min 70)", "/api/trending-products?minTrendScore=70"],
  ["trending: category + platform + min", "/api/trending-products?category=beauty&platform=tiktok&minTrendScore=60"],
  ["side hustles: no filter", "/api/side-hustles"],
  ["side hustles: category + difficulty", "/api/side-hustles?category=services&difficulty=beginner"],
  ["side hustles: bookmarked", "/api/side-hustles?bookmarked=true"],
  ["micro niches: no filter", "/api/micro-niches"],
  ["micro niches: all three filters", "/api/micro-niches?category=health&competition=low&demand=high"],
];

async function lists({ database, label }: BenchDatabase) {
  // NODE_ENV "test" as before, so these figures compare with the earlier ones (no HSTS, cookies not Secure).
  const { baseUrl: base, stop } = await startBenchApp(database, "test");
  try {
    const account = {
      firstName: "Bench",
      lastName: "User",
      email: `bench-${Date.now()}@bench.test`,
      username: `bench${Date.now()}`,
      password: "bench-password-42",
    };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...account, confirmPassword: account.password }),
    });
    if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
    const cookie = cookieOf(signup);
    // Two bookmarks, so the bookmarked filter has rows to find.
    for (const id of [1, 5])
      await fetch(`${base}/api/side-hustles/${id}/bookmark`, { method: "POST", headers: { cookie, origin: base } });

    out(`Catalogue lists over HTTP, one request at a time, ${label} (n=${RUNS} each; target p50 < 10 ms):`);
    for (const [name, path] of URLS) {
      const samples: number[] = [];
      let count = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const t = performance.now();
        const res = await fetch(base + path, { headers: { cookie } });
        const body = (await res.json()) as Record<string, unknown[]>;
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        if (i >= WARMUP) samples.push(performance.now() - t);
        count = (body.products ?? body.hustles ?? body.niches ?? []).length;
      }
      out(
        `  ${name.padEnd(38)} p50 ${pct(samples, 50).toFixed(2).padStart(6)} ms   p99 ${pct(samples, 99).toFixed(2).padStart(6)} ms   (${count} rows)`,
      );
    }
  } finally {
    await stop();
  }
}

async function offlineScan() {
  const engine = createOfflineEngine();
  // A spread of inputs: every category and platform, with the known list a real scan would get.
  const known = Array.from({ length: 20 }, (_, i) => ({
    name: `Known product ${i}`,
    platform: TREND_PLATFORMS[i % 5],
    category: TREND_CATEGORIES[i % 7],
    price: 19.99,
    profitMargin: 40,
    shippingTime: "7-12 days",
    competitionLevel: "medium" as const,
    trendHistory: [50, 52, 55, 60, 64, 70, 72, 75, 77, 80, 81, 82],
  }));
  const inputs = ["all", ...TREND_CATEGORIES].flatMap((category) =>
    ["all", ...TREND_PLATFORMS].map((platform) =>
      trendScanTool.input.parse({ category, platform, minTrendScore: 70, known }),
    ),
  );
  const samples: number[] = [];
  for (let round = 0; round < sized(30, 1); round++)
    for (const input of inputs) {
      const t = performance.now();
      await engine.generate(trendScanTool, input);
      samples.push(performance.now() - t);
    }
  out(
    `Offline trend scan per answer (generate + schema check): p50 ${pct(samples, 50).toFixed(3)} ms   p99 ${pct(samples, 99).toFixed(3)} ms   (target p50 < 20 ms, n=${samples.length})`,
  );
}

if (PG_URL) {
  const ran = await onServerDatabase("hf_bench", async (db) => (await lists(db), true), PG_URL);
  if (!ran) process.exitCode = 1; // the server named in CATALOGUE_BENCH_PG_URL was not reachable
} else await onEmbeddedDatabase(lists);
await offlineScan();
