/**
 * Statements and ad reports (docs/decisions/1050-statement-costs-beside-orders.md): over real HTTP with a signed-in
 * user, on the PostgreSQL server (BENCH_PG_URL) and on the embedded database, the time to 'done' of
 * - an Etsy sold-items export of ORDERS orders, then its Etsy statement (a sale, a transaction fee and a processing
 *   fee per order: every fee linked to its order, the rollups kept);
 * - for a second person, the statement first (every fee waiting) and then the orders (each order taking its fees);
 * - a year of daily ad spend for 20 campaigns on each of Meta, Google and TikTok (7,300 rows a file);
 * - undo of the statement (its fees taken off every order): the DELETE's answer, and the job's end.
 *
 *   STATEMENTS_BENCH_ONLY     "server" or "embedded" to run one side only
 *   STATEMENTS_BENCH_ORDERS   orders (default 10,000)
 */
import { loadAvg, onBothDatabases, out, runMain, withSignedInApp, type BenchDatabase } from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, insertBenchUser } from "./support/seed";

const ORDERS = Number(process.env.STATEMENTS_BENCH_ORDERS ?? sized(10_000, 200));
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const dayOf = (i: number) => ({ month: (i % 12) + 1, day: (i % 28) + 1 });

function etsyOrders(n: number): string {
  const rows = [
    "Sale Date,Item Name,Buyer,Quantity,Price,Discount Amount,Order Shipping,Order Sales Tax,Currency,Transaction ID,Order ID,SKU",
  ];
  for (let i = 1; i <= n; i++) {
    const { month, day } = dayOf(i);
    rows.push(
      `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/26,Candle,buyer${i % 500},1,24.00,0.00,5.50,0.00,USD,${9_000_000 + i},${5_000_000 + i},CANDLE`,
    );
  }
  return `${rows.join("\n")}\n`;
}

function etsyStatement(n: number): string {
  const rows = ["Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details"];
  for (let i = 1; i <= n; i++) {
    const { month, day } = dayOf(i);
    const date = `"${MONTHS[month - 1]} ${day}, 2026"`;
    const order = `Order #${5_000_000 + i}`;
    rows.push(`${date},Sale,Payment for ${order},,USD,$29.50,--,$29.50,--`);
    rows.push(`${date},Fee,Transaction fee: Candle,${order},USD,--,-$1.56,-$1.56,--`);
    rows.push(`${date},Fee,Processing fee,${order},USD,--,-$1.13,-$1.13,--`);
  }
  return `${rows.join("\n")}\n`;
}

function adReport(platform: "meta" | "google" | "tiktok"): string {
  const header = {
    meta: "Campaign name,Day,Amount spent (USD)",
    google: 'Campaign report\n"January 1, 2026 - December 31, 2026"\nDay,Campaign,Currency code,Cost',
    tiktok: "Date,Campaign name,Cost,Currency",
  }[platform];
  const rows = [header];
  const days = sized(365, 10);
  for (let d = 0; d < days; d++) {
    const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
    for (let c = 1; c <= 20; c++) {
      const cost = `${(c + (d % 7)).toFixed(2)}`;
      if (platform === "meta") rows.push(`Campaign ${c},${day},${cost}`);
      else if (platform === "google") rows.push(`${day},Campaign ${c},USD,${cost}`);
      else rows.push(`${day},Campaign ${c},${cost},USD`);
    }
  }
  return `${rows.join("\n")}\n`;
}

async function importFile(
  baseUrl: string,
  cookie: string,
  name: string,
  csv: string,
): Promise<{ ms: number; id: number }> {
  const t = performance.now();
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), name);
  const res = await fetch(`${baseUrl}/api/imports`, { method: "POST", body: form, headers: { cookie } });
  const body = (await res.json()) as { import?: { id: number } };
  if (res.status !== 202 || !body.import) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
  for (;;) {
    const r = await fetch(`${baseUrl}/api/imports/${body.import.id}`, { headers: { cookie } });
    const record = ((await r.json()) as { import: { status: string; failure: string | null } }).import;
    if (record.status === "failed") throw new Error(`${name} failed: ${record.failure}`);
    if (record.status === "done") break;
    await new Promise((r2) => setTimeout(r2, 100));
  }
  return { ms: performance.now() - t, id: body.import.id };
}

const line = (what: string, ms: number) => out(`${what.padEnd(66)} ${(ms / 1000).toFixed(2).padStart(7)} s`);

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const figures: Record<string, number> = {};
  const orders = etsyOrders(ORDERS);
  const statement = etsyStatement(ORDERS);
  for (const [who, first] of [
    ["orders-first", "orders"],
    ["statement-first", "statement"],
  ] as const) {
    const email = `bench-${who}@bench.test`;
    await insertBenchUser(database, { email, username: `bench_${who.replace("-", "_")}`, password: BENCH_PASSWORD });
    await withSignedInApp(database, { email, password: BENCH_PASSWORD }, async ({ baseUrl, cookie }) => {
      const sequence = first === "orders" ? (["orders", "statement"] as const) : (["statement", "orders"] as const);
      let statementId = 0;
      for (const what of sequence) {
        const { ms, id } = await importFile(baseUrl, cookie, `${what}.csv`, what === "orders" ? orders : statement);
        if (what === "statement") statementId = id;
        figures[`${who}:${what}`] = ms;
        line(
          `${who}: ${what} (${ORDERS.toLocaleString()} orders, ${what === "statement" ? ORDERS * 3 : ORDERS} rows)`,
          ms,
        );
      }
      if (who === "orders-first") {
        for (const platform of ["meta", "google", "tiktok"] as const) {
          const { ms } = await importFile(baseUrl, cookie, `${platform}.csv`, adReport(platform));
          figures[`ads:${platform}`] = ms;
          line(`ads: a year of 20 campaigns by day on ${platform}`, ms);
        }
        // A large import is undone by a job (docs/decisions/1056-undo-of-a-large-import-is-a-job.md): the DELETE's
        // answer, then the import gone (its GET a 404).
        const t = performance.now();
        const res = await fetch(`${baseUrl}/api/imports/${statementId}`, { method: "DELETE", headers: { cookie } });
        if (res.status !== 204) throw new Error(`undo: ${res.status}`);
        figures["undo answered"] = performance.now() - t;
        line(`undo of the statement: the DELETE answered`, figures["undo answered"]);
        for (;;) {
          const got = await fetch(`${baseUrl}/api/imports/${statementId}`, { headers: { cookie } });
          await got.arrayBuffer();
          if (got.status === 404) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        figures.undo = performance.now() - t;
        line(`undo of the statement, done by its job (fees off ${ORDERS.toLocaleString()} orders)`, figures.undo);
      }
    });
  }
  return figures;
}

async function main() {
  out(`statements bench (${loadAvg()}): ${ORDERS.toLocaleString()} Etsy orders and their statement, and ad reports`);
  await onBothDatabases("hf_bench_statements", onlyDatabase(process.env.STATEMENTS_BENCH_ONLY), runOn);
  if (QUICK) return;
  out(`\n(${loadAvg()} at the end)`);
}

runMain(main);
