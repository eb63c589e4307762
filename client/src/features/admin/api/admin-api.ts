/** Admin API hooks: stats, one page of users, and the plan change (which refreshes both). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminFilter, AdminStats, AdminUpgradeResponse, AdminUsersResponse } from "@shared/contracts/admin";
import type { Plan } from "@shared/contracts/auth";
import { apiJson, errorDetail, getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY, USAGE_KEY } from "@/lib/query-keys";
import { toast } from "@/hooks/use-toast";
import { displayName } from "../format";

export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;
export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;

export type AdminUsersParams = { filter: AdminFilter; search: string; page: number; pageSize: number };

/** The six figures of the stat cards. */
export function useAdminStats() {
  return useQuery({
    queryKey: ADMIN_STATS_KEY,
    queryFn: async () => (await getJson<AdminStats>("/api/admin/stats"))!,
  });
}

function usersUrl({ filter, search, page, pageSize }: AdminUsersParams): string {
  const params = new URLSearchParams({ filter, page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set("search", search.trim());
  return `/api/admin/users?${params}`;
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: [...ADMIN_USERS_KEY, params],
    queryFn: async () => (await getJson<AdminUsersResponse>(usersUrl(params)))!,
    placeholderData: keepPreviousData,
  });
}

/**
 * Moves a user to a plan, shows the toast of docs/spec-notes.md#error-display, then refreshes the users and the stats.
 * The toasts live here, not in mutate() callbacks: the row's button unmounts when the refreshed list no
 * longer holds the user (a downgrade under the Pro filter), and mutate() callbacks then never fire.
 */
export function useChangeUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { userId: number; targetPlan: Plan }) =>
      apiJson<AdminUpgradeResponse>("POST", "/api/admin/upgrade-user", vars),
    onSuccess: (data, vars) =>
      toast({
        // The specification names the upgrade toast (docs/spec-notes.md#error-display); a downgrade says what happened.
        title: vars.targetPlan === "pro" ? "User Upgraded Successfully" : "User Downgraded Successfully",
        description: `${displayName(data.user)} is now on the ${vars.targetPlan} plan.`,
        variant: "success",
      }),
    onError: (err) =>
      toast({
        title: "Upgrade Failed",
        description: errorDetail(err) || "Failed to upgrade user",
        variant: "destructive",
      }),
    // After a failure too: a 409 means this screen was out of date (another admin changed the plan).
    // The current user and usage too: an admin who changes their own plan sees the header's badge follow.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
      ]),
  });
}
