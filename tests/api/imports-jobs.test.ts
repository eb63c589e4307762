/**
 * Two app instances on one database, as two server processes would be (docs/decisions/1002-job-queue.md): the
 * instance running an import stops halfway, and the import is finished by the other without one order or line
 * twice. Runs on the embedded database through its socket server, and on a server with TEST_DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { signIn, buildUser } from "../support/factories";
import { figures, shopifyOrders, upload, waitForImport } from "./imports-support";

/** Five batches of the job: enough for the stop to land between two of them. */
const ORDERS = 5_000;
const jobOptions = { pollingIntervalSeconds: 0.5 };
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({ database, deps: { jobOptions } });
  b = await createTestApp({ database, deps: { jobOptions } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

describe("an import whose process stops halfway", () => {
  it("is finished by the other instance, with every order once", async () => {
    const user = await buildUser(a);
    const onA = await signIn(a, user);
    const started = await upload(onA, shopifyOrders(ORDERS), { fileName: "big.csv" });
    expect(started.status).toBe(202);
    const id = started.body.import.id;

    // Instance A runs it (B's queue is not started yet); it is stopped once some batches are in.
    const running = await waitForImport(onA, id, (r) => r.status === "running" && r.rowsDone > 0);
    expect(running.rowsTotal).toBe(ORDERS * 2);
    await a.ctx.jobs.stop();
    const atStop = (await figures(a, user.id, "shopify")).orders;
    console.log(`orders written when instance A stopped: ${atStop} of ${ORDERS}`);
    expect(atStop).toBeGreaterThan(0);
    expect(atStop).toBeLessThan(ORDERS);

    // Instance B picks the job up again and finishes it.
    await b.ctx.jobs.start();
    const onB = await signIn(b, user);
    const done = await waitForImport(onB, id);
    expect(done).toMatchObject({ status: "done", ordersAdded: ORDERS, ordersSkipped: 0, rowsDone: ORDERS * 2 });
    expect(await figures(b, user.id, "shopify")).toMatchObject({
      orders: ORDERS,
      lines: ORDERS * 2,
      grossSales: (ORDERS * 42).toFixed(2),
    });
    const files = await b.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from import_files where import_id = ${id}`,
    );
    expect(files.rows[0]?.n).toBe(0);
  }, 60_000);
});
