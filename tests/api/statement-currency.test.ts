/**
 * A statement row in another currency than its order (docs/decisions/1057-statement-rows-in-another-currency.md),
 * over the real HTTP app: an Etsy statement in GBP for orders in USD waits, and the P&L says which rates would
 * convert it; once the rate is saved its rows are converted at it and added to their orders (the rollups with
 * them); undoing the statement takes off exactly what was added.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pnlResponseSchema } from "../../shared/contracts/finance";
import { signedInUser } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { rollupsOffFromOrders } from "../support/order-totals";
import { createTestApp, type TestApp } from "../support/test-app";
import { sampleFile, upload, waitForImport } from "./imports-support";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function importFile(client: HttpClient, fileName: string, content: Buffer) {
  const started = await upload(client, content, { fileName });
  expect(started.status).toBe(202);
  const done = await waitForImport(client, started.body.import.id);
  expect(done).toMatchObject({ status: "done", failure: null });
  return done as { id: number };
}

describe("a statement row in another currency than its order", () => {
  it("waits for the rates, named in the P&L; is converted and added once they are there; undone exactly", async () => {
    const { user, client } = await signedInUser(app);
    const db = app.ctx.db;
    await importFile(client, "etsy-sold-order-items.csv", sampleFile("etsy-sold-order-items.csv"));
    const etsyFees = async () =>
      (
        await db.execute<{ fees: string; refunds: string }>(
          sql`select sum(fees)::text as fees, sum(refunds)::text as refunds from orders where user_id = ${user.id} and source = 'etsy'`,
        )
      ).rows[0];
    const before = await etsyFees();

    // The same statement, its shop's currency pounds.
    const gbp = Buffer.from(sampleFile("etsy-statement-january.csv").toString().replaceAll(",USD,", ",GBP,"));
    const statement = await importFile(client, "etsy-statement-gbp.csv", gbp);
    const pending = async () =>
      (
        await db.execute<{ n: number }>(sql`
          select count(*)::int as n from statement_costs c
            join orders o on o.user_id = c.user_id and o.source = c.source and o.external_id = c.order_external_id
           where c.user_id = ${user.id} and c.order_id is null`)
      ).rows[0].n;
    const waiting = await pending();
    expect(waiting).toBeGreaterThan(0);
    expect(await etsyFees()).toEqual(before);
    const pnl = async () =>
      pnlResponseSchema.parse((await client.get("/api/finance/pnl?from=2026-01-01&to=2026-01-31&groupBy=month")).body);
    const warning = (await pnl()).warnings.find((w) => w.code === "statement_currency");
    expect(warning).toMatchObject({ count: waiting, details: ["GBP 2026-01"] });
    expect(warning?.message).toContain("GBP for orders in USD");
    expect(warning?.message).toContain("add the rate to USD of GBP 2026-01");

    // The rate: every row is converted at it, rounded to cents per row, and added to its order.
    const put = await client.put("/api/finance/rates", { currency: "GBP", month: "2026-01", rate: "1.25" });
    expect(put.status).toBe(200);
    expect(await pending()).toBe(0);
    const added = (
      await db.execute<{ fees: string; refunds: string }>(sql`
        select coalesce(sum(round(fees * 1.25, 2)), 0)::text as fees, coalesce(sum(round(refunds * 1.25, 2)), 0)::text as refunds
          from statement_costs where user_id = ${user.id} and order_id is not null and order_rate = 1.25`)
    ).rows[0];
    expect(Number(added.fees)).toBeGreaterThan(0);
    const after = await etsyFees();
    expect((Number(after.fees) - Number(before.fees)).toFixed(2)).toBe(Number(added.fees).toFixed(2));
    expect((Number(after.refunds) - Number(before.refunds)).toFixed(2)).toBe(Number(added.refunds).toFixed(2));
    expect((await pnl()).warnings.map((w) => w.code)).not.toContain("statement_currency");
    expect(await rollupsOffFromOrders(db)).toEqual([]);

    // Undone: exactly what was added comes off.
    expect((await client.delete(`/api/imports/${statement.id}`)).status).toBe(204);
    expect(await etsyFees()).toEqual(before);
    expect(await rollupsOffFromOrders(db)).toEqual([]);
  });
});
