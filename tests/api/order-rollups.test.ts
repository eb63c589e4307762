/**
 * The orders' rollups (docs/decisions/1030-order-rollups.md), on both databases: after imports, valuation by a
 * later products import, typed-in sales and their deletion, an item's deletion, and undo, every rollup row (the
 * item rollup's among them) equals a recomputation
 * from the orders and lines; and the P&L over whole months (read from the rollups) equals the same months read
 * from the orders (periods that start or end mid-month, which read the orders themselves).
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import { upload, waitForImport, type Sent, sampleFile } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
const FIELDS = ["orders", "units", "grossSales", "discounts", "refunds", "shipping", "cogs", "fees"] as const;
const cents = (v: string) => Math.round(Number(v) * 100);

/** The P&L's order figures (expenses aside) of a period and grouping, as cents. */
async function figuresOf(client: Client, from: string, to: string, groupBy: string) {
  const res: Sent = await client.get(`/api/finance/pnl?from=${from}&to=${to}&groupBy=${groupBy}`);
  expect(res.status).toBe(200);
  const t = res.body.totals as Record<string, string | number>;
  return Object.fromEntries(FIELDS.map((f) => [f, typeof t[f] === "number" ? t[f] : cents(String(t[f]))]));
}

/**
 * December 2025 to February 2026 read three ways: whole months (the rollups), and split mid-month into two
 * periods that read the orders only, whose figures add up to the same (order counts: each order in one half).
 */
async function expectRollupsAgreeWithOrders(client: Client) {
  expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
  for (const groupBy of ["month", "source", "product"]) {
    const whole = await figuresOf(client, "2025-12-01", "2026-02-28", groupBy);
    const first = await figuresOf(client, "2025-12-01", "2025-12-15", groupBy);
    const middle = await figuresOf(client, "2025-12-16", "2026-02-14", groupBy);
    const last = await figuresOf(client, "2026-02-15", "2026-02-28", groupBy);
    for (const f of FIELDS) expect(whole[f], `${groupBy} ${f}`).toBe(first[f] + middle[f] + last[f]);
  }
}

describe("order rollups", () => {
  it(
    "equal a recomputation after imports, valuation, typed-in sales, their deletion and undo",
    { timeout: 120_000 },
    async () => {
      const { user, client } = await signedInUser(app);
      const rows = async () =>
        (
          await app.ctx.db.execute<{ n: number }>(
            sql`select (select count(*) from order_month_totals where user_id = ${user.id})
                   + (select count(*) from order_product_totals where user_id = ${user.id})
                   + (select count(*) from item_daily_units where user_id = ${user.id}) as n`,
          )
        ).rows[0]?.n;
      // The item rollup's rows of the person (docs/decisions/1104-item-daily-units.md).
      const itemDays = async () =>
        (
          await app.ctx.db.execute<{ item_id: number; day: string; lines: number; units: number }>(
            sql`select item_id, day::text as day, lines, units from item_daily_units where user_id = ${user.id}
                 order by day, item_id`,
          )
        ).rows;

      const imported: number[] = [];
      for (const file of ["shopify-orders.csv", "etsy-sold-order-items.csv", "stripe-itemized-balance-change.csv"]) {
        const started = await upload(client, sampleFile(file), { fileName: file });
        expect(started.status).toBe(202);
        expect(await waitForImport(client, started.body.import.id)).toMatchObject({ status: "done" });
        imported.push(started.body.import.id);
      }
      await expectRollupsAgreeWithOrders(client);
      const before = await figuresOf(client, "2025-12-01", "2026-02-28", "month");

      // Costs imported later value the lines that had none: cost of goods moves, sales do not.
      const products = await upload(client, sampleFile("shopify-products.csv"), { fileName: "shopify-products.csv" });
      expect(await waitForImport(client, products.body.import.id)).toMatchObject({ status: "done" });
      await expectRollupsAgreeWithOrders(client);
      // Valuation linked the sold lines to the items the products import made: they now count per item and day.
      const linked = await itemDays();
      expect(linked.length).toBeGreaterThan(0);
      const valued = await figuresOf(client, "2025-12-01", "2026-02-28", "month");
      expect(valued.grossSales).toBe(before.grossSales);
      expect(valued.cogs).toBeGreaterThan(before.cogs);

      // A typed-in sale in January, then deleted.
      const item = await client.post("/api/inventory", {
        productName: "Rollup Candle",
        sku: "ROLL-1",
        quantity: 10,
        costPrice: "2.00",
        sellPrice: "9.00",
        category: "home",
      });
      expect(item.status).toBe(201);
      const sale = await client.post(`/api/inventory/${item.body.item.id}/sales`, {
        quantity: 2,
        orderDate: "2026-01-20T12:00:00.000Z",
      });
      expect(sale.status, JSON.stringify(sale.body)).toBe(201);
      await expectRollupsAgreeWithOrders(client);
      const withSale = await figuresOf(client, "2025-12-01", "2026-02-28", "month");
      expect(withSale.grossSales - valued.grossSales).toBe(1800);
      expect(withSale.cogs - valued.cogs).toBe(400);
      expect((await itemDays()).filter((r) => r.item_id === item.body.item.id)).toEqual([
        { item_id: item.body.item.id, day: "2026-01-20", lines: 1, units: 2 },
      ]);
      expect((await client.delete(`/api/sales/${sale.body.sale.id}`)).status).toBe(204);
      await expectRollupsAgreeWithOrders(client);
      expect(await figuresOf(client, "2025-12-01", "2026-02-28", "month")).toEqual(valued);
      expect(await itemDays()).toEqual(linked);

      // A deleted item takes its days with it (its lines no longer name it).
      const gone = linked[0].item_id;
      expect((await client.delete(`/api/inventory/${gone}`)).status).toBe(204);
      await expectRollupsAgreeWithOrders(client);
      expect((await itemDays()).some((r) => r.item_id === gone)).toBe(false);

      // Undo every import: the rollups are empty again.
      for (const id of [...imported, products.body.import.id])
        expect((await client.delete(`/api/imports/${id}`)).status).toBe(204);
      await expectRollupsAgreeWithOrders(client);
      expect(Number(await rows())).toBe(0);
    },
  );
});
