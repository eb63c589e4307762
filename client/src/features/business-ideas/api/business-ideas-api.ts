/**
 * Stored business ideas and plans, read by the endpoint table (shared/contracts/endpoints/business-ideas.ts);
 * generating them goes through useGenerator. The list of ideas is client/src/hooks/use-product-ideas.ts.
 */
import { useQuery } from "@tanstack/react-query";
import { businessIdeasEndpoints as ep } from "@shared/contracts/endpoints/business-ideas";
import { keyOf, readQuery } from "@/lib/endpoint-client";

/** The key of one idea's plans: a new plan refreshes it. */
export const plansForProductKey = (productId: number) => keyOf(ep.plansForIdea, { params: { productId } });

/** One stored idea. */
export function useProductIdea(id: number) {
  return useQuery({
    ...readQuery(ep.item, { params: { id: Number.isFinite(id) ? id : 0 } }),
    enabled: Number.isFinite(id),
  });
}

/** The plans of one idea. */
export function usePlansForProduct(productId: number) {
  return useQuery({
    ...readQuery(ep.plansForIdea, { params: { productId: Number.isFinite(productId) ? productId : 0 } }),
    enabled: Number.isFinite(productId),
  });
}
