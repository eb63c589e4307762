/**
 * React Query defaults (docs/spec-notes.md#calls): no retries, no refetch on focus, no polling, never stale. No default
 * query function: every read names its call (`readQuery(entry, input)`, client/src/lib/endpoint-client.ts), since a
 * key is no longer a URL (docs/decisions/862-one-endpoint-table.md).
 */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
