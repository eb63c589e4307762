/**
 * GET /api/stats (docs/decisions/1440-figures-are-counted.md): public, every figure counted from the rows, the
 * user count only from USERS_SHOWN_FROM enabled accounts up, and the fair-use ceiling the server really enforces.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser, uniqueSuffix } from "../support/factories";
import { publicStatsSchema, USERS_SHOWN_FROM } from "../../shared/contracts/stats";
import { challenges, suppliers, users } from "../../shared/schema";
import { microNiches, sideHustles, trendingProducts } from "../../shared/schema/catalogues";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { FAIR_USE_DAILY_LIMIT: "37" } });
  // The supplier catalogue is seeded as the app starts; a supplier read waits for it.
  const { client } = await signedInUser(app);
  expect((await client.get("/api/suppliers")).status).toBe(200);
});
afterAll(async () => {
  await app?.close();
});

const stats = async () => {
  const res = await app.client().get("/api/stats");
  expect(res.status).toBe(200);
  return publicStatsSchema.parse(res.body);
};
const countOf = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

describe("GET /api/stats", () => {
  it("answers signed out with the catalogue sizes as counted in the database", async () => {
    const { db } = app.database;
    const body = await stats();
    expect(body.catalogues).toEqual({
      trendingProducts: await countOf(db.select({ n: count() }).from(trendingProducts)),
      sideHustles: await countOf(db.select({ n: count() }).from(sideHustles).where(eq(sideHustles.isActive, true))),
      microNiches: await countOf(db.select({ n: count() }).from(microNiches).where(eq(microNiches.isActive, true))),
      suppliers: await countOf(db.select({ n: count() }).from(suppliers)),
      verifiedSuppliers: await countOf(db.select({ n: count() }).from(suppliers).where(eq(suppliers.verified, true))),
      averageTrendMargin: Math.round(
        Number(
          (await db.select({ m: sql<string>`avg(${trendingProducts.profitMargin})` }).from(trendingProducts))[0]?.m,
        ),
      ),
      challenges: await countOf(db.select({ n: count() }).from(challenges)),
    });
    expect(body.catalogues.suppliers).toBeGreaterThan(0);
    expect(body.catalogues.trendingProducts).toBeGreaterThan(0);
    expect(body.fairUseDailyLimit).toBe(37);
  });

  it("gives no user count below the minimum, then the exact count of enabled accounts from it up", async () => {
    const { db } = app.database;
    const enabled = () => countOf(db.select({ n: count() }).from(users).where(eq(users.isActive, true)));
    expect(await enabled()).toBeLessThan(USERS_SHOWN_FROM);
    expect((await stats()).users).toBeNull();

    const missing = USERS_SHOWN_FROM - (await enabled());
    const rows = (n: number, isActive: boolean) =>
      Array.from({ length: n }, () => {
        const s = uniqueSuffix();
        return { email: `stats-${s}@example.test`, username: `stats_${s}`, isActive };
      });
    await db.insert(users).values(rows(missing - 1, true));
    await db.insert(users).values(rows(5, false)); // disabled accounts are not counted
    expect(await enabled()).toBe(USERS_SHOWN_FROM - 1);
    expect((await stats()).users).toBeNull();

    await db.insert(users).values(rows(1, true));
    expect((await stats()).users).toBe(USERS_SHOWN_FROM);
  });
});
