/** The trending products list: one query per filter set; the previous list stays on screen while the next loads. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TrendingProductsResponse } from "@shared/contracts/trending-products";
import { getJson } from "@/lib/api-client";

export const TRENDING_PRODUCTS_KEY = ["/api/trending-products"] as const;

export type TrendFilters = { category: string; platform: string; minTrendScore: number };

function url(f: TrendFilters): string {
  const params = new URLSearchParams({ minTrendScore: String(f.minTrendScore) });
  // 'all' means no restriction and is left out (docs/product-rules.md#reference-catalogues).
  if (f.category !== "all") params.set("category", f.category);
  if (f.platform !== "all") params.set("platform", f.platform);
  return `/api/trending-products?${params}`;
}

export function useTrendingProducts(filters: TrendFilters) {
  return useQuery({
    queryKey: [...TRENDING_PRODUCTS_KEY, filters],
    queryFn: async () => (await getJson<TrendingProductsResponse>(url(filters)))!,
    placeholderData: keepPreviousData,
  });
}
