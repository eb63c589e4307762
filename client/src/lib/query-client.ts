/** React Query defaults (docs/spec-notes.md#calls): no retries, no refetch on focus, no polling, never stale. */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson, type UnauthorizedBehavior } from "./api-client";

/** Default query function: the query key's first element is the URL. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => getJson<T>(queryKey.join("/") as string, options.on401);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
