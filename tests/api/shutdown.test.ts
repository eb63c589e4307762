/**
 * Shutdown that loses nothing (docs/decisions/1624-shutdown-that-loses-nothing.md): a production process
 * is stopped with SIGTERM, and another killed with SIGKILL, in the middle of a 100,000-line import and of an account
 * archive; after a restart each finishes exactly once, with every order written once and none missing. On SIGTERM
 * the process also turns not ready at once and exits by itself within its grace period. Both databases.
 */
import { afterAll, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { users } from "../../shared/schema";
import { hashPassword } from "../../server/modules/auth/password";
import { SHUTDOWN_GRACE_MS } from "../../server/ops/shutdown";
import { HttpClient } from "../support/http-client";
import { DEFAULT_PASSWORD } from "../support/factories";
import { waitFor } from "../support/wait";
import {
  createServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from "../support/server-process";

const LINES = 100_000;
const ORDERS = LINES / 2;
const open: ServerProcess[] = [];
const databases: ServerDatabase[] = [];
afterAll(async () => {
  for (const server of open) server.child.kill("SIGKILL");
  await Promise.all(open.map((s) => s.exited));
  for (const database of databases) await database.close();
});

/** A Shopify orders export of `lines` line items, two per order. */
function shopifyOrders(lines: number): string {
  const rows = [
    "Name,Email,Financial Status,Paid at,Fulfillment Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount",
  ];
  for (let i = 1; i <= lines / 2; i++) {
    const date = `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")} 10:00:00 -0500`;
    rows.push(
      `#${i},buyer${i % 500}@example.com,paid,${date},fulfilled,USD,42.00,4.95,3.00,49.95,0.00,${date},1,"Lavender Soy Candle, 8 oz",24.00,CANDLE-${i % 40},,0.00`,
    );
    rows.push(`#${i},buyer${i % 500}@example.com,,,,,,,,,,${date},1,Stoneware Mug - Blue,18.00,MUG-${i % 40},,`);
  }
  return `${rows.join("\n")}\n`;
}

async function signIn(server: ServerProcess, email: string): Promise<HttpClient> {
  const client = new HttpClient(server.baseUrl, { origin: server.baseUrl });
  const res = await client.post("/api/auth/login", { emailOrUsername: email, password: DEFAULT_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

async function startImport(client: HttpClient): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([shopifyOrders(LINES)], { type: "text/csv" }), "orders_export.csv");
  const res = await fetch(`${client.baseUrl}/api/imports`, {
    method: "POST",
    body: form,
    headers: { cookie: client.cookieHeader, origin: client.baseUrl },
  });
  const body = (await res.json()) as { import?: { id: number } };
  if (res.status !== 202 || !body.import) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
  return body.import.id;
}

for (const signal of ["SIGTERM", "SIGKILL"] as const) {
  it(`finishes an import and an archive exactly once after a ${signal} in their middle`, async () => {
    const database = await createServerDatabase();
    databases.push(database);
    // The 10 MB upload is stored in one statement: room for it on a machine shared by several test runs.
    database.env.DB_STATEMENT_TIMEOUT_MS = "30000";
    const email = `shutdown-${signal.toLowerCase()}@example.test`;
    const password = await hashPassword(DEFAULT_PASSWORD);
    const [user] = await database.use((db) =>
      db
        .insert(users)
        .values({ email, username: `shutdown_${signal.toLowerCase()}`, firstName: "S", lastName: "D", password })
        .returning(),
    );

    const first = await startServerProcess(database.env);
    open.push(first);
    let client = await signIn(first, email);
    const importId = await startImport(client);
    expect((await client.post("/api/account/export")).status).toBe(202);
    // In the middle: the import has written some orders and not all.
    const midway = await waitFor(
      () => client.get(`/api/imports/${importId}`),
      (r) => r.body.import?.rowsDone > 0,
      { ms: 120_000, everyMs: 100 },
    );
    expect(midway.body.import.status).toBe("running");

    const stopped = Date.now();
    first.child.kill(signal);
    if (signal === "SIGTERM") {
      // Not ready from the signal on, while it finishes.
      const ready = await fetch(`${first.baseUrl}/api/ready`).catch(() => undefined);
      if (ready) expect(ready.status).toBe(503);
    }
    const exit = await first.exited;
    if (signal === "SIGTERM") {
      expect(exit.code).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(SHUTDOWN_GRACE_MS + 10_000);
    }

    const second = await startServerProcess(database.env);
    open.push(second);
    client = await signIn(second, email);
    const done = await waitFor(
      () => client.get(`/api/imports/${importId}`),
      (r) => r.body.import?.status === "done" || r.body.import?.status === "failed",
      { ms: 240_000, everyMs: 500 },
    );
    expect(done.body.import).toMatchObject({ status: "done", ordersAdded: ORDERS });
    const archive = await waitFor(
      () => client.get("/api/account/export"),
      (r) => r.body.export?.status === "ready" || r.body.export?.status === "failed",
      { ms: 120_000, everyMs: 500 },
    );
    expect(archive.body.export.status).toBe("ready");
    second.child.kill("SIGTERM");
    expect((await second.exited).code).toBe(0);

    const counts = await database.use(async (db) => {
      const read = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0].n;
      return {
        orders: await read(sql`select count(*)::int as n from orders where user_id = ${user.id}`),
        distinct: await read(sql`select count(distinct external_id)::int as n from orders where user_id = ${user.id}`),
        imports: await read(sql`select count(*)::int as n from imports where user_id = ${user.id}`),
        archives: await read(sql`select count(*)::int as n from account_exports where user_id = ${user.id}`),
        jobsLeft: await read(sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')
          and name not like '%-sweep' and (singleton_key is null or singleton_key <> name)`),
      };
    });
    expect(counts).toEqual({ orders: ORDERS, distinct: ORDERS, imports: 1, archives: 1, jobsLeft: 0 });
  }, 600_000);
}
