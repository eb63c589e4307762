/**
 * Imports fairness (docs/decisions/1045-fair-imports.md): while person A keeps as many imports as allowed (3)
 * waiting or running, each a 100,000-line Shopify orders file, person B imports a 3-row file again and again; the
 * time from B's POST /api/imports to 'done' is measured (p50/p99/max). Then eight people upload a 19 MB file each at
 * the same moment while person B reads the list of imports: B's reads (p50/p99) and every upload's status. Over
 * real HTTP against createApp, on the PostgreSQL server (BENCH_PG_URL) and on the embedded database (PGlite).
 * Target: B's import done within 5 s (p99), no 5xx.
 *
 *   FAIRNESS_BENCH_ONLY    "server" or "embedded" to run one side only
 *   FAIRNESS_BENCH_ROUNDS  B's imports (default 20)
 */
import http from "node:http";
import {
  loadAvg,
  onBothDatabases,
  out,
  percentile,
  runMain,
  signIn,
  startBenchApp,
  type BenchDatabase,
} from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, insertBenchUser } from "./support/seed";

const A_LINES = sized(100_000, 2_000);
const ROUNDS = Number(process.env.FAIRNESS_BENCH_ROUNDS ?? sized(20, 3));
const UPLOAD_BYTES = sized(19 * 1024 * 1024, 1024 * 1024);
const UPLOADERS = sized(8, 2);
const A_AT_ONCE = 3;

const HEADER =
  "Name,Email,Financial Status,Paid at,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount";

/** A Shopify orders export of `lines` line items (two per order), order ids from `first`. */
function shopifyOrders(lines: number, first: number): string {
  const rows = [HEADER];
  for (let i = first; i < first + lines / 2; i++) {
    const date = `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")} 10:00:00 -0500`;
    rows.push(
      `#${i},buyer${i % 500}@example.com,paid,${date},USD,42.00,4.95,3.00,49.95,0.00,${date},1,Candle,24.00,CANDLE-${i % 40},,0.00`,
    );
    rows.push(`#${i},buyer${i % 500}@example.com,,,,,,,,,${date},1,Mug,18.00,MUG-${i % 40},,`);
  }
  return `${rows.join("\n")}\n`;
}

/** A 3-row file: one order of one line and one of two. */
function threeRows(first: number): string {
  const date = "2026-03-04 10:00:00 -0500";
  return [
    HEADER,
    `#b${first},b@example.com,paid,${date},USD,24.00,0,0,24.00,0.00,${date},1,Candle,24.00,CANDLE-1,,0.00`,
    `#b${first + 1},b@example.com,paid,${date},USD,42.00,0,0,42.00,0.00,${date},1,Candle,24.00,CANDLE-1,,0.00`,
    `#b${first + 1},b@example.com,,,,,,,,,${date},1,Mug,18.00,MUG-1,,`,
  ].join("\n");
}

/** A 19 MB file the dry run refuses (one huge field): its job fails quickly, the upload is what is measured. */
function bigUpload(bytes: number): string {
  const lead = `${HEADER}\n#1,b@example.com,paid,2026-01-02,USD,1.00,0,0,1.00,0.00,2026-01-02,1,`;
  return `${lead}${"x".repeat(bytes - lead.length - 20)},1.00,SKU,,0.00\n`;
}

type Answer = { status: number; body: Record<string, unknown> };

