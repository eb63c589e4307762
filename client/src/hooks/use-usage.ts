/** The signed-in user's free runs: `GET /api/usage` → per quota key { limit, used, remaining, period }. */
import { useQuery } from "@tanstack/react-query";
import type { UsageResponse } from "@shared/contracts/usage";
import { getJson } from "@/lib/api-client";

/** Query key of the usage; a generation (or a refusal for the limit) invalidates it. */
export const USAGE_KEY = ["/api/usage"] as const;

/** Loads the usage of every quota key. */
export function useUsage() {
  return useQuery({
    queryKey: USAGE_KEY,
    queryFn: async () => (await getJson<UsageResponse>("/api/usage")) as UsageResponse,
  });
}
