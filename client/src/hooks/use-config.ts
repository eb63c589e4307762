/** Public server configuration (providers, payments, AI engine). */
import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/contracts/auth";
import { getJson } from "@/lib/api-client";

export function useConfig() {
  return useQuery({
    queryKey: ["/api/config"],
    queryFn: () => getJson<PublicConfig>("/api/config") as Promise<PublicConfig>,
  });
}
