/**
 * Advanced Analytics over the real HTTP app and a real database: Pro only (403 pro_required for free), every
 * figure equal to sums computed here from the rows this test inserted, across 30d, 90d and 12m, never
 * including another user's sales; empty buckets; the forecast's method and band; exact figures far beyond
 * what one sale or one item can hold.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { keepOrderTotals } from "../support/order-totals";
import { currencyRates, inventory, orderLines, orders } from "../../shared/schema";
import { analyticsWindow, ANALYTICS_RANGES, type AnalyticsRange } from "../../shared/domain/analytics";

const app = useTestApp();

const DAY = 86_400_000;
const pro = { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * DAY) } as const;
const dollars = (c: number) =>
  `${c < 0 ? "-" : ""}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, "0")}`;

type Seed = {
  daysAgo: number;
  product: string;
  qty: number;
  priceCents: number;
  costCents: number;
  platform: string | null;
  location: string | null;
};

/** A year and a half of sales with awkward cents, spread so every range and its previous period have rows. */
function seeds(): Seed[] {
  const products = ["Lamp", "Mug", "Poster", "Cable"];
  const platforms = ["Shopify", "Etsy", null, "Amazon"];
  const locations = ["US", "UK", "DE", null, "US"];
  const out: Seed[] = [];
  for (let i = 0; i < 160; i++) {
    const daysAgo = (i * 37) % 540;
    out.push({
      daysAgo,
      product: products[i % 4],
      qty: 1 + (i % 3),
      priceCents: 999 + ((i * 137) % 5000),
      costCents: 333 + ((i * 71) % 900),
      platform: platforms[i % 4],
      location: locations[i % 5],
    });
  }
  return out;
}

/** Each seed is a typed-in sale: an order of source manual with one valued line. */
async function insertSales(userId: number, rows: Seed[], now: number) {
  const made = await app.database.db
    .insert(orders)
    .values(
      rows.map((r, i) => ({
        userId,
        source: "manual",
        externalId: `seed-${i}`,
        channel: r.platform,
        customerLocation: r.location,
        orderedAt: new Date(now - r.daysAgo * DAY - 3_600_000),
      })),
    )
    .returning({ id: orders.id });
  await app.database.db.insert(orderLines).values(
    rows.map((r, i) => ({
      orderId: made[i].id,
      userId,
      name: r.product,
      quantity: r.qty,
      unitPrice: dollars(r.priceCents),
      unitCost: dollars(r.costCents),
    })),
  );
  await keepOrderTotals(app.database.db, userId);
}

