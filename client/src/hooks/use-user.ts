/** The current user: 401 is "signed out", not retried, no refetch on focus, cached 5 minutes. */
import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/contracts/auth";
import { getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

export const USER_KEY = CURRENT_USER_KEY;
export const USER_CACHE_MS = 5 * 60 * 1000;

export function useUser() {
  const query = useQuery({
    queryKey: USER_KEY,
    queryFn: () => getJson<PublicUser>("/api/auth/user", "returnNull"),
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
