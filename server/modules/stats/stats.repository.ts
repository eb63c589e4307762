/** One query counting the catalogues and the enabled accounts (docs/decisions/1440-figures-are-counted.md). */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type ProductCounts = {
  trendingProducts: number;
  sideHustles: number;
  microNiches: number;
  suppliers: number;
  verifiedSuppliers: number;
  averageTrendMargin: number;
  challenges: number;
  users: number;
};

export function createStatsRepository(db: Db) {
  return {
    /** Every count in one round trip. */
    async counts(): Promise<ProductCounts> {
      const result = await db.execute<Record<keyof ProductCounts, string | number>>(sql`
        select
          (select count(*) from trending_products) as "trendingProducts",
          (select count(*) from side_hustles where is_active) as "sideHustles",
          (select count(*) from micro_niches where is_active) as "microNiches",
          (select count(*) from suppliers) as "suppliers",
          (select count(*) from suppliers where verified) as "verifiedSuppliers",
          (select coalesce(round(avg(profit_margin)), 0) from trending_products) as "averageTrendMargin",
          (select count(*) from challenges) as "challenges",
          (select count(*) from users where is_active) as "users"`);
      const row = result.rows[0];
      const n = (key: keyof ProductCounts) => Number(row?.[key] ?? 0);
      return {
        trendingProducts: n("trendingProducts"),
        sideHustles: n("sideHustles"),
        microNiches: n("microNiches"),
        suppliers: n("suppliers"),
        verifiedSuppliers: n("verifiedSuppliers"),
        averageTrendMargin: n("averageTrendMargin"),
        challenges: n("challenges"),
        users: n("users"),
      };
    },
  };
}
