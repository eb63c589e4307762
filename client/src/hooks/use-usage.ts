/** The signed-in user's free runs: `GET /api/usage` → per quota key { limit, used, remaining, period }. */
import { useQuery } from "@tanstack/react-query";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { keyOf, readQuery } from "@/lib/endpoint-client";

/** Query key of the usage (["/api/usage"], as lib/query-keys.ts names it); a generation or a refusal for the limit invalidates it. */
export const USAGE_KEY = keyOf(generationsEndpoints.usage);

/** Loads the usage of every quota key. */
export function useUsage() {
  return useQuery(readQuery(generationsEndpoints.usage));
}
