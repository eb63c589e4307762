/**
 * Advanced Analytics' reads and writes, derived from the endpoint table: the summary keyed by range and the
 * customers and cohorts (shared/contracts/endpoints/analytics.ts); plan against actual, the targets and taking them
 * from a saved business plan (finance.ts), with the plans of a product idea (business-ideas.ts); the P&L by month
 * for MER against break-even (client/src/hooks/use-pnl.ts, the P&L screen's key).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf, QueryOf } from "@shared/contracts/endpoint";
import { analyticsEndpoints as ep } from "@shared/contracts/endpoints/analytics";
import { businessIdeasEndpoints } from "@shared/contracts/endpoints/business-ideas";
import { financeEndpoints } from "@shared/contracts/endpoints/finance";
import type { AnalyticsRange } from "@shared/domain/analytics";
import { usePnl } from "@/hooks/use-pnl";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

export function useAnalyticsSummary(range: AnalyticsRange, enabled: boolean) {
  return useQuery({ ...readQuery(ep.summary, { query: { range } }), enabled });
}

export function useCohorts(months: QueryOf<typeof ep.cohorts>["months"]) {
  return useQuery(readQuery(ep.cohorts, { query: { months } }));
}

/** Every year's targets start with this key: one year's key without its query (["/api/finance", "targets"]). */
const TARGETS_KEY = keyOf(financeEndpoints.targets, { query: { year: 2000 } }).slice(0, -1);

export function useTargets(year: number) {
  return useQuery({
    ...readQuery(financeEndpoints.targets, { query: { year } }),
    placeholderData: (previous) => previous,
  });
}

function useTargetsWrite<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TARGETS_KEY }),
  });
}

export const useSaveTarget = () =>
  useTargetsWrite((body: BodyOf<typeof financeEndpoints.saveTarget>) => call(financeEndpoints.saveTarget, { body }));
export const useTargetsFromPlan = () =>
  useTargetsWrite((body: BodyOf<typeof financeEndpoints.targetsFromPlan>) =>
    call(financeEndpoints.targetsFromPlan, { body }),
  );

/** The saved business plans of one product idea; nothing is asked before an idea is chosen. */
export function usePlansOf(productId: number | null) {
  return useQuery({
    ...readQuery(businessIdeasEndpoints.plansForIdea, { params: { productId: productId ?? 0 } }),
    enabled: productId !== null,
  });
}

/** The P&L by month over the last 12 months (this one so far), for MER against break-even (decision 1063). */
export function useMonthlyPnl() {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  return usePnl({ from, to }, "month");
}
