/**
 * The soak (docs/benchmarks.md#soak): two production server processes (the esbuild bundle, as `npm start` runs it)
 * on one PostgreSQL database, and a mix of people signing in, opening their dashboards, inventory pages and P&L,
 * importing small files, generating with the AI tools and chatting with the mentor, each request sent to the two
 * processes in turn (a load balancer). The number of people at once is raised step by step to the most this
 * machine holds within the targets (no 5xx; p99 of reads < 100 ms and of AI generations < 300 ms), then held
 * for SOAK_HOLD_S seconds (600; about 15 in the quick run). Prints per route p50/p99 and errors, requests per
 * second, each process's memory at the start and end of the hold and the database connections it used.
 *
 * BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) names the server; a fresh database is
 * created there and dropped afterwards. SOAK_STEPS ("1,2,4,8,16,32") sets the ramp's people at once.
 * The people are clients in this process, on the same machine: they take CPU from the servers.
 */
import { execSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { hashPassword } from "../server/modules/auth/password";
import { benchLogger, loadAvg, out, percentile, runMain } from "./support/app-bench";
import { startChild } from "./support/measure";
import { QUICK, sized } from "./support/quick";
import { BENCH_PASSWORD, bulkQuery, keepOrderRollups } from "./support/seed";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const HOLD_S = Number(process.env.SOAK_HOLD_S ?? sized(600, 15));
const STEP_S = sized(15, 4);
const STEPS = (process.env.SOAK_STEPS ?? sized("1,2,4,8,16,32", "1,2")).split(",").map(Number);
const WARM_S = sized(30, 3);
const PEOPLE = sized(100, 10);
const ORDERS_EACH = sized(500, 50);
const ITEMS_EACH = 40;
const TARGET_READ_P99 = 100;
const TARGET_AI_P99 = 300;
const root = path.resolve(import.meta.dirname, "..");

type Kind = "read" | "ai" | "write" | "sign-in" | "stream";
type Sample = { route: string; kind: Kind; ms: number; status: number };

/** What one person does next, with its weight in the mix. */
type Action = { name: string; weight: number; run: (p: Person) => Promise<void> };

type Server = { port: number; pid: number; agent: http.Agent };

class Person {
  cookie = "";
  turn = 0;
  constructor(
    readonly email: string,
    readonly servers: Server[],
    readonly record: (s: Sample) => void,
  ) {}

  /** The next process, in turn (a round-robin balancer in front of both). */
  next(): Server {
    return this.servers[this.turn++ % this.servers.length];
  }

  request(
    route: string,
    kind: Kind,
    method: string,
    url: string,
    body?: { type: string; data: Buffer | string },
  ): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
    const server = this.next();
    const origin = `http://127.0.0.1:${server.port}`;
    const headers: http.OutgoingHttpHeaders = { cookie: this.cookie };
    if (body)
      Object.assign(headers, { "content-type": body.type, origin, "content-length": Buffer.byteLength(body.data) });
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        { agent: server.agent, host: "127.0.0.1", port: server.port, method, path: url, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            this.record({ route, kind, ms: performance.now() - started, status });
            resolve({ status, text: Buffer.concat(chunks).toString(), headers: res.headers });
          });
        },
      );
      req.on("error", () => {
        this.record({ route, kind, ms: performance.now() - started, status: 0 });
        resolve({ status: 0, text: "", headers: {} });
      });
      req.end(body?.data);
    });
  }

  async signIn(): Promise<void> {
    const res = await this.request(
      "POST /api/auth/login",
      "sign-in",
      "POST",
      "/api/auth/login",
      json({ emailOrUsername: this.email, password: BENCH_PASSWORD }),
    );
    const cookie = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    if (res.status === 200 && cookie) this.cookie = cookie;
  }
}

const json = (v: unknown) => ({ type: "application/json", data: JSON.stringify(v) });

let importSerial = 0;
/** A small Shopify orders export: 10 orders of two lines, numbered so that every import adds new orders. */
function smallImport(): { type: string; data: Buffer } {
  const n = ++importSerial;
  const rows = [
    "Name,Email,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount",
  ];
  for (let i = 1; i <= 10; i++) {
    const date = `2026-0${(i % 9) + 1}-1${i % 9} 10:00:00 -0500`;
    rows.push(
      `#S${n}-${i},buyer${i}@example.com,paid,${date},fulfilled,USD,42.00,4.95,3.00,49.95,0.00,${date},1,"Lavender Soy Candle, 8 oz",24.00,SKU-${i % 40},,0.00`,
      `#S${n}-${i},buyer${i}@example.com,,,,,,,,,,${date},1,Stoneware Mug - Blue,18.00,SKU-${(i + 1) % 40},,`,
    );
  }
  const boundary = `----soak${crypto.randomBytes(8).toString("hex")}`;
  const data = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders_export.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${rows.join("\n")}\n\r\n--${boundary}--\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, data };
}

