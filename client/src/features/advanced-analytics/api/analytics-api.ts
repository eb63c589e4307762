/**
 * GET /api/analytics/summary keyed by range; the customers and cohorts (GET /api/analytics/cohorts) and plan
 * against actual (GET/PUT /api/finance/targets, POST /api/finance/targets/from-plan) panels, with the product ideas
 * and their saved business plans a person can take targets from; the P&L by month for MER against break-even.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AnalyticsSummary } from "@shared/contracts/analytics";
import type { ProductIdea } from "@shared/contracts/business-ideas";
import type { BusinessPlan } from "@shared/contracts/business-plans";
import type { CohortsResponse, PnlResponse, TargetInput, TargetsResponse } from "@shared/contracts/finance";
import type { AnalyticsRange } from "@shared/domain/analytics";
import { apiJson, getJson } from "@/lib/api-client";

export function useAnalyticsSummary(range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/analytics/summary", range],
    queryFn: async () => (await getJson<AnalyticsSummary>(`/api/analytics/summary?range=${range}`))!,
    enabled,
  });
}

export function useCohorts(months: string) {
  return useQuery({
    queryKey: ["/api/analytics/cohorts", months],
    queryFn: async () => (await getJson<CohortsResponse>(`/api/analytics/cohorts?months=${months}`))!,
  });
}

const TARGETS_KEY = ["/api/finance/targets"] as const;

export function useTargets(year: number) {
  return useQuery({
    queryKey: [...TARGETS_KEY, year],
    queryFn: async () => (await getJson<TargetsResponse>(`/api/finance/targets?year=${year}`))!,
    placeholderData: (previous) => previous,
  });
}

function useTargetsWrite<V>(fn: (v: V) => Promise<TargetsResponse | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARGETS_KEY }),
  });
}

export const useSaveTarget = () =>
  useTargetsWrite((body: TargetInput) => apiJson<TargetsResponse>("PUT", "/api/finance/targets", body));
export const useTargetsFromPlan = () =>
  useTargetsWrite((body: { planId: number; startMonth: string }) =>
    apiJson<TargetsResponse>("POST", "/api/finance/targets/from-plan", body),
  );

/** The person's product ideas, to choose the business plan to take targets from (the keys and answers the
 * business ideas screens cache). */
export function useProductIdeas() {
  return useQuery({
    queryKey: ["/api/product-ideas"],
    queryFn: async () => (await getJson<{ products: ProductIdea[] }>("/api/product-ideas"))!,
  });
}

export function usePlansOf(productId: number | null) {
  return useQuery({
    queryKey: ["/api/business-plans/product", productId],
    queryFn: async () => (await getJson<{ plans: BusinessPlan[] }>(`/api/business-plans/product/${productId}`))!,
    enabled: productId !== null,
  });
}

/** The P&L by month over the last 12 months (this one so far), for MER against break-even (decision 1063). */
export function useMonthlyPnl() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  return useQuery({
    queryKey: ["finance", "pnl", from, to, "month"],
    queryFn: async () => (await getJson<PnlResponse>(`/api/finance/pnl?from=${from}&to=${to}&groupBy=month`))!,
  });
}
