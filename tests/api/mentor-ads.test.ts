/**
 * The mentor answers "Are my ads paying off?" (and close wordings) from the P&L's profit after ads, in the person's
 * currency, with the figure and its source (docs/decisions/1063-mentor-and-analytics-read-mer.md,
 * docs/decisions/1306-mentor-answers-from-data.md). Figures worked by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { keepOrderTotals } from "../support/order-totals";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { OFFLINE_STREAM_DELAY_MS: "0" } });
});
afterAll(() => app?.close());

const MONTHS = "January February March April May June July August September October November December".split(" ");
const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const ym = lastMonth.toISOString().slice(0, 7);
const lastDay = new Date(Date.UTC(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth() + 1, 0)).getUTCDate();
const label = `${MONTHS[lastMonth.getUTCMonth()]} ${lastMonth.getUTCFullYear()}`;

async function order(
  userId: number,
  id: string,
  at: string,
  customer: string,
  price: string,
  cost: string,
  fees: string,
) {
  const made = await app.database.db.execute<{ id: number }>(sql`
    insert into orders (user_id, source, external_id, ordered_at, currency, customer_key, fees)
    values (${userId}, 'amazon', ${id}, ${at}::timestamptz, 'GBP', ${customer}, ${fees}) returning id`);
  await app.database.db.execute(sql`
    insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost)
    values (${made.rows[0].id}, ${userId}, ${id}, 'Candle', 1, ${price}, ${cost})`);
  await keepOrderTotals(app.database.db, userId);
}
async function ad(userId: number, day: string, platform: string, amount: string) {
  await app.database.db.execute(sql`
    insert into expenses (user_id, spent_on, category, amount, currency, source, external_id, platform, campaign)
    values (${userId}, ${`${day}T00:00:00Z`}::timestamptz, 'ads', ${amount}, 'GBP', ${platform},
            ${`${platform}-${day}`}, ${platform}, 'Candles')`);
}

async function ask(client: Awaited<ReturnType<typeof signedInUser>>["client"], message: string) {
  const res = await client.post("/api/ai-mentor/chat", { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.response as string;
}

describe("are my ads paying off?", () => {
  it("answers from MER against break-even, in the profile's currency, with the source", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.put("/api/business-profile", { country: "GB", currency: "GBP" })).status).toBe(200);
    await order(user.id, "A1", `${ym}-10T12:00:00Z`, "x", "100.00", "30.00", "15.00");
    await order(user.id, "A2", `${ym}-11T12:00:00Z`, "y", "50.00", "10.00", "7.50");
    await ad(user.id, `${ym}-05`, "meta", "40.00");
    await ad(user.id, `${ym}-06`, "tiktok", "20.00");
    // Net sales 150; profit 150 − 40 − 22.50 − 60 = 27.50; MER 150 / 60; break-even 150 / 87.50 = 1.714; CAC 60 / 2.
    for (const question of [
      "Are my ads paying off last month?",
      "Is my ad spend worth it last month?",
      "What's my ROAS last month?",
      "Do my ads pay for themselves last month?",
    ]) {
      const text = await ask(client, question);
      expect(text, question).toContain(
        `In ${label} you spent **£60.00** on ads and made £150.00 net sales: a MER (net sales ÷ ad spend) of **2.50**.`,
      );
      expect(text).toContain("Yes, your ads are paying off: your break-even MER is **1.71**");
      expect(text).toContain("Profit after ads is **£27.50**.");
      expect(text).toContain("2 new customers cost you **£30.00** each in ads.");
      expect(text).toContain("- Meta (Facebook and Instagram): £40.00");
      expect(text).toContain("- TikTok: £20.00");
      expect(text).toContain(`_From your [Profit & Loss](/profit-and-loss), ${ym}-01 to ${ym}-${lastDay}, in GBP._`);
    }
  });

  it("says so when ads cost more than they bring", async () => {
    const { user, client } = await signedInUser(app);
    await client.put("/api/business-profile", { currency: "GBP" });
    await order(user.id, "B1", `${ym}-10T12:00:00Z`, "z", "100.00", "40.00", "15.00");
    await ad(user.id, `${ym}-05`, "google", "80.00");
    // Profit 100 − 40 − 15 − 80 = −35; MER 100 / 80 = 1.25; break-even 100 / 45 = 2.22.
    const text = await ask(client, "are my ads working last month?");
    expect(text).toContain("a MER (net sales ÷ ad spend) of **1.25**");
    expect(text).toContain("Not yet: your break-even MER is **2.22** and you are below it");
    expect(text).toContain("Profit after ads is **-£35.00**.");
  });

  it("without ad spend says there is nothing to measure and where to add it", async () => {
    const { user, client } = await signedInUser(app);
    await client.put("/api/business-profile", { currency: "GBP" });
    await order(user.id, "C1", new Date(Date.now() - 2 * 86_400_000).toISOString(), "w", "20.00", "5.00", "3.00");
    const text = await ask(client, "Are my ads paying off?");
    expect(text).toMatch(/^You recorded no ad spend in the last 30 days, so there is no return on ads to measure/);
    expect(text).toContain("[Imports](/imports)");
  });
});
