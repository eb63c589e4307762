/**
 * Connections: a first sync of 10,000 orders (two lines each) from the fake Shopify Admin GraphQL API
 * (tests/support/fake-shopify.ts), from POST /api/connections/shopify to the connection's `idle`, the job running on
 * the queue, over real HTTP with a signed-in Pro user, on the PostgreSQL server (BENCH_PG_URL) and the embedded
 * database (docs/decisions/1072-sync-job-and-cursor.md). Then a second sync (nothing new). The fake's bucket is
 * unbounded here, so the figure is our own cost; the query cost the fake charged says how long Shopify's metering
 * would add at a given restore rate. Target: the sync < 30 s.
 *
 *   CONNECTIONS_BENCH_ONLY    "server" or "embedded" to run one side only
 *   CONNECTIONS_BENCH_ORDERS  orders in the shop (default 10,000)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { parseEnv } from "../server/env";
import { FakeShopify } from "../tests/support/fake-shopify";
import { benchLogger, loadAvg, onBothDatabases, out, runMain, signIn, type BenchDatabase } from "./support/app-bench";
import { QUICK, onlyDatabase, sized } from "./support/quick";
import { BENCH_PASSWORD, insertBenchUser } from "./support/seed";

const ORDERS = Number(process.env.CONNECTIONS_BENCH_ORDERS ?? sized(10_000, 200));
const EMAIL = "bench-connector@bench.test";

async function runOn({ database, label }: BenchDatabase, shopify: FakeShopify): Promise<Record<string, number>> {
  out(`\n--- ${label} ---`);
  await insertBenchUser(database, { email: EMAIL, username: "bench_connector", password: BENCH_PASSWORD, pro: true });
  // Test mode: production refuses SHOPIFY_API_BASE_URL (docs/decisions/1073-sync-fakes-and-base-addresses.md).
  const env = parseEnv({
    NODE_ENV: "test",
    SESSION_SECRET: "bench-secret-bench-secret",
    TOTP_ENCRYPTION_KEY: "0f".repeat(32),
    LOG_LEVEL: "silent",
    APP_URL: "http://127.0.0.1",
    SHOPIFY_API_BASE_URL: shopify.url,
    RATE_LIMIT_DISABLED: "true",
  } as NodeJS.ProcessEnv);
  const { app, ctx } = createApp({ env, database, logger: benchLogger, jobOptions: { pollingIntervalSeconds: 0.5 } });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const figures: Record<string, number> = {};
  try {
    const cookie = await signIn(baseUrl, EMAIL, BENCH_PASSWORD);
    const json = { cookie, "content-type": "application/json" };
    const waitIdle = async (id: number, after: number) => {
      for (;;) {
        const res = await fetch(`${baseUrl}/api/connections`, { headers: { cookie } });
        const { connections } = (await res.json()) as {
          connections: {
            id: number;
            status: string;
            lastSyncedAt: string | null;
            lastError: string | null;
            ordersAdded: number;
          }[];
        };
        const c = connections.find((x) => x.id === id);
        if (c?.status === "failed") throw new Error(`sync failed: ${c.lastError}`);
        if (c?.status === "idle" && c.lastSyncedAt && Date.parse(c.lastSyncedAt) >= after) return c;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const queriesBefore = shopify.queries.length;
    let t = performance.now();
    const started = Date.now() - 1000;
    const res = await fetch(`${baseUrl}/api/connections/shopify`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ shopDomain: "bench-shop.myshopify.com", accessToken: shopify.token }),
    });
    if (res.status !== 201) throw new Error(`connect: ${res.status} ${await res.text()}`);
    const { connection } = (await res.json()) as { connection: { id: number } };
    const first = await waitIdle(connection.id, started);
    figures.sync = performance.now() - t;
    if (first.ordersAdded !== ORDERS) throw new Error(`synced ${first.ordersAdded} of ${ORDERS}`);
    // Less the shop queries of the connect and of the sync's start.
    const pages = shopify.queries.length - queriesBefore - 2;
    out(
      `${`connect + first sync (${first.ordersAdded.toLocaleString()} orders, ${pages} pages of 20)`.padEnd(62)} ${(figures.sync / 1000).toFixed(2).padStart(7)} s  (${Math.round(first.ordersAdded / (figures.sync / 1000))} orders/s)`,
    );

    t = performance.now();
    const again = Date.now() - 1000;
    await fetch(`${baseUrl}/api/connections/${connection.id}/sync`, { method: "POST", headers: { cookie } });
    const second = await waitIdle(connection.id, again);
    figures.resync = performance.now() - t;
    out(
      `${`sync again (nothing new; ${second.ordersAdded.toLocaleString()} in all)`.padEnd(62)} ${(figures.resync / 1000).toFixed(2).padStart(7)} s`,
    );
  } finally {
    await ctx.jobs.stop();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  return figures;
}

async function main() {
  out(`connections-sync bench (${loadAvg()}): ${ORDERS.toLocaleString()} orders from the fake Shopify, over HTTP`);
  const shopify = await new FakeShopify().start();
  shopify.limits(1e12, 1e12);
  for (let i = 1; i <= ORDERS; i++) {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 45_000).toISOString();
    shopify.addOrder({
      name: `#${10_000 + i}`,
      email: `buyer${i % 500}@example.com`,
      createdAt: at,
      shipping: "4.95",
      tax: "3.00",
      lines: [
        { name: "Lavender Soy Candle, 8 oz", sku: `CANDLE-${i % 40}`, quantity: 1, price: "24.00" },
        { name: "Stoneware Mug - Blue", sku: `MUG-${i % 40}`, quantity: 1, price: "18.00" },
      ],
    });
  }
  const costs: number[] = [];
  const results = await onBothDatabases(
    "hf_bench_connections",
    onlyDatabase(process.env.CONNECTIONS_BENCH_ONLY),
    (db) => {
      const before = shopify.queries.length;
      return runOn(db, shopify).finally(() => costs.push(shopify.queries.slice(before).length));
    },
  );
  await shopify.close();
  if (QUICK) return; // the quick run's figures mean nothing (bench/support/quick.ts)
  // Actual cost of a page of 20 two-line orders: 2 + 20 × (1 + 8 + 2 + 2 × 3) = 342 points.
  const points = Math.ceil(ORDERS / 20) * 342;
  out(`\n(${loadAvg()} at the end)\ntarget: the sync of ${ORDERS.toLocaleString()} orders < 30 s`);
  for (const [side, f] of results) {
    if (!f) continue;
    out(`  ${side.padEnd(9)} sync ${(f.sync / 1000).toFixed(2)} s ${f.sync < 30_000 ? "met" : "NOT met"}`);
  }
  out(
    `Shopify's metering on top (about ${points.toLocaleString()} points): ${Math.round(points / 100)} s at 100 points/s, ${Math.round(points / 1000)} s at 1,000 points/s`,
  );
}

runMain(main);
