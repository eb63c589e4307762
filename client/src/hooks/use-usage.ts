/** The signed-in user's free runs left per quota (GET /api/usage), for screens that show them before a run. */
import { useQuery } from "@tanstack/react-query";
import type { QuotaKey } from "@shared/domain/plans";
import type { QuotaUsage, UsageResponse } from "@shared/contracts/usage";
import { getJson } from "@/lib/api-client";
import { USAGE_KEY } from "@/lib/query-keys";

/**
 * All quotas, refetched whenever a screen using it mounts (runs elsewhere change it); after a generation,
 * invalidate USAGE_KEY. `quota(key)` is undefined while loading.
 */
export function useUsage() {
  const query = useQuery({
    queryKey: USAGE_KEY,
    queryFn: async () => (await getJson<UsageResponse>("/api/usage"))!,
    staleTime: 0,
  });
  return {
    ...query,
    quota: (key: QuotaKey): QuotaUsage | undefined => query.data?.quotas[key],
    /** True only when the user is known to have no run left of `key` (never while loading, never for Pro). */
    isExhausted: (key: QuotaKey): boolean => query.data?.quotas[key]?.remaining === 0,
  };
}
