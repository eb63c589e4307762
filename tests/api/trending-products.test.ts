/**
 * Product Trend Scanner API (docs/spec-notes.md; docs/product-rules.md): the seeded
 * catalogue, every filter alone and combined, 'all' and missing, the scan through runGenerator (offline and
 * through the fake OpenAI server), its daily free quota and its parallel safety.
 */
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, useTestApp } from "../support/test-app";
import { unitsUsed } from "../support/usage";
import { signedInUser } from "../support/factories";
import { useOpenAiTestApp } from "../support/openai-test-app";
import { jsonReply } from "../support/fake-openai";
import { trendingProducts, usageCounters } from "../../shared/schema";
import {
  trendingProductsResponseSchema,
  trendScanResponseSchema,
  type TrendingProduct,
} from "../../shared/contracts/trending-products";
import { runSeeds } from "../../server/db/seeds";
import { trendingCatalogue } from "../../server/modules/trending-products/trending-products.seed";
import { periodKey } from "../../server/ai/quota.repository";

const app = useTestApp();

const list = async (client: Awaited<ReturnType<typeof signedInUser>>["client"], query = "") => {
  const res = await client.get(`/api/trending-products${query}`);
  expect(res.status).toBe(200);
  return trendingProductsResponseSchema.parse(res.body).products;
};
const scansUsed = (a: TestApp, userId: number) => unitsUsed(a, userId, "trend_scan", periodKey("day"));

