/**
 * Undo of a large import is a job (docs/decisions/1056-undo-of-a-large-import-is-a-job.md): the DELETE answers at
 * once and the import shows as undoing; twenty DELETEs at once queue one undo; a run stopped midway (here the
 * database refuses its last step, as a process dying there would leave it) leaves the import whole, every order,
 * line and rollup still there, and still undoing; the retry removes it whole. A small import is still undone in the
 * request.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, signIn } from "../support/factories";
import { rollupsOffFromOrders } from "../support/order-totals";
import { createTestApp, type TestApp } from "../support/test-app";
import { figures, sampleFile, shopifyOrders, upload, waitForImport } from "./imports-support";
import { IMPORT_UNDO_JOB, UNDO_INLINE_ROWS } from "../../server/modules/imports/imports.undo";

/** 1,100 orders of two lines: 2,200 rows, above the rows undone in the request. */
const ORDERS = 1_100;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });
});
afterAll(async () => {
  await app?.close();
});

const undoJobs = async (importId: number) =>
  (
    await app.ctx.db.execute<{ n: number; tried: number }>(sql`
      select count(*)::int as n, coalesce(max(retry_count), 0)::int as tried from pgboss.job
       where name = ${IMPORT_UNDO_JOB} and (data->>'importId')::int = ${importId}`)
  ).rows[0];

async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("undo of a large import", () => {
  it(
    "is a job: undoing at once, one job for twenty requests, whole when a run stops midway, gone after",
    { timeout: 120_000 },
    async () => {
      expect(ORDERS * 2).toBeGreaterThan(UNDO_INLINE_ROWS);
      const user = await buildUser(app);
      const client = await signIn(app, user);
      const started = await upload(client, shopifyOrders(ORDERS), { fileName: "big.csv" });
      expect(started.status).toBe(202);
      const id: number = started.body.import.id;
      await waitForImport(client, id);
      const before = await figures(app, user.id, "shopify");
      expect(before.orders).toBe(ORDERS);

      // The run's last step (the import's own row) is refused by the database until the trigger is dropped.
      await app.ctx.db.execute(sql`
      create function test_refuse_undo() returns trigger language plpgsql as $$
      begin raise exception 'the undo stopped midway'; end $$`);
      await app.ctx.db.execute(
        sql.raw(`create trigger test_refuse_undo before delete on imports for each row when (old.id = ${id})
               execute function test_refuse_undo()`),
      );
      try {
        const answers = await Promise.all(Array.from({ length: 20 }, () => client.delete(`/api/imports/${id}`)));
        expect(answers.map((r) => r.status)).toEqual(Array(20).fill(204));
        const undoing = await client.get(`/api/imports/${id}`);
        expect(undoing.status).toBe(200);
        expect(undoing.body.import).toMatchObject({ id, status: "done", undoing: true });

        // Its first run stopped midway: nothing is undone, not half; one job, waiting for its retry.
        await until("tried once", async () => (await undoJobs(id)).tried >= 1);
        expect((await undoJobs(id)).n).toBe(1);
        expect(await figures(app, user.id, "shopify")).toEqual(before);
        expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
        expect((await client.get(`/api/imports/${id}`)).body.import.undoing).toBe(true);
      } finally {
        await app.ctx.db.execute(sql`drop trigger if exists test_refuse_undo on imports`);
        await app.ctx.db.execute(sql`drop function if exists test_refuse_undo()`);
      }

      // The retry removes it whole: the import and everything it added, the rollups with them.
      await until("undone", async () => (await client.get(`/api/imports/${id}`)).status === 404);
      expect(await figures(app, user.id, "shopify")).toMatchObject({ orders: 0, lines: 0, grossSales: "0.00" });
      expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
      expect((await client.delete(`/api/imports/${id}`)).status).toBe(404);
    },
  );

  it("a small import is still undone in the request", async () => {
    const user = await buildUser(app);
    const client = await signIn(app, user);
    const started = await upload(client, sampleFile("shopify-orders.csv"), { fileName: "shopify-orders.csv" });
    const id: number = started.body.import.id;
    const done = await waitForImport(client, id);
    expect(done.rowsTotal).toBeLessThanOrEqual(UNDO_INLINE_ROWS);
    expect((await client.delete(`/api/imports/${id}`)).status).toBe(204);
    expect((await client.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await undoJobs(id)).n).toBe(0);
  });
});
