/** Stored business ideas and plans: fetchers, query keys and hooks (generating them goes through useGenerator). */
import { useQuery } from "@tanstack/react-query";
import type { ProductIdea } from "@shared/contracts/business-ideas";
import type { BusinessPlan } from "@shared/contracts/business-plans";
import { getJson } from "@/lib/api-client";

export const PRODUCT_IDEAS_KEY = ["/api/product-ideas"] as const;
export const productIdeaKey = (id: number) => ["/api/product-ideas", id] as const;
export const plansForProductKey = (id: number) => ["/api/business-plans/product", id] as const;

/** The user's stored ideas, newest first. */
export function useProductIdeas() {
  return useQuery({
    queryKey: PRODUCT_IDEAS_KEY,
    queryFn: async () => (await getJson<{ products: ProductIdea[] }>("/api/product-ideas"))!,
  });
}

/** One stored idea. */
export function useProductIdea(id: number) {
  return useQuery({
    queryKey: productIdeaKey(id),
    queryFn: async () => (await getJson<{ product: ProductIdea }>(`/api/product-ideas/${id}`))!,
    enabled: Number.isFinite(id),
  });
}

/** The plans of one idea. */
export function usePlansForProduct(productId: number) {
  return useQuery({
    queryKey: plansForProductKey(productId),
    queryFn: async () => (await getJson<{ plans: BusinessPlan[] }>(`/api/business-plans/product/${productId}`))!,
    enabled: Number.isFinite(productId),
  });
}