describe("GET /api/analytics/summary", () => {
  it("refuses an unknown range with a clean 400", async () => {
    const { client } = await signedInUser(app, pro);
    const res = await client.get("/api/analytics/summary?range=7d");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Range must be one of 30d, 90d, 12m");
  });

  it("says there are no sales yet for a new Pro user, with zero figures and empty buckets", async () => {
    const { client } = await signedInUser(app, pro);
    const res = await client.get("/api/analytics/summary?range=30d");
    expect(res.status).toBe(200);
    expect(res.body.hasSales).toBe(false);
    expect(res.body.kpis.revenue).toEqual({ value: "0.00", previous: "0.00", change: null });
    expect(res.body.series).toHaveLength(30);
    expect(res.body.forecast.points).toBeNull();
  });

  describe("with sales", () => {
    const rows = seeds();
    const now = Date.now();
    let client: Awaited<ReturnType<typeof signedInUser>>["client"];

    beforeAll(async () => {
      const me = await signedInUser(app, pro);
      client = me.client;
      const other = await signedInUser(app, pro);
      await insertSales(me.user.id, rows, now);
      // Another user's big sales on the same days must never show.
      await insertSales(
        other.user.id,
        rows.map((r) => ({ ...r, priceCents: r.priceCents * 7, product: "Other" })),
        now,
      );
      await app.database.db.insert(inventory).values([
        { userId: me.user.id, productName: "Lamp", quantity: 4, costPrice: "3.33", sellPrice: "19.99" },
        { userId: me.user.id, productName: "Mug", quantity: 50, costPrice: "1.10", sellPrice: "7.45" },
        { userId: me.user.id, productName: "Poster", quantity: 0, costPrice: "0.50", sellPrice: "3.05" },
        { userId: other.user.id, productName: "Other", quantity: 1, costPrice: "1.00", sellPrice: "999.00" },
      ]);
    });

    const inWindow = (r: Seed, from: Date, to: Date) => {
      const t = new Date(now - r.daysAgo * DAY - 3_600_000).getTime();
      return t >= from.getTime() && t < to.getTime();
    };
    const sum = (rs: Seed[]) => {
      const revenue = rs.reduce((s, r) => s + r.priceCents * r.qty, 0);
      const profit = rs.reduce((s, r) => s + (r.priceCents - r.costCents) * r.qty, 0);
      return { revenue, profit, units: rs.reduce((s, r) => s + r.qty, 0), orders: rs.length };
    };

    it.each(ANALYTICS_RANGES)(
      "range %s: KPIs and their previous period equal the inserted rows' sums",
      async (range: AnalyticsRange) => {
        const w = analyticsWindow(range, new Date());
        const res = await client.get(`/api/analytics/summary?range=${range}`);
        expect(res.status).toBe(200);
        const cur = sum(rows.filter((r) => inWindow(r, w.start, w.end)));
        const prev = sum(rows.filter((r) => inWindow(r, w.previousStart, w.start)));
        expect(cur.orders).toBeGreaterThan(0);
        expect(prev.orders).toBeGreaterThan(0);
        const k = res.body.kpis;
        expect(k.revenue.value).toBe(dollars(cur.revenue));
        expect(k.revenue.previous).toBe(dollars(prev.revenue));
        expect(k.revenue.change).toBe(Math.round(((cur.revenue - prev.revenue) * 1000) / prev.revenue) / 10);
        expect(k.profit.value).toBe(dollars(cur.profit));
        expect(k.profit.previous).toBe(dollars(prev.profit));
        expect(k.unitsSold).toMatchObject({ value: cur.units, previous: prev.units });
        expect(k.orders).toMatchObject({ value: cur.orders, previous: prev.orders });
        // Average order value: revenue / orders, rounded half up to the cent.
        expect(k.averageOrderValue.value).toBe(dollars(Math.floor((cur.revenue * 2 + cur.orders) / (2 * cur.orders))));
        expect(k.margin.value).toBe(Math.round((cur.profit * 1000) / cur.revenue) / 10);

        // The series covers the period bucket by bucket, empty buckets included, and adds up to the KPI.
        const expectedBuckets = range === "30d" ? 30 : range === "12m" ? 12 : undefined;
        if (expectedBuckets) expect(res.body.series).toHaveLength(expectedBuckets);
        else expect(res.body.series.length).toBeGreaterThanOrEqual(13);
        const seriesCents = res.body.series.reduce(
          (s: number, b: { revenue: string }) => s + Math.round(Number(b.revenue) * 100),
          0,
        );
        expect(seriesCents).toBe(cur.revenue);
        if (range === "30d") {
          const days = new Set(
            rows
              .filter((r) => inWindow(r, w.start, w.end))
              .map((r) => new Date(now - r.daysAgo * DAY - 3_600_000).toISOString().slice(0, 10)),
          );
          const empty = res.body.series
            .filter((b: { revenue: string }) => b.revenue === "0.00")
            .map((b: { bucket: string }) => b.bucket);
          expect(empty).toHaveLength(30 - days.size);
          for (const d of empty) expect(days.has(d)).toBe(false);
        }

        // Top products and groups, from the same rows.
        const byProduct = new Map<string, number>();
        for (const r of rows.filter((r) => inWindow(r, w.start, w.end)))
          byProduct.set(r.product, (byProduct.get(r.product) ?? 0) + r.priceCents * r.qty);
        const top = [...byProduct.entries()].sort((a, b) => b[1] - a[1]);
        expect(res.body.topProductsByRevenue[0]).toMatchObject({ productName: top[0][0], revenue: dollars(top[0][1]) });
        expect(res.body.topProductsByRevenue.map((p: { productName: string }) => p.productName)).not.toContain("Other");
        const platformCents = res.body.byPlatform.reduce(
          (s: number, g: { revenue: string }) => s + Math.round(Number(g.revenue) * 100),
          0,
        );
        expect(platformCents).toBe(cur.revenue);
        const unspecified = sum(rows.filter((r) => inWindow(r, w.start, w.end) && r.platform === null));
        if (unspecified.orders)
          expect(res.body.byPlatform).toContainEqual(
            expect.objectContaining({ name: "Unspecified", revenue: dollars(unspecified.revenue) }),
          );
        const us = sum(rows.filter((r) => inWindow(r, w.start, w.end) && r.location === "US"));
        expect(res.body.byLocation).toContainEqual(
          expect.objectContaining({ name: "US", revenue: dollars(us.revenue), orders: us.orders }),
        );

        // Every group whole, whether its months came from the rollups or its days from the orders (decision 1031).
        const inPeriod = rows.filter((r) => inWindow(r, w.start, w.end));
        const groups = (key: (r: Seed) => string) =>
          [...new Set(inPeriod.map(key))]
            .map((name) => ({ name, ...sum(inPeriod.filter((r) => key(r) === name)) }))
            .sort((a, b) => b.revenue - a.revenue);
        const asGroups = (gs: ReturnType<typeof groups>) =>
          gs.map((g) => ({ name: g.name, revenue: dollars(g.revenue), orders: g.orders, units: g.units }));
        expect(res.body.byPlatform).toEqual(asGroups(groups((r) => r.platform ?? "Unspecified")));
        expect(res.body.byLocation).toEqual(asGroups(groups((r) => r.location ?? "Unknown")));
        expect(res.body.topProductsByRevenue).toEqual(
          groups((r) => r.product).map((g) => ({
            productName: g.name,
            revenue: dollars(g.revenue),
            profit: dollars(g.profit),
            units: g.units,
          })),
        );
      },
    );

    it("stock value and the low-stock list are the user's own items", async () => {
      const res = await client.get("/api/analytics/summary?range=30d");
      expect(res.body.stock.value).toBe(dollars(1999 * 4 + 745 * 50 + 305 * 0));
      expect(
        res.body.stock.lowStock.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity]),
      ).toEqual([
        ["Poster", 0],
        ["Lamp", 4],
      ]);
    });

    it("forecasts three months by a named least-squares trend over the last 12 full months, with a band", async () => {
      const res = await client.get("/api/analytics/summary?range=12m");
      const f = res.body.forecast;
      expect(f.method).toMatch(/Least-squares linear trend/);
      expect(f.monthsUsed).toBe(12);
      expect(f.history).toHaveLength(12);
      // Independent fit over the history the test computes itself.
      const today = new Date();
      const thisMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
      const ys = Array.from({ length: 12 }, (_, i) => {
        const from = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12 + i, 1);
        const to = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1);
        return sum(rows.filter((r) => inWindow(r, new Date(from), new Date(to)))).revenue;
      });
      expect(f.history.map((h: { revenue: string }) => h.revenue)).toEqual(ys.map(dollars));
      const xm = 5.5;
      const ym = ys.reduce((a, b) => a + b, 0) / 12;
      const b = ys.reduce((s, y, x) => s + (x - xm) * (y - ym), 0) / ys.reduce((s, _y, x) => s + (x - xm) ** 2, 0);
      const a = ym - b * xm;
      const se = Math.sqrt(ys.reduce((s, y, x) => s + (y - (a + b * x)) ** 2, 0) / 10);
      expect(f.points).toHaveLength(3);
      expect(f.points[0].month).toBe(new Date(thisMonth).toISOString().slice(0, 7));
      f.points.forEach((p: { revenue: string; low: string; high: string }, i: number) => {
        const fit = a + b * (12 + i);
        expect(p.revenue).toBe(dollars(Math.max(0, Math.round(fit))));
        expect(p.high).toBe(dollars(Math.max(0, Math.round(fit + 1.96 * se))));
        expect(p.low).toBe(dollars(Math.max(0, Math.round(fit - 1.96 * se))));
      });
    });
  });
});