describe("GET /api/trending-products", () => {
  it("answers the whole seeded catalogue without filters, highest score first, with honest links and no images", async () => {
    const { client } = await signedInUser(app);
    const products = await list(client);
    expect(products.length).toBe(trendingCatalogue.products.length);
    expect(products.map((p) => p.trendScore)).toEqual([...products.map((p) => p.trendScore)].sort((a, b) => b - a));
    const amazon = products.find((p) => p.platform === "amazon")!;
    expect(amazon.productUrl).toBe(`https://www.amazon.com/s?k=${encodeURIComponent(amazon.name)}`);
    const ali = products.find((p) => p.platform === "aliexpress")!;
    expect(ali.productUrl).toBe(`https://www.aliexpress.com/wholesale?SearchText=${encodeURIComponent(ali.name)}`);
    expect(products.every((p) => p.imageUrl === null)).toBe(true);
    expect(products.every((p) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
    expect(products.every((p) => p.trendHistory.length >= 12 && p.trendHistory.at(-1)!.score === p.trendScore)).toBe(
      true,
    );
  });

  it("marks peaking products with high competition as crowded, and no others", async () => {
    const { client } = await signedInUser(app);
    const products = await list(client);
    const crowded = products.filter((p) => p.crowded);
    expect(crowded.length).toBeGreaterThan(0);
    expect(products.every((p) => p.crowded === (p.trendStage === "peaking" && p.competitionLevel === "high"))).toBe(
      true,
    );
    expect(products.filter((p) => p.season).every((p) => p.trendStage === "seasonal")).toBe(true);
  });

  it("filters by each filter alone", async () => {
    const { client } = await signedInUser(app);
    const fitness = await list(client, "?category=fitness");
    expect(fitness.length).toBeGreaterThan(0);
    expect(fitness.every((p) => p.category === "fitness")).toBe(true);
    const tiktok = await list(client, "?platform=tiktok");
    expect(tiktok.length).toBeGreaterThan(0);
    expect(tiktok.every((p) => p.platform === "tiktok")).toBe(true);
    const high = await list(client, "?minTrendScore=85");
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((p) => p.trendScore >= 85)).toBe(true);
  });

  it("combines the filters", async () => {
    const { client } = await signedInUser(app);
    const all = await list(client);
    const combined = await list(client, "?category=beauty&platform=tiktok&minTrendScore=60");
    const expected = all.filter((p) => p.category === "beauty" && p.platform === "tiktok" && p.trendScore >= 60);
    expect(combined.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(combined.length).toBeGreaterThan(0);
  });

  it("treats 'all' and empty values as no restriction; a missing minimum means none", async () => {
    const { client } = await signedInUser(app);
    const all = await list(client);
    expect((await list(client, "?category=all&platform=all")).length).toBe(all.length);
    expect((await list(client, "?category=&platform=&minTrendScore=")).length).toBe(all.length);
    expect((await list(client, "?minTrendScore=0")).length).toBe(all.length);
    expect(all.some((p) => p.trendScore < 70)).toBe(true);
  });

  it("can filter down to nothing", async () => {
    const { client } = await signedInUser(app);
    expect(await list(client, "?minTrendScore=100")).toEqual([]);
  });

  it.each([
    [
      "?category=workspace",
      "Category must be one of: all, electronics, fashion, home, garden, office, gaming, beauty, health, fitness, pets, toys, crafts, food, automotive, other",
    ],
    ["?platform=ebay", "Platform must be one of: all, shopify, aliexpress, amazon, tiktok, instagram"],
    ["?minTrendScore=abc", "Minimum trend score must be a number from 0 to 100"],
    ["?minTrendScore=101", "Minimum trend score must be a number from 0 to 100"],
    ["?minTrendScore=-1", "Minimum trend score must be a number from 0 to 100"],
  ])("rejects %s with '%s'", async (query, message) => {
    const { client } = await signedInUser(app);
    const res = await client.get(`/api/trending-products${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
  });

  it("re-running the seed changes nothing", async () => {
    const before = await app.database.db.select().from(trendingProducts);
    await runSeeds(app.database.db);
    const after = await app.database.db.select().from(trendingProducts);
    expect(after.length).toBe(before.length);
    expect(after.map((r) => [r.id, r.slug, r.trendScore]).sort()).toEqual(
      before.map((r) => [r.id, r.slug, r.trendScore]).sort(),
    );
  });
});

describe("POST /api/scan-trending-products (offline engine)", () => {
  it("refreshes the known products of the filters and adds newly trending ones; the list shows them", async () => {
    const { user, client } = await signedInUser(app);
    const before = await list(client, "?category=fitness&platform=tiktok");
    const res = await client.post("/api/scan-trending-products", {
      category: "fitness",
      platform: "tiktok",
      minTrendScore: 70,
    });
    expect(res.status).toBe(200);
    const body = trendScanResponseSchema.parse(res.body);
    expect(body.updated).toBe(before.length);
    expect(body.found).toBeGreaterThan(0);
    expect(body.products.every((p) => p.category === "fitness" && p.platform === "tiktok")).toBe(true);
    expect(res.body.generation).toMatchObject({ tool: "product-trend-scanner", engine: "offline" });

    const after = await list(client, "?category=fitness&platform=tiktok");
    expect(after.length).toBe(before.length + body.found);
    const added = after.filter((p) => p.source === "scan");
    expect(added.length).toBe(body.found);
    for (const p of added) {
      expect(p.productUrl).toBe(`https://www.tiktok.com/search?q=${encodeURIComponent(p.name)}`);
      expect(Date.now() - Date.parse(p.lastUpdated)).toBeLessThan(60_000);
    }
    // A refreshed product got this week's point at the end of its history.
    const refreshed = after.find((p) => p.id === before[0].id)!;
    expect(refreshed.trendHistory.length).toBe(before[0].trendHistory.length + 1);
    expect(refreshed.trendHistory.at(-1)!.score).toBe(refreshed.trendScore);
    expect(await scansUsed(app, user.id)).toBe(1);
  });

  it("says what its prices and marketplaces are to a person who pays in pounds, sells on Etsy or sells a service", async () => {
    const scan = async (profile: Record<string, unknown> | null) => {
      const { client } = await signedInUser(app, { selectedPlan: "pro" });
      if (profile) expect((await client.put("/api/business-profile", profile)).status).toBe(200);
      const res = await client.post("/api/scan-trending-products", { category: "home" });
      expect(res.status).toBe(200);
      return { ...trendScanResponseSchema.parse(res.body), basedOn: res.body.basedOn as { field: string }[] };
    };
    // A candle maker in Leeds selling on Etsy: dollars said as dollars, and Etsy named as not scanned.
    const maya = await scan({ sells: "soy candles", channels: ["etsy"], country: "GB", currency: "GBP" });
    expect(maya.notes).toHaveLength(2);
    expect(maya.notes[0]).toMatch(/^Prices are typical US marketplace prices in US dollars \(US\$\)\. The GBP figures/);
    expect(maya.notes[1]).toMatch(
      /^Trends are read on Shopify, AliExpress, Amazon, TikTok and Instagram, not on Etsy, where you sell/,
    );
    expect(maya.basedOn.map((b) => b.field).sort()).toEqual(["channels", "currency"]);
    // A tutor: the scanner says it follows products, not her service.
    const lena = await scan({ sells: "maths tutoring", channels: ["services-local"], country: "DE", currency: "EUR" });
    expect(lena.notes[1]).toMatch(/^You sell a service: the scanner follows physical products/);
    // A US dropshipper on Shopify, and a person with no profile: nothing to add.
    expect(
      (await scan({ sells: "phone accessories", channels: ["shopify"], country: "US", currency: "USD" })).notes,
    ).toEqual([]);
    expect((await scan(null)).notes).toEqual([]);
  });

  it("is deterministic offline: the same filters and catalogue give the same answer", async () => {
    const fresh = await createTestApp();
    try {
      const a = await signedInUser(app, { selectedPlan: "pro" });
      const b = await signedInUser(fresh, { selectedPlan: "pro" });
      const body = { category: "toys", platform: "amazon", minTrendScore: 70 };
      const strip = (ps: TrendingProduct[]) => ps.map((p) => [p.name, p.trendScore]);
      const first = (await a.client.post("/api/scan-trending-products", body)).body;
      const second = (await b.client.post("/api/scan-trending-products", body)).body;
      expect(strip(second.products)).toEqual(strip(first.products));
    } finally {
      await fresh.close();
    }
  });

  it("accepts 'all' and a missing platform and score (the screen's defaults)", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    const res = await client.post("/api/scan-trending-products", { category: "all" });
    expect(res.status).toBe(200);
    expect(res.body.updated + res.body.found).toBeGreaterThan(0);
  });

  it.each([
    [
      {},
      "Category must be one of: all, electronics, fashion, home, garden, office, gaming, beauty, health, fitness, pets, toys, crafts, food, automotive, other",
    ],
    [
      { category: "workspace" },
      "Category must be one of: all, electronics, fashion, home, garden, office, gaming, beauty, health, fitness, pets, toys, crafts, food, automotive, other",
    ],
    [
      { category: "all", platform: "ebay" },
      "Platform must be one of: all, shopify, aliexpress, amazon, tiktok, instagram",
    ],
    [{ category: "all", minTrendScore: 150 }, "Minimum trend score must be a number from 0 to 100"],
    [{ category: "all", minTrendScore: "lots" }, "Minimum trend score must be a number from 0 to 100"],
  ])("rejects %j with '%s' and consumes nothing", async (body, message) => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/scan-trending-products", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_error", message });
    expect(await scansUsed(app, user.id)).toBe(0);
  });

  it("gives a free user 2 scans a day; the third is refused with 402 and the limit message", async () => {
    const { user, client } = await signedInUser(app);
    for (let i = 0; i < 2; i++)
      expect((await client.post("/api/scan-trending-products", { category: "home" })).status).toBe(200);
    const third = await client.post("/api/scan-trending-products", { category: "home" });
    expect(third.status).toBe(402);
    expect(third.body.code).toBe("free_limit_reached");
    expect(third.body.message).toContain("Free trial limit reached");
    expect(third.body.message).toContain("2 free trend scans today");
    expect(await scansUsed(app, user.id)).toBe(2);
    const usage = (await client.get("/api/usage")).body.usage.trend_scan;
    expect(usage).toEqual({ limit: 2, used: 2, remaining: 0, period: "day" });
  });

  it("counts yesterday's scans in yesterday: a new day gives 2 more", async () => {
    const { user, client } = await signedInUser(app);
    const yesterday = periodKey("day", new Date(Date.now() - 86_400_000));
    await app.database.db
      .insert(usageCounters)
      .values({ userId: user.id, quota: "trend_scan", period: yesterday, used: 2 });
    expect((await client.post("/api/scan-trending-products", { category: "all" })).status).toBe(200);
  });

  it("lets exactly one of ten parallel scans through when one is left", async () => {
    const { user, client } = await signedInUser(app);
    expect((await client.post("/api/scan-trending-products", { category: "beauty" })).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/scan-trending-products", { category: "beauty" })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(9);
    expect(await scansUsed(app, user.id)).toBe(2);
  });

  it("does not limit a Pro user", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    for (let i = 0; i < 3; i++)
      expect((await client.post("/api/scan-trending-products", { category: "toys" })).status).toBe(200);
  });
});

