/**
 * The trending products list, derived from the endpoint table (shared/contracts/endpoints/trending-products.ts):
 * one query per filter set; the previous list stays on screen while the next loads.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { trendingProductsEndpoints as ep } from "@shared/contracts/endpoints/trending-products";
import { keyOf, readQuery } from "@/lib/endpoint-client";

/** Every list's key starts with it: a scan refreshes them all. */
export const TRENDING_PRODUCTS_KEY = keyOf(ep.list);

export type TrendFilters = { category: string; platform: string; minTrendScore: number };

export function useTrendingProducts(f: TrendFilters) {
  // 'all' means no restriction and is left out (docs/product-rules.md#reference-catalogues).
  const query = {
    minTrendScore: f.minTrendScore,
    category: f.category === "all" ? undefined : f.category,
    platform: f.platform === "all" ? undefined : f.platform,
  };
  return useQuery({ ...readQuery(ep.list, { query }), placeholderData: keepPreviousData });
}
