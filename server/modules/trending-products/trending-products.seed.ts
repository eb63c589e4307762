/**
 * Loads the curated trending products (data/trending-products.json) into trending_products at start:
 * one upsert by slug, so a restart changes nothing and an edited file updates its rows. A score a scan
 * refreshed after the file's review date is kept (the file does not roll it back).
 */
import { trendingProductsFileSchema, type TrendingProductSeed } from "../../../shared/contracts/trending-products";
import { productSearchUrl } from "../../../shared/domain/product-links";
import type { Db } from "../../db/client";
import { createTrendingProductsRepository } from "./trending-products.repository";
import file from "./data/trending-products.json";

/** The checked catalogue file. */
export const trendingCatalogue = trendingProductsFileSchema.parse(file);

/** The Monday-based week dates of `count` weekly points ending on `lastWeek` (YYYY-MM-DD). */
export function weekDates(lastWeek: string, count: number): string[] {
  const end = Date.parse(`${lastWeek}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

function rowOf(p: TrendingProductSeed, reviewedAt: string) {
  const weeks = weekDates(reviewedAt, p.trendHistory.length);
  return {
    slug: p.slug,
    name: p.name,
    price: p.price.toFixed(2),
    category: p.category,
    platform: p.platform,
    profitMargin: p.profitMargin,
    shippingTime: p.shippingTime,
    competitionLevel: p.competitionLevel,
    trendScore: p.trendHistory.at(-1)!,
    trendHistory: p.trendHistory.map((score, i) => ({ week: weeks[i], score })),
    season: p.season ?? null,
    imageUrl: null,
    productUrl: productSearchUrl(p.platform, p.name),
    description: p.description,
    source: "catalogue",
    lastUpdated: new Date(`${reviewedAt}T00:00:00Z`),
  };
}

/** Idempotent: upserts every curated product by slug. */
export async function seedTrendingProducts(db: Db): Promise<void> {
  const rows = trendingCatalogue.products.map((p) => rowOf(p, trendingCatalogue.reviewedAt));
  await createTrendingProductsRepository(db).upsertCatalogue(rows);
}
