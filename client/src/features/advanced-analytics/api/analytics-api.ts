/** GET /api/analytics/summary, keyed by range. */
import { useQuery } from "@tanstack/react-query";
import type { AnalyticsSummary } from "@shared/contracts/analytics";
import type { AnalyticsRange } from "@shared/domain/analytics";
import { getJson } from "@/lib/api-client";

export function useAnalyticsSummary(range: AnalyticsRange, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/analytics/summary", range],
    queryFn: async () => (await getJson<AnalyticsSummary>(`/api/analytics/summary?range=${range}`))!,
    enabled,
  });
}
