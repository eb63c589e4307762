/** Public server configuration (providers, payments, AI engine): GET /api/config. */
import { useQuery } from "@tanstack/react-query";
import { opsEndpoints } from "@shared/contracts/endpoints/ops";
import { readQuery } from "@/lib/endpoint-client";

export function useConfig() {
  return useQuery(readQuery(opsEndpoints.config));
}