describe("products and platforms as the profit-and-loss names them", () => {
  it("groups a product by its SKU under its least name, and names an imported order's platform", async () => {
    const { user, client } = await signedInUser(app, pro);
    // Two months back (a whole month of every range's rollups) and today (days read from the orders): a Shopify
    // export sold one SKU under two names; a typed-in sale without a SKU and without a channel.
    await app.database.db.execute(sql`
      with o as (
        insert into orders (user_id, source, external_id, channel, customer_location, ordered_at)
        values (${user.id}, 'shopify', '#1001', null, ' FR ', date_trunc('month', now()) - interval '40 days'),
               (${user.id}, 'shopify', '#1002', '', 'FR', now() - interval '1 hour'),
               (${user.id}, 'manual', 'typed-1', null, null, now() - interval '2 hours')
        returning id, external_id
      )
      insert into order_lines (order_id, user_id, sku, name, quantity, unit_price, unit_cost)
      select o.id, ${user.id}, l.sku, l.name, l.quantity, l.unit_price, l.unit_cost
      from o join (values ('#1001', ' mug-1', 'Mug (blue)', 2, 10.00, 4.00),
                          ('#1002', 'MUG-1 ', 'Mug', 1, 12.00, null),
                          ('typed-1', null, 'Mug', 3, 5.00, 1.00)) as l(ext, sku, name, quantity, unit_price, unit_cost)
        on l.ext = o.external_id`);
    await keepOrderTotals(app.database.db, user.id);
    const res = await client.get("/api/analytics/summary?range=12m");
    expect(res.status).toBe(200);
    expect(res.body.topProductsByRevenue).toEqual([
      { productName: "Mug", revenue: "32.00", profit: "24.00", units: 3 }, // MUG-1: 20.00 + 12.00; its cost unknown once
      { productName: "Mug", revenue: "15.00", profit: "12.00", units: 3 }, // the typed-in sale, no SKU
    ]);
    expect(res.body.byPlatform).toEqual([
      { name: "Shopify", revenue: "32.00", orders: 2, units: 3 },
      { name: "Unspecified", revenue: "15.00", orders: 1, units: 3 },
    ]);
    expect(res.body.byLocation).toEqual([
      { name: "FR", revenue: "32.00", orders: 2, units: 3 },
      { name: "Unknown", revenue: "15.00", orders: 1, units: 3 },
    ]);
    // 30 days: no whole month, today's two orders read from the orders and their lines.
    const recent = await client.get("/api/analytics/summary?range=30d");
    expect(recent.body.topProductsByRevenue).toEqual([
      { productName: "Mug", revenue: "15.00", profit: "12.00", units: 3 },
      { productName: "Mug", revenue: "12.00", profit: "12.00", units: 1 },
    ]);
    expect(recent.body.byPlatform).toEqual([
      { name: "Unspecified", revenue: "15.00", orders: 1, units: 3 },
      { name: "Shopify", revenue: "12.00", orders: 1, units: 1 },
    ]);
  });
});

