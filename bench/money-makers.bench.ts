/**
 * Money makers: p50/p99 of GET /api/inventory for a user with 5,000 items, the time of a 5,000-row inventory CSV import
 * through the imports hub (upload to done),
 * and p50/p99 of GET /api/suppliers with filters, over real HTTP against createApp with a signed-in user, on the
 * embedded database (PGlite) and on the PostgreSQL server (BENCH_PG_URL, default
 * postgresql://postgres@127.0.0.1:5432/test; a throwaway database is created there and dropped after).
 * Targets: inventory list p50 < 30 ms, import < 3 s, supplier list p50 < 10 ms.
 *
 *   MONEY_BENCH_ONLY   "server" or "embedded" to run one side only
 *   MONEY_BENCH_RUNS   measured requests per endpoint (default 30, after 5 warm-up requests)
 */
import { INVENTORY_CATEGORIES } from "../shared/domain/inventory";
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
import { BENCH_PASSWORD, insertBenchUser } from "./support/seed";

const RUNS = sized(Number(process.env.MONEY_BENCH_RUNS ?? 30), 2);
const WARMUP = sized(5, 1);
const ITEMS = sized(5_000, 50);
const EMAIL = "bench-seller@bench.test";
const measure = (baseUrl: string, cookie: string, path: string) =>
  measureGet(baseUrl, cookie, path, { warmup: WARMUP, runs: RUNS });

/** A 5,000-row file in our export's columns, every SKU distinct. */
function importFile(tag: string): string {
  const lines = ["productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status"];
  for (let i = 1; i <= ITEMS; i++)
    lines.push(
      `"Product ${i}, deluxe",${tag}-${i},${i % 40},${(i % 50) + 1}.25,${(i % 50) + 9}.99,Supplier ${i % 12},${INVENTORY_CATEGORIES[i % 6]},note ${i},active`,
    );
  return lines.join("\n");
}

/** The file through the imports hub (docs/decisions/1034-inventory-import-through-the-hub.md), timed until its job is done. */
async function upload(baseUrl: string, cookie: string, csv: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "inventory.csv");
  const t = performance.now();
  const res = await fetch(`${baseUrl}/api/imports`, { method: "POST", body: form, headers: { cookie } });
  const started = (await res.json()) as { import?: { id: number }; message?: string };
  if (res.status !== 202 || !started.import) throw new Error(`import: ${res.status} ${started.message}`);
  for (;;) {
    const poll = await fetch(`${baseUrl}/api/imports/${started.import.id}`, { headers: { cookie } });
    const record = ((await poll.json()) as { import: { status: string; productsUpdated: number; failure: unknown } })
      .import;
    if (record.status === "done" && record.productsUpdated === ITEMS) return performance.now() - t;
    if (record.status === "done" || record.status === "failed")
      throw new Error(`import ${record.status}: ${record.productsUpdated} products, ${JSON.stringify(record.failure)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  await insertBenchUser(database, { email: EMAIL, username: "bench_seller", password: BENCH_PASSWORD });
  const figures: Record<string, number> = {};
  await withSignedInApp(database, { email: EMAIL, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
    // The import fills the inventory the list is then measured on (one file of 5,000 rows, all or nothing).
    const importMs = await upload(baseUrl, cookie, importFile("BENCH"));
    figures.import = importMs;
    out(
      `${`POST /api/imports, inventory export until done (${ITEMS.toLocaleString("en-US")} rows)`.padEnd(58)} ${(importMs / 1000).toFixed(2).padStart(7)} s`,
    );
    const list = await measure(baseUrl, cookie, "/api/inventory");
    const count = (list.body as { items: unknown[] }).items.length;
    figures.inventory = list.p50;
    out(latencyLine(`GET /api/inventory (${count.toLocaleString()} items)`, list));
    for (const [name, path] of [
      ["GET /api/suppliers (defaults: minRating=3)", "/api/suppliers?minRating=3"],
      [
        "GET /api/suppliers?platform=local&specialty=fashion&minRating=4",
        "/api/suppliers?platform=local&specialty=fashion&minRating=4",
      ],
    ] as const) {
      const r = await measure(baseUrl, cookie, path);
      figures[name] = r.p50;
      out(`${latencyLine(name, r)}   (${(r.body as { suppliers: unknown[] }).suppliers.length} suppliers)`);
    }
    await printBaseline(baseUrl, cookie, { warmup: WARMUP, runs: RUNS });
  });
  return figures;
}

async function main() {
  out(
    `money-makers bench (${loadAvg()}): ${RUNS} measured requests per endpoint after ${WARMUP} warm-up, one at a time, over HTTP with a signed-in user`,
  );
  const results = await onBothDatabases("hf_bench_money", onlyDatabase(process.env.MONEY_BENCH_ONLY), runOn);
  out(`\n(${loadAvg()} at the end)\ntargets: inventory list p50 < 30 ms, import < 3 s, supplier list p50 < 10 ms`);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  for (const [side, f] of results) {
    if (!f) continue;
    const suppliers = Math.max(
      ...Object.entries(f)
        .filter(([k]) => k.startsWith("GET /api/suppliers"))
        .map(([, v]) => v),
    );
    out(
      `  ${side.padEnd(9)} inventory ${f.inventory.toFixed(1)} ms ${f.inventory < 30 ? "met" : "NOT met"}; import ${(f.import / 1000).toFixed(2)} s ${f.import < 3000 ? "met" : "NOT met"}; suppliers ${suppliers.toFixed(1)} ms ${suppliers < 10 ? "met" : "NOT met"}`,
    );
  }
}

runMain(main);
