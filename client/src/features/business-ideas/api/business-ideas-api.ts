/** Business ideas and plans calls: fetchers, query keys and hooks; mutations refresh what they change. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessIdeasRequest, ProductIdea } from "@shared/contracts/business-ideas";
import type { BusinessPlan, BusinessPlanRequest } from "@shared/contracts/business-plans";
import { apiJson, getJson } from "@/lib/api-client";
import { generationHistoryKey } from "@/features/ai";

export const PRODUCT_IDEAS_KEY = ["/api/product-ideas"] as const;
export const productIdeaKey = (id: number) => ["/api/product-ideas", id] as const;
export const plansForProductKey = (id: number) => ["/api/business-plans/product", id] as const;

/** The user's stored ideas, newest first. */
export function useProductIdeas() {
  return useQuery({ queryKey: PRODUCT_IDEAS_KEY, queryFn: async () => (await getJson<{ products: ProductIdea[] }>("/api/product-ideas"))! });
}

/** One stored idea. */
export function useProductIdea(id: number) {
  return useQuery({ queryKey: productIdeaKey(id), queryFn: async () => (await getJson<{ product: ProductIdea }>(`/api/product-ideas/${id}`))!, enabled: Number.isFinite(id) });
}

/** Generates three ideas; the list is refreshed after a success. */
export function useGenerateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessIdeasRequest) => apiJson<{ products: ProductIdea[] }>("POST", "/api/generate-products", body),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: PRODUCT_IDEAS_KEY });
      queryClient.invalidateQueries({ queryKey: generationHistoryKey("business-ideas") });
    },
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

/** Generates a plan (Pro); the idea's plan list is refreshed. */
export function useCreatePlan(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessPlanRequest) => apiJson<{ plan: BusinessPlan }>("POST", "/api/business-plans", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansForProductKey(productId) }),
  });
}