describe("POST /api/scan-trending-products (OpenAI engine through the fake server)", () => {
  const { app: ai, fake } = useOpenAiTestApp();

  const scanned = (over: Record<string, unknown> = {}) => ({
    name: "Weighted Hula Hoop",
    platform: "tiktok",
    category: "fitness",
    price: 29.99,
    profitMargin: 45,
    shippingTime: "7-12 days",
    competitionLevel: "medium",
    trendScore: 88,
    description: "A hoop with a weighted ball on a cord; short workout clips push it.",
    ...over,
  });

  it("sends the known products in the prompt, stores the model's products in scope, and ignores the rest", async () => {
    const { user, client } = await signedInUser(ai);
    const known = (await client.get("/api/trending-products?category=fitness&platform=tiktok")).body
      .products as TrendingProduct[];
    fake.script(
      jsonReply({
        products: [
          scanned(),
          scanned({ name: known[0].name, trendScore: 41, competitionLevel: "high" }),
          scanned({ name: "Off-scope Lamp", category: "home" }),
        ],
      }),
    );
    const res = await client.post("/api/scan-trending-products", {
      category: "fitness",
      platform: "tiktok",
      minTrendScore: 70,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: 1, updated: 1 });
    expect(res.body.generation).toMatchObject({ engine: "openai" });
    const prompt = fake.requests[0].body.messages.map((m: { content: string }) => m.content).join("\n");
    expect(prompt).toContain(known[0].name);
    expect(prompt).toContain("Category: fitness");

    const after = (await client.get("/api/trending-products?category=fitness&platform=tiktok")).body
      .products as TrendingProduct[];
    expect(after.find((p) => p.name === "Weighted Hula Hoop")).toMatchObject({
      trendScore: 88,
      source: "scan",
      price: "29.99",
    });
    expect(after.find((p) => p.id === known[0].id)).toMatchObject({ trendScore: 41, competitionLevel: "high" });
    expect(
      (await client.get("/api/trending-products?category=home")).body.products.some(
        (p: TrendingProduct) => p.name === "Off-scope Lamp",
      ),
    ).toBe(false);
    expect(await scansUsed(ai, user.id)).toBe(1);
  });

  it("answers 502 after two invalid answers, storing and consuming nothing", async () => {
    const { user, client } = await signedInUser(ai);
    const before = await ai.database.db.select().from(trendingProducts);
    fake.script(jsonReply({ products: [{ name: "x" }] }), jsonReply({ nope: true }));
    const res = await client.post("/api/scan-trending-products", { category: "fitness" });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe("ai_unavailable");
    expect(fake.requests).toHaveLength(2);
    expect(await scansUsed(ai, user.id)).toBe(0);
    expect((await ai.database.db.select().from(trendingProducts)).length).toBe(before.length);
  });
});
