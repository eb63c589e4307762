/**
 * Imports: the time of a 100,000-line Shopify orders import (POST /api/imports to 'done', the job running on the
 * queue), GET /api/health p50/p99 while it runs, and the dry run of the same file, over real HTTP against
 * createApp with a signed-in user, on the PostgreSQL server (BENCH_PG_URL) and on the embedded database (PGlite).
 * Targets: import < 15 s, health p99 < 50 ms while it runs (docs/decisions/1002-job-queue.md).
 *
 *   IMPORTS_BENCH_ONLY    "server" or "embedded" to run one side only
 *   IMPORTS_BENCH_LINES   line items in the file (default 100,000; `IMPORTS_BENCH_LINES=10000` is a quick run)
 */
import {
  loadAvg,
  onBothDatabases,
  out,
  percentile,
  runMain,
  withSignedInApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, insertBenchUser } from "./support/seed";

const LINES = Number(process.env.IMPORTS_BENCH_LINES ?? sized(100_000, 2_000));
const EMAIL = "bench-importer@bench.test";

/** A Shopify orders export of `lines` line items, two per order, 500 buyers, 12 months. */
function shopifyOrders(lines: number): string {
  const rows = [
    "Name,Email,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount",
  ];
  for (let i = 1; i <= lines / 2; i++) {
    const date = `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")} 10:00:00 -0500`;
    const buyer = `buyer${i % 500}@example.com`;
    rows.push(
      `#${i},${buyer},paid,${date},fulfilled,USD,42.00,4.95,3.00,49.95,0.00,${date},1,"Lavender Soy Candle, 8 oz",24.00,CANDLE-${i % 40},,0.00`,
    );
    rows.push(`#${i},${buyer},,,,,,,,,,${date},1,Stoneware Mug - Blue,18.00,MUG-${i % 40},,`);
  }
  return `${rows.join("\n")}\n`;
}

async function post(baseUrl: string, cookie: string, csv: string, dryRun: boolean) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "orders_export.csv");
  const res = await fetch(`${baseUrl}/api/imports${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  await insertBenchUser(database, { email: EMAIL, username: "bench_importer", password: BENCH_PASSWORD });
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    const csv = shopifyOrders(LINES);
    const size = `${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`;

    let t = performance.now();
    const preview = await post(baseUrl, cookie, csv, true);
    if (preview.status !== 200) throw new Error(`dry run: ${preview.status} ${JSON.stringify(preview.body)}`);
    figures.dryRun = performance.now() - t;
    out(
      `${`POST /api/imports?dryRun=true (${LINES.toLocaleString()} lines, ${size})`.padEnd(62)} ${(figures.dryRun / 1000).toFixed(2).padStart(7)} s`,
    );

    // Health is asked one request after another while the import runs; the import is polled every 250 ms.
    const health: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const h = performance.now();
        const res = await fetch(`${baseUrl}/api/health`);
        await res.json();
        health.push(performance.now() - h);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    t = performance.now();
    const started = await post(baseUrl, cookie, csv, false);
    if (started.status !== 202) throw new Error(`import: ${started.status} ${JSON.stringify(started.body)}`);
    const id = (started.body.import as { id: number }).id;
    let record: { status: string; ordersAdded: number; failure: string | null };
    for (;;) {
      const res = await fetch(`${baseUrl}/api/imports/${id}`, { headers: { cookie } });
      record = ((await res.json()) as { import: typeof record }).import;
      if (record.status === "done" || record.status === "failed") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    figures.import = performance.now() - t;
    running = false;
    await probe;
    if (record.status !== "done") throw new Error(`import failed: ${record.failure}`);
    health.sort((a, b) => a - b);
    figures.healthP50 = percentile(health, 50);
    figures.healthP99 = percentile(health, 99);
    out(
      `${`POST /api/imports to 'done' (${record.ordersAdded.toLocaleString()} orders)`.padEnd(62)} ${(figures.import / 1000).toFixed(2).padStart(7)} s`,
    );
    out(
      `${`GET /api/health while it runs (${health.length} requests)`.padEnd(62)} p50 ${figures.healthP50.toFixed(1).padStart(6)} ms   p99 ${figures.healthP99.toFixed(1).padStart(6)} ms   max ${(health.at(-1) ?? 0).toFixed(1)} ms`,
    );
  });
  return figures;
}

async function main() {
  out(
    `imports bench (${loadAvg()}): a ${LINES.toLocaleString()}-line Shopify orders file, over HTTP with a signed-in user`,
  );
  const results = await onBothDatabases("hf_bench_imports", onlyDatabase(process.env.IMPORTS_BENCH_ONLY), runOn);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  out(`\n(${loadAvg()} at the end)\ntargets: import < 15 s, GET /api/health p99 < 50 ms while it runs`);
  for (const [side, f] of results) {
    if (!f) continue;
    out(
      `  ${side.padEnd(9)} import ${(f.import / 1000).toFixed(2)} s ${f.import < 15_000 ? "met" : "NOT met"}; health p99 ${f.healthP99.toFixed(1)} ms ${f.healthP99 < 50 ? "met" : "NOT met"}`,
    );
  }
}

runMain(main);
