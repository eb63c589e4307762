/** The product's own figures (GET /api/stats, public): catalogue sizes, the user count from its minimum up. */
import { useQuery } from "@tanstack/react-query";
import { statsEndpoints } from "@shared/contracts/endpoints/stats";
import { readQuery } from "@/lib/endpoint-client";

export function usePublicStats() {
  return useQuery({ ...readQuery(statsEndpoints.public), staleTime: 5 * 60_000 });
}
