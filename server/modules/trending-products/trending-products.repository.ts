/**
 * Drizzle queries on trending_products: the filtered list, the products a scan refreshes, its upserts, and the
 * curated catalogue's upsert at start (trending-products.seed.ts).
 */
import { and, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { trendingProducts, type TrendingProductRow } from "../../../shared/schema";
import type { TrendingProductsQuery } from "../../../shared/contracts/trending-products";
import type { Db } from "../../db/client";
import type { DbOrTx } from "../../ai/generations.repository";

export type NewTrendingProduct = typeof trendingProducts.$inferInsert;

function where(filters: TrendingProductsQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.category) parts.push(eq(trendingProducts.category, filters.category));
  if (filters.platform) parts.push(eq(trendingProducts.platform, filters.platform));
  if (filters.minTrendScore !== undefined) parts.push(gte(trendingProducts.trendScore, filters.minTrendScore));
  return parts.length ? and(...parts) : undefined;
}

export function createTrendingProductsRepository(db: Db) {
  return {
    /** Products matching every given filter, highest score first. */
    async list(filters: TrendingProductsQuery, limit = 500): Promise<TrendingProductRow[]> {
      return db
        .select()
        .from(trendingProducts)
        .where(where(filters))
        .orderBy(desc(trendingProducts.trendScore), trendingProducts.name)
        .limit(limit);
    },

    /** Rows by slug, locked for the rest of the transaction (a scan's refresh). */
    async findBySlugsForUpdate(slugs: string[], tx: DbOrTx): Promise<TrendingProductRow[]> {
      if (slugs.length === 0) return [];
      return tx.select().from(trendingProducts).where(inArray(trendingProducts.slug, slugs)).for("update");
    },

    async insertMany(rows: NewTrendingProduct[], tx: DbOrTx): Promise<TrendingProductRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(trendingProducts)
        .values(rows)
        .onConflictDoNothing({ target: trendingProducts.slug })
        .returning();
    },

    /**
     * Upserts the curated products by slug; a score a scan refreshed after the file's review date (a newer
     * `lastUpdated`) is kept. Returns nothing.
     */
    async upsertCatalogue(rows: NewTrendingProduct[]): Promise<void> {
      const newer = sql`${trendingProducts.lastUpdated} > excluded.last_updated`;
      await db
        .insert(trendingProducts)
        .values(rows)
        .onConflictDoUpdate({
          target: trendingProducts.slug,
          set: {
            name: sql`excluded.name`,
            price: sql`excluded.price`,
            category: sql`excluded.category`,
            platform: sql`excluded.platform`,
            profitMargin: sql`excluded.profit_margin`,
            shippingTime: sql`excluded.shipping_time`,
            season: sql`excluded.season`,
            productUrl: sql`excluded.product_url`,
            description: sql`excluded.description`,
            source: sql`excluded.source`,
            competitionLevel: sql`case when ${newer} then ${trendingProducts.competitionLevel} else excluded.competition_level end`,
            trendScore: sql`case when ${newer} then ${trendingProducts.trendScore} else excluded.trend_score end`,
            trendHistory: sql`case when ${newer} then ${trendingProducts.trendHistory} else excluded.trend_history end`,
            lastUpdated: sql`greatest(${trendingProducts.lastUpdated}, excluded.last_updated)`,
          },
        });
    },

    async refresh(
      id: number,
      values: Pick<NewTrendingProduct, "trendScore" | "competitionLevel" | "trendHistory" | "lastUpdated">,
      tx: DbOrTx,
    ): Promise<TrendingProductRow> {
      const [row] = await tx.update(trendingProducts).set(values).where(eq(trendingProducts.id, id)).returning();
      return row;
    },
  };
}