/** One request on a connection of its own (the app runs in this process: a busy moment must not reset a kept one). */
function request(baseUrl: string, cookie: string, method: string, path: string, csv?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body: Buffer | undefined;
    const headers: Record<string, string | number> = { cookie };
    if (csv !== undefined) {
      const boundary = `----bench${Math.random().toString(16).slice(2)}`;
      body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
      headers["content-length"] = body.length;
    }
    const req = http.request(`${baseUrl}${path}`, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function runOn({ database, label }: BenchDatabase): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  const figures: Record<string, number> = {};
  const { baseUrl, stop } = await startBenchApp(database);
  try {
    const people = [];
    for (let n = 0; n < 2 + UPLOADERS; n++) {
      const email = `bench-fair-${n}@bench.test`;
      await insertBenchUser(database, { email, username: `bench_fair_${n}`, password: BENCH_PASSWORD });
      people.push(await signIn(baseUrl, email, BENCH_PASSWORD));
    }
    const [a, b, ...uploaders] = people;

    // Person A keeps 3 long imports waiting or running for as long as B measures.
    let nextA = 1;
    let aStarted = 0;
    let keeping = true;
    const keeper = (async () => {
      while (keeping) {
        const answer = await request(baseUrl, a, "POST", "/api/imports", shopifyOrders(A_LINES, nextA));
        if (answer.status === 202) {
          nextA += A_LINES;
          aStarted++;
        } else if (answer.status !== 429)
          throw new Error(`A's import: ${answer.status} ${JSON.stringify(answer.body)}`);
        else await sleep(250);
      }
    })();
    const waitingOfA = async () => {
      const list = await request(baseUrl, a, "GET", "/api/imports");
      const imports = list.body.imports as { status: string }[];
      return imports.filter((i) => i.status === "queued" || i.status === "running").length;
    };
    while ((await waitingOfA()) < A_AT_ONCE) await sleep(100);

    const times: number[] = [];
    const waits: number[] = [];
    const runs: number[] = [];
    let aFull = 0;
    for (let round = 0; round < ROUNDS; round++) {
      if ((await waitingOfA()) === A_AT_ONCE) aFull++;
      const t = performance.now();
      const started = await request(baseUrl, b, "POST", "/api/imports", threeRows(round * 2 + 1));
      if (started.status !== 202) throw new Error(`B's import: ${started.status} ${JSON.stringify(started.body)}`);
      const id = (started.body.import as { id: number }).id;
      for (;;) {
        const record = (await request(baseUrl, b, "GET", `/api/imports/${id}`)).body.import as { status: string };
        if (record.status === "done") break;
        if (record.status === "failed") throw new Error(`B's import failed: ${JSON.stringify(record)}`);
        await sleep(25);
      }
      times.push(performance.now() - t);
      // Where the time went: waiting for a worker (created to started) and running (started to finished).
      const { rows } = await database.pool.query<{ wait: number; run: number }>(
        `select extract(epoch from started_at - created_at) * 1000 as wait,
                extract(epoch from finished_at - started_at) * 1000 as run from imports where id = $1`,
        [id],
      );
      waits.push(Number(rows[0]?.wait ?? 0));
      runs.push(Number(rows[0]?.run ?? 0));
      if (process.env.FAIRNESS_BENCH_VERBOSE)
        out(
          `  round ${round}: ${(times.at(-1)! / 1000).toFixed(2)} s (waited ${(waits.at(-1)! / 1000).toFixed(2)} s, ran ${(runs.at(-1)! / 1000).toFixed(2)} s)`,
        );
      await sleep(100);
    }
    keeping = false;
    await keeper;
    for (const list of [times, waits, runs]) list.sort((x, y) => x - y);
    figures.bP50 = percentile(times, 50);
    figures.bP99 = percentile(times, 99);
    const seconds = (list: number[], p: number) => (percentile(list, p) / 1000).toFixed(2);
    out(
      `B's 3-row import, POST to 'done' (${ROUNDS} imports; A had ${A_AT_ONCE} of ${A_LINES.toLocaleString()} lines waiting or running at ${aFull} of ${ROUNDS} starts, ${aStarted} started in all)`,
    );
    out(
      `    p50 ${(figures.bP50 / 1000).toFixed(2)} s   p99 ${(figures.bP99 / 1000).toFixed(2)} s   max ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s` +
        `   (waiting for a worker p50 ${seconds(waits, 50)} s p99 ${seconds(waits, 99)} s; running p50 ${seconds(runs, 50)} s p99 ${seconds(runs, 99)} s)`,
    );
    // A's imports are undone (their jobs stop at the next batch) so the next phase starts on a quiet queue.
    const listA = (await request(baseUrl, a, "GET", "/api/imports")).body.imports as { id: number }[];
    for (const { id } of listA) await request(baseUrl, a, "DELETE", `/api/imports/${id}`);

    // Eight people upload a big file at the same moment while B reads the list of imports.
    const file = bigUpload(UPLOAD_BYTES);
    const reads: number[] = [];
    const readStatuses: number[] = [];
    let uploading = true;
    const reader = (async () => {
      while (uploading) {
        const t = performance.now();
        readStatuses.push((await request(baseUrl, b, "GET", "/api/imports")).status);
        reads.push(performance.now() - t);
        await sleep(10);
      }
    })();
    const t = performance.now();
    const uploads = await Promise.all(uploaders.map((u) => request(baseUrl, u, "POST", "/api/imports", file)));
    figures.uploadsMs = performance.now() - t;
    uploading = false;
    await reader;
    reads.sort((x, y) => x - y);
    figures.readP50 = percentile(reads, 50);
    figures.readP99 = percentile(reads, 99);
    figures.serverErrors = [...uploads.map((u) => u.status), ...readStatuses].filter((s) => s >= 500).length;
    out(
      `${UPLOADERS} uploads of ${(UPLOAD_BYTES / 1024 / 1024).toFixed(0)} MB at once: ${(figures.uploadsMs / 1000).toFixed(2)} s for all, statuses ${uploads.map((u) => u.status).join(" ")}`,
    );
    out(
      `    B's GET /api/imports meanwhile (${reads.length} reads): p50 ${figures.readP50.toFixed(0)} ms   p99 ${figures.readP99.toFixed(0)} ms   max ${(reads.at(-1) ?? 0).toFixed(0)} ms; 5xx answers: ${figures.serverErrors}`,
    );
  } finally {
    await stop();
  }
  return figures;
}

async function main() {
  out(`imports fairness bench (${loadAvg()}): one person's full queue beside another's small import, over HTTP`);
  const results = await onBothDatabases("hf_bench_fairness", onlyDatabase(process.env.FAIRNESS_BENCH_ONLY), runOn);
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  out(`\n(${loadAvg()} at the end)\ntarget: B's import done within 5 s (p99), no 5xx`);
  for (const [side, f] of results) {
    if (!f) continue;
    out(
      `  ${side.padEnd(9)} B p99 ${(f.bP99 / 1000).toFixed(2)} s ${f.bP99 < 5_000 ? "met" : "NOT met"}; 5xx ${f.serverErrors} ${f.serverErrors === 0 ? "met" : "NOT met"}`,
    );
  }
}

runMain(main);