describe("figures beyond any one sale or item", () => {
  it("answers exactly when sums pass numeric(16,2), 2^53 cents and integer units, and with an oversized item", async () => {
    const { user, client } = await signedInUser(app, pro);
    // Rows saved before the bounds existed: sales of 1,000,000,000 units at 9,999,999,999.99 at cost (profit 0
    // fitted the column), and an item of 1,000,000,000 at 9,999,999,999.99. They made every range a 500. The
    // number of sales has no bound, so in-bounds sales add up to such sums too, only more slowly.
    const rows = 12;
    await app.database.db.execute(sql`
      with o as (
        insert into orders (user_id, source, external_id, channel, ordered_at)
        select ${user.id}, 'manual', 'bulk-' || g, 'Shopify', now() - make_interval(days => g * 9) - interval '1 hour'
        from generate_series(1, ${rows}) g
        returning id
      )
      insert into order_lines (order_id, user_id, name, quantity, unit_price, unit_cost)
      select id, ${user.id}, 'Bulk', 1000000000, 9999999999.99, 9999999999.99 from o`);
    await keepOrderTotals(app.database.db, user.id);
    await app.database.db.insert(inventory).values({
      userId: user.id,
      productName: "Legacy",
      quantity: 1_000_000_000,
      costPrice: "1.00",
      sellPrice: "9999999999.99",
    });
    for (const range of ANALYTICS_RANGES) {
      const res = await client.get(`/api/analytics/summary?range=${range}`);
      expect(res.status).toBe(200);
      expect(res.body.stock.value).toBe("9999999999990000000.00");
    }
    const res = await client.get("/api/analytics/summary?range=12m");
    const k = res.body.kpis;
    const asMoney = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
    const perSale = 999_999_999_999n * 1_000_000_000n;
    expect(k.revenue.value).toBe(asMoney(perSale * BigInt(rows)));
    expect(k.profit.value).toBe("0.00");
    expect(k.unitsSold.value).toBe(rows * 1_000_000_000); // above 2^31
    expect(k.orders.value).toBe(rows);
    expect(k.averageOrderValue.value).toBe(asMoney(perSale));
    expect(k.margin.value).toBe(0);
    expect(res.body.topProductsByRevenue[0]).toMatchObject({
      productName: "Bulk",
      revenue: asMoney(perSale * BigInt(rows)),
      units: rows * 1_000_000_000,
    });
    expect(res.body.byPlatform[0]).toMatchObject({ name: "Shopify", orders: rows, units: rows * 1_000_000_000 });
    // Every figure of the forecast is a plain two-decimal amount, never "1e+21".
    expect(res.body.forecast.history.length).toBeGreaterThanOrEqual(3);
    expect(res.body.forecast.points).toHaveLength(3);
    for (const p of res.body.forecast.points)
      for (const v of [p.revenue, p.low, p.high]) expect(v).toMatch(/^\d+\.\d{2}$/);
    for (const h of res.body.forecast.history) expect(h.revenue).toMatch(/^\d+\.\d{2}$/);
  });
});

