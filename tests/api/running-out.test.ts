/**
 * The running-out notice (docs/decisions/1105-running-out-notice.md) over the real HTTP app, on both databases:
 * sent once when the days of supply at the recent rate fall within the item's lead time, saying the day it runs
 * out and the lead time; again only after the item recovered; at 0 it says out of stock; an item that never sold
 * is not running out above 0.
 */
import { describe, expect, it } from "vitest";
import { notificationListSchema } from "../../shared/contracts/notifications";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { rollupsOffFromOrders } from "../support/order-totals";
import type { HttpClient } from "../support/http-client";
import { upload, waitForImport } from "./imports-support";

const app = useTestApp();

const noticesOf = async (client: HttpClient) => {
  const res = await client.get("/api/notifications");
  expect(res.status).toBe(200);
  return notificationListSchema.parse(res.body).notifications;
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe("running out", () => {
  it("notifies once when the stock runs out within the lead time, with the date and the lead time", async () => {
    const { client } = await signedInUser(app);
    const created = await client.post("/api/inventory", {
      productName: "Ceramic Mug",
      quantity: 100,
      costPrice: "3.00",
      sellPrice: "12.00",
      category: "home",
    });
    expect(created.status).toBe(201);
    const id = created.body.item.id as number;
    expect((await client.patch(`/api/inventory/${id}`, { leadTimeDays: 14 })).status).toBe(200);
    const sell = async (quantity: number, ago: number) => {
      const res = await client.post(`/api/inventory/${id}/sales`, { quantity, orderDate: daysAgo(ago) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };

    // 5 sales of 10 in the last 30 days: 50 ÷ 30 a day, 50 left last 30 days: not yet.
    for (const ago of [1, 5, 9, 13, 17]) await sell(10, ago);
    expect(await noticesOf(client)).toEqual([]);
    // 30 more: 80 ÷ 30 a day, 20 left last 7.5 days, within the 14 days' lead time.
    await sell(30, 2);
    let notices = await noticesOf(client);
    expect(notices.map((n) => n.kind)).toEqual(["running_out"]);
    expect(notices[0].title).toBe("Running out: Ceramic Mug");
    const runOut = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(notices[0].body).toBe(
      `20 left; at the recent rate it runs out around ${runOut}. Your supplier takes 14 days to deliver. Reorder now.`,
    );
    expect(notices[0].link).toBe(`/inventory-tracker/${id}`);
    // The reorder list agrees: the same item, the same day.
    const reorder = await client.get("/api/inventory/reorder");
    expect(reorder.body.items).toEqual([expect.objectContaining({ daysOfSupply: 7.5 })]);

    await sell(1, 0); // still running out: the same episode
    expect(await noticesOf(client)).toHaveLength(1);

    // Counted 300: 100 days of supply, the episode is over; selling down into the lead time opens a new one.
    expect((await client.patch(`/api/inventory/${id}`, { quantity: 300 })).status).toBe(200);
    expect(await noticesOf(client)).toHaveLength(1);
    await sell(250, 0); // 331 in 30 days: 11 a day, 50 left last 4.5 days
    notices = await noticesOf(client);
    expect(notices.map((n) => n.kind)).toEqual(["running_out", "running_out"]);

    // At 0 it says so plainly, with the lead time, and the low-stock notice comes too (a separate episode).
    await sell(50, 0);
    notices = await noticesOf(client);
    expect(notices.map((n) => n.kind)).toEqual(["low_stock", "running_out", "running_out"]);
    expect(await rollupsOffFromOrders(app.database.db)).toEqual([]);
  });

  it("an item that never sold is not running out until it is at 0; then it is out of stock", async () => {
    const { client } = await signedInUser(app);
    const id = (
      await client.post("/api/inventory", {
        productName: "Linen Apron",
        quantity: 40,
        costPrice: "5.00",
        sellPrice: "20.00",
        category: "home",
      })
    ).body.item.id as number;
    expect((await client.patch(`/api/inventory/${id}`, { leadTimeDays: 200 })).status).toBe(200);
    expect((await client.patch(`/api/inventory/${id}`, { quantity: 3 })).status).toBe(200);
    expect((await noticesOf(client)).map((n) => n.kind)).toEqual(["low_stock"]);
    expect((await client.patch(`/api/inventory/${id}`, { quantity: 0 })).status).toBe(200);
    const notices = await noticesOf(client);
    expect(notices.map((n) => n.kind)).toEqual(["running_out", "low_stock"]);
    expect(notices[0]).toMatchObject({
      title: "Out of stock: Linen Apron",
      body: "None left. Your supplier takes 200 days to deliver. Reorder it, or pause its listings.",
    });
  });

  it("an import of shop orders that puts an item inside its lead time says so once the import is done", async () => {
    const { client } = await signedInUser(app);
    const created = await client.post("/api/inventory", {
      productName: "Walnut Serving Board",
      sku: "BOARD-WAL",
      quantity: 20,
      costPrice: "11.00",
      sellPrice: "38.00",
      category: "home",
    });
    expect(created.status).toBe(201);
    const id = created.body.item.id as number;
    expect((await client.patch(`/api/inventory/${id}`, { leadTimeDays: 14 })).status).toBe(200);
    expect(await noticesOf(client)).toEqual([]);

    // Ten Shopify orders of 6 boards in the last ten days: 60 in 30 days, 2 a day, 20 left last 10 days.
    const header =
      "Name,Email,Financial Status,Paid at,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount";
    const rows = Array.from({ length: 10 }, (_, i) => {
      const at = new Date(Date.now() - (i + 1) * 86_400_000).toISOString().replace("T", " ").slice(0, 19) + " +0000";
      return `#B${i + 1},buyer${i}@example.com,paid,${at},USD,228.00,0.00,0.00,228.00,0.00,${at},6,Walnut Serving Board,38.00,BOARD-WAL,,0.00`;
    });
    const started = await upload(client, `${[header, ...rows].join("\n")}\n`, { fileName: "orders_export.csv" });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await waitForImport(client, started.body.import.id as number);
    expect(done.status).toBe("done");

    const notices = await noticesOf(client);
    expect(notices.map((n) => n.kind).sort()).toEqual(["import_finished", "running_out"]);
    const runningOut = notices.find((n) => n.kind === "running_out");
    expect(runningOut?.title).toBe("Running out: Walnut Serving Board");
    expect(runningOut?.body).toContain("20 left; at the recent rate it runs out around");
    expect(runningOut?.link).toBe(`/inventory-tracker/${id}`);
  });
});
