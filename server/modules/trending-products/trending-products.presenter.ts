/** Presents trending products (every field listed), with the trend stage and the Crowded flag from shared/domain. */
import type { TrendingProductRow } from "../../../shared/schema";
import type { TrendingProduct } from "../../../shared/contracts/trending-products";
import { isCrowded, trendStage } from "../../../shared/domain/trend-stage";

export function presentTrendingProduct(row: TrendingProductRow): TrendingProduct {
  const history = row.trendHistory ?? [];
  const stage = trendStage(
    history.map((p) => p.score),
    row.season != null,
  );
  const competition = row.competitionLevel as TrendingProduct["competitionLevel"];
  return {
    id: row.id,
    name: row.name,
    platform: row.platform as TrendingProduct["platform"],
    category: row.category as TrendingProduct["category"],
    price: Number(row.price).toFixed(2),
    profitMargin: row.profitMargin,
    shippingTime: row.shippingTime,
    competitionLevel: competition,
    trendScore: row.trendScore,
    imageUrl: null,
    productUrl: row.productUrl,
    description: row.description,
    trendHistory: history,
    trendStage: stage,
    crowded: isCrowded(stage, competition),
    season: row.season,
    source: row.source === "scan" ? "scan" : "catalogue",
    lastUpdated: row.lastUpdated.toISOString(),
  };
}