const niches = { industry: "content", budget: "0-500", targetMarket: "gen-z", skills: ["editing"], interests: [] };
const mentorQuestions = [
  "How do I find my first customers?",
  "How should I price my candles?",
  "What should I do next?",
];

const ACTIONS: Action[] = [
  { name: "sign-in", weight: 2, run: (p) => p.signIn() },
  {
    name: "dashboard",
    weight: 25,
    run: async (p) => {
      await p.request("GET /api/auth/user", "read", "GET", "/api/auth/user");
      await p.request("GET /api/notifications", "read", "GET", "/api/notifications");
      await p.request("GET /api/analytics/summary", "read", "GET", "/api/analytics/summary?range=90d");
    },
  },
  {
    name: "inventory",
    weight: 20,
    run: async (p) => {
      await p.request("GET /api/inventory", "read", "GET", "/api/inventory?page=1&pageSize=50");
      await p.request("GET /api/inventory/summary", "read", "GET", "/api/inventory/summary");
    },
  },
  {
    name: "pnl",
    weight: 15,
    run: async (p) => {
      await p.request("GET /api/finance/pnl", "read", "GET", "/api/finance/pnl?from=2025-01-01&to=2025-12-31");
    },
  },
  {
    name: "import",
    weight: 3,
    run: async (p) => {
      await p.request("POST /api/imports (20 lines)", "write", "POST", "/api/imports", smallImport());
    },
  },
  {
    name: "ai",
    weight: 10,
    run: async (p) => {
      await p.request("POST /api/generate-niches", "ai", "POST", "/api/generate-niches", json(niches));
    },
  },
  {
    name: "mentor",
    weight: 5,
    run: async (p) => {
      const message = mentorQuestions[Math.floor(Math.random() * mentorQuestions.length)];
      await p.request("POST /api/ai-mentor/chat (stream)", "stream", "POST", "/api/ai-mentor/chat", json({ message }));
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((s, a) => s + a.weight, 0);
const pick = (): Action => {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const a of ACTIONS) if ((r -= a.weight) < 0) return a;
  return ACTIONS[0];
};

/**
 * `at once` people busy at a time until `until`, each doing one thing after another; each thing is done by one of
 * all the people, drawn at random, so every person's AI allowance (30 a minute) is shared by the mix.
 */
async function drive(people: Person[], atOnce: number, until: number): Promise<void> {
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (performance.now() < until) await pick().run(people[Math.floor(Math.random() * people.length)]);
    }),
  );
}

type Summary = { rps: number; readP99: number; aiP99: number; fiveXx: number; requests: number };
function summarise(samples: Sample[], seconds: number): Summary {
  const sorted = (k: Kind) =>
    samples
      .filter((s) => s.kind === k)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  const reads = sorted("read");
  const ai = sorted("ai");
  return {
    rps: samples.length / seconds,
    readP99: reads.length ? percentile(reads, 99) : 0,
    aiP99: ai.length ? percentile(ai, 99) : 0,
    fiveXx: samples.filter((s) => s.status >= 500 || s.status === 0).length,
    requests: samples.length,
  };
}
const holds = (s: Summary) => s.fiveXx === 0 && s.readP99 < TARGET_READ_P99 && s.aiP99 < TARGET_AI_P99;

