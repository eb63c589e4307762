/** The product's own figures (GET /api/stats, public): catalogue sizes, the user count from its minimum up. */
import { useQuery } from "@tanstack/react-query";
import type { PublicStats } from "@shared/contracts/stats";
import { getJson } from "@/lib/api-client";

export function usePublicStats() {
  return useQuery({
    queryKey: ["/api/stats"],
    queryFn: () => getJson<PublicStats>("/api/stats") as Promise<PublicStats>,
    staleTime: 5 * 60_000,
  });
}
