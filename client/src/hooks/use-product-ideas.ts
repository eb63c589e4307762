/**
 * The person's stored product ideas (GET /api/product-ideas), read by the business ideas screen and by advanced
 * analytics' plan-against-actual panel under one cache key, so it lives here once (features may not import each other).
 */
import { useQuery } from "@tanstack/react-query";
import { businessIdeasEndpoints } from "@shared/contracts/endpoints/business-ideas";
import { keyOf, readQuery } from "@/lib/endpoint-client";

/** The key of every read of stored ideas and plans' ideas: invalidate it after a generation adds ideas. */
export const PRODUCT_IDEAS_KEY = keyOf(businessIdeasEndpoints.list);

/** The person's stored ideas, newest first (`data.products`). */
export function useProductIdeas() {
  return useQuery(readQuery(businessIdeasEndpoints.list));
}