/** CPU time (user + system, all threads) a process has used (ms), from /proc; USER_HZ is 100 on Linux. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process (MB), from /proc. */
function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** The people's data: PEOPLE Pro users, each with inventory items and a year of orders, in a few statements. */
async function seed(url: string): Promise<string[]> {
  const database = openDatabase(url, benchLogger, 4);
  try {
    await runMigrations(database.db);
    const hash = await hashPassword(BENCH_PASSWORD);
    const { rows } = await database.pool.query<{ id: number; email: string }>(
      `insert into users (email, username, password, first_name, last_name, has_completed_onboarding, selected_plan,
                          pro_subscription_end_date)
       select 'soak' || i || '@bench.test', 'soak_' || i, $1, 'Soak', 'Person ' || i, true, 'pro', now() + interval '30 days'
       from generate_series(1, ${PEOPLE}) i returning id, email`,
      [hash],
    );
    await bulkQuery(
      database,
      `insert into inventory (user_id, product_name, sku, quantity, cost_price, sell_price, category)
       select u.id, 'Product ' || k, 'SKU-' || k, 5 + k % 50, (3 + k % 20)::numeric(12,2), (10 + k % 40)::numeric(12,2), 'home'
       from users u cross join generate_series(0, ${ITEMS_EACH - 1}) k where u.email like 'soak%'`,
    );
    await bulkQuery(
      database,
      `with o as (
         insert into orders (user_id, source, external_id, ordered_at, currency, shipping, taxes, fees)
         select u.id, (array['shopify','etsy','amazon','stripe','manual'])[1 + i % 5], 'b-' || i,
                timestamptz '2025-01-01 00:00:00+00' + (i % 365) * interval '1 day', 'USD', (i % 5)::numeric(12,2), 1.5, 0.3
         from users u cross join generate_series(1, ${ORDERS_EACH}) i where u.email like 'soak%'
         returning id, user_id, external_id
       )
       insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost, valued_at)
       select o.id, o.user_id, 'SKU-' || ((n.i + k) % ${ITEMS_EACH}), 'Product ' || ((n.i + k) % ${ITEMS_EACH}), 1 + (n.i + k) % 3,
              (9.99 + ((n.i + k) % 50))::numeric(12,2), (3.33 + ((n.i + k) % 20))::numeric(12,2), now()
       from o
       cross join lateral (select substr(o.external_id, 3)::int as i) n
       cross join lateral generate_series(1, 1 + n.i % 2) as k`,
    );
    for (const r of rows) await keepOrderRollups(database, r.id);
    await database.pool.query("analyze");
    return rows.map((r) => r.email);
  } finally {
    await database.close();
  }
}

function printRoutes(samples: Sample[], seconds: number): void {
  const routes = [...new Set(samples.map((s) => s.route))].sort();
  out(
    `${"route".padEnd(36)} ${"requests".padStart(9)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"4xx".padStart(5)} ${"5xx".padStart(5)}`,
  );
  for (const route of routes) {
    const mine = samples.filter((s) => s.route === route);
    const ms = mine.map((s) => s.ms).sort((a, b) => a - b);
    const fourXx = mine.filter((s) => s.status >= 400 && s.status < 500).length;
    const fiveXx = mine.filter((s) => s.status >= 500 || s.status === 0).length;
    out(
      `${route.padEnd(36)} ${String(mine.length).padStart(9)} ${(mine.length / seconds).toFixed(1).padStart(7)} ${percentile(ms, 50).toFixed(1).padStart(8)} ${percentile(ms, 99).toFixed(1).padStart(8)} ${String(fourXx).padStart(5)} ${String(fiveXx).padStart(5)}`,
    );
  }
  const statuses = new Map<number, number>();
  for (const s of samples)
    if (s.status >= 400 || s.status === 0) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  if (statuses.size) out(`errors by status: ${[...statuses].map(([k, v]) => `${k || "no answer"}: ${v}`).join(", ")}`);
}

