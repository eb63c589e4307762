/** The current user: 401 is "signed out", not retried, no refetch on focus, cached 5 minutes. */
import { useQuery } from "@tanstack/react-query";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { callOrNull, keyOf } from "@/lib/endpoint-client";

/**
 * The current user's key (GET /api/auth/user, derived from its entry; @/lib/query-keys' CURRENT_USER_KEY is the same,
 * not imported here so that the sign-in screen does not load the other areas' keys).
 */
export const USER_KEY = keyOf(authEndpoints.user);
export const USER_CACHE_MS = 5 * 60 * 1000;

/** True for the current user's query (sign-out keeps it, as "nobody", and drops every other read). */
export const isUserQuery = (key: readonly unknown[]) =>
  key.length === USER_KEY.length && USER_KEY.every((part, i) => key[i] === part);

export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: () => callOrNull(authEndpoints.user),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: USER_CACHE_MS,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isPro: user?.selectedPlan === "pro",
    isAdmin: user?.isAdmin === "true",
  };
}
