/** The signed-in user's free runs: `GET /api/usage` → per quota key { limit, used, remaining, period }. */
import { useQuery } from "@tanstack/react-query";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { readQuery } from "@/lib/endpoint-client";
import { USAGE_KEY } from "@/lib/query-keys";

/** Query key of the usage; a generation or a refusal for the limit invalidates it. */
export { USAGE_KEY };

/** Loads the usage of every quota key. */
export function useUsage() {
  return useQuery(readQuery(generationsEndpoints.usage));
}