describe("sales in another currency", () => {
  it("count through the month's rate in the day series and the 12 months alike, and not at all without one", async () => {
    const { user, client } = await signedInUser(app, pro);
    const orderedAt = new Date(Date.now() - 2 * DAY);
    const month = orderedAt.toISOString().slice(0, 7);
    const made = await app.database.db
      .insert(orders)
      .values([
        { userId: user.id, source: "manual", externalId: "eur-1", currency: "EUR", orderedAt },
        { userId: user.id, source: "manual", externalId: "gbp-1", currency: "GBP", orderedAt },
        { userId: user.id, source: "manual", externalId: "usd-1", currency: "USD", orderedAt },
      ])
      .returning({ id: orders.id });
    await app.database.db.insert(orderLines).values(
      ["40.00", "99.00", "10.00"].map((unitPrice, i) => ({
        orderId: made[i].id,
        userId: user.id,
        name: "Candle",
        quantity: 1,
        unitPrice,
        unitCost: "0.00",
      })),
    );
    await keepOrderTotals(app.database.db, user.id);
    // 1 EUR = 1.1 USD that month; no rate for GBP, so the GBP sale is left out rather than summed as dollars.
    await app.database.db.insert(currencyRates).values({ userId: user.id, currency: "EUR", month, rate: "1.1" });
    for (const range of ["30d", "12m"] as const) {
      const res = await client.get(`/api/analytics/summary?range=${range}`);
      expect(res.status).toBe(200);
      expect(res.body.kpis.revenue.value, range).toBe("54.00");
    }
  });
});