async function main() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  try {
    await admin.connect();
  } catch (err) {
    // The quick run (npm test) needs no PostgreSQL server: without one this bench has nothing to run on.
    if (!QUICK) throw err;
    out(`PostgreSQL server at ${SERVER_URL} not reachable (${(err as Error).message}); skipped.`);
    return;
  }
  const name = `hf_soak_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const serverDist = path.join(root, "dist", "bench-soak-server");
  const clientDist = fs.mkdtempSync(path.join(os.tmpdir(), "hf-soak-client-"));
  fs.writeFileSync(path.join(clientDist, "index.html"), "<!doctype html><title>soak</title>");
  const children: { kill: (s: NodeJS.Signals) => boolean }[] = [];
  try {
    // The server as production runs it: the esbuild bundle.
    execSync("node scripts/build-server.mjs", {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, SERVER_OUT_DIR: serverDist },
    });
    const t = performance.now();
    const emails = await seed(url.toString());
    out(
      `seeded ${emails.length} people, ${emails.length * ORDERS_EACH} orders, ${emails.length * ITEMS_EACH} items in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );

    const servers: Server[] = [];
    for (let i = 0; i < 2; i++) {
      const port = 5800 + Math.floor(Math.random() * 900);
      const { child } = await startChild(
        [path.join(serverDist, "index.js")],
        {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: url.toString(),
          CLIENT_DIST_DIR: clientDist,
          SESSION_SECRET: "soak-secret-soak-secret",
          CUSTOMER_KEY_SECRET: "soak-customer-key-secret",
          APP_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: "warn",
          FAIR_USE_DAILY_LIMIT: "1000000",
          OFFLINE_STREAM_DELAY_MS: "0",
          OPENAI_API_KEY: "",
        },
        port,
        true,
      );
      children.push(child);
      servers.push({ port, pid: child.pid!, agent: new http.Agent({ keepAlive: true }) });
    }
    const samples: Sample[] = [];
    const record = (s: Sample) => samples.push(s);
    const people = emails.map((e) => new Person(e, servers, record));
    for (const p of people) await p.signIn();
    samples.length = 0;

    out(
      `\n${loadAvg()}; two processes on ${name}, DB_POOL_MAX 10 each; mentor replies streamed without the offline pause`,
    );
    out(`ramp: ${STEP_S} s a step (targets: no 5xx, p99 reads < ${TARGET_READ_P99} ms, AI < ${TARGET_AI_P99} ms)`);
    // A warm-up first: a cold process's first requests (compiling, filling its statement caches) would decide the ramp.
    await drive(people, STEPS[0], performance.now() + WARM_S * 1000);
    samples.length = 0;
    let chosen = STEPS[0];
    for (const n of STEPS) {
      const from = samples.length;
      await drive(people, n, performance.now() + STEP_S * 1000);
      const s = summarise(samples.slice(from), STEP_S);
      out(
        `  ${String(n).padStart(3)} people at once: ${s.rps.toFixed(0).padStart(5)} req/s, p99 reads ${s.readP99.toFixed(0)} ms, AI ${s.aiP99.toFixed(0)} ms, 5xx ${s.fiveXx} ${holds(s) ? "" : "(over a target)"}`,
      );
      if (!holds(s)) break;
      chosen = n;
    }

    // The hold, after a warm-up at its level (so that the memory at its start is not a cold process's).
    await drive(people, chosen, performance.now() + WARM_S * 1000);
    samples.length = 0;
    const memStart = servers.map((s) => rssMb(s.pid));
    const cpuStart = servers.map((s) => cpuMs(s.pid));
    let maxConnections = 0;
    let maxActive = 0;
    const watch = setInterval(() => {
      void admin
        .query<{ n: number; active: number }>(
          `select count(*)::int as n, count(*) filter (where state = 'active')::int as active from pg_stat_activity where datname = $1`,
          [name],
        )
        .then((r) => {
          maxConnections = Math.max(maxConnections, r.rows[0].n);
          maxActive = Math.max(maxActive, r.rows[0].active);
        });
    }, 1000);
    const started = performance.now();
    await drive(people, chosen, started + HOLD_S * 1000);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(watch);
    const memEnd = servers.map((s) => rssMb(s.pid));
    const cpuUsed = servers.map((s, i) => cpuMs(s.pid) - cpuStart[i]);
    const s = summarise(samples, seconds);

    out(`\nhold: ${chosen} people at once for ${seconds.toFixed(0)} s, ${loadAvg()}`);
    printRoutes(samples, seconds);
    out(`sustained: ${s.rps.toFixed(0)} req/s (${s.requests} requests), 5xx ${s.fiveXx}`);
    out(
      `p99 reads ${s.readP99.toFixed(1)} ms (target < ${TARGET_READ_P99}), AI generations ${s.aiP99.toFixed(1)} ms (target < ${TARGET_AI_P99})`,
    );
    servers.forEach((_, i) => {
      const growth = ((memEnd[i] - memStart[i]) / memStart[i]) * 100;
      out(
        `process ${i + 1}: memory ${memStart[i].toFixed(0)} MB at the start of the hold, ${memEnd[i].toFixed(0)} MB at the end ` +
          `(${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%, target < 10%); CPU ${((cpuUsed[i] / 1000 / seconds) * 100).toFixed(0)}% of a core, ` +
          `${(cpuUsed[i] / (s.requests / servers.length)).toFixed(1)} ms a request`,
      );
    });
    out(
      `database connections: at most ${maxConnections} open (${maxActive} running a statement at once) of 2 x 10 pooled`,
    );
    // The small imports the people sent, by how they ended (the jobs run in both processes).
    await new Promise((r) => setTimeout(r, 3000));
    const soakDb = new pg.Client({ connectionString: url.toString() });
    await soakDb.connect();
    const imports = await soakDb.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from imports group by status order by status",
    );
    await soakDb.end();
    out(`imports: ${imports.rows.map((r) => `${r.n} ${r.status}`).join(", ") || "none"}`);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(clientDist, { recursive: true, force: true });
  }
}

runMain(main);
