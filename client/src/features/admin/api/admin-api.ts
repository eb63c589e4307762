/** Admin API hooks: stats, one page of users, and the plan change (which refreshes both). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminFilter } from "@shared/contracts/admin";
import type { BodyOf } from "@shared/contracts/endpoint";
import { adminEndpoints as ep } from "@shared/contracts/endpoints/admin";
import { errorDetail } from "@/lib/api-client";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { CURRENT_USER_KEY, USAGE_KEY } from "@/lib/query-keys";
import { toast } from "@/hooks/use-toast";
import { displayName } from "../format";

const ADMIN_STATS_KEY = keyOf(ep.stats);
/** Every page of users (each page's key starts with it). */
const ADMIN_USERS_KEY = keyOf(ep.users);

export type AdminUsersParams = { filter: AdminFilter; search: string; page: number; pageSize: number };

/** The six figures of the stat cards. */
export function useAdminStats() {
  return useQuery(readQuery(ep.stats));
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useAdminUsers({ filter, search, page, pageSize }: AdminUsersParams) {
  const query = { filter, page, pageSize, search: search.trim() || undefined };
  return useQuery({ ...readQuery(ep.users, { query }), placeholderData: keepPreviousData });
}

/**
 * Moves a user to a plan, shows the toast of docs/spec-notes.md#error-display, then refreshes the users and the stats.
 * The toasts live here, not in mutate() callbacks: the row's button unmounts when the refreshed list no
 * longer holds the user (a downgrade under the Pro filter), and mutate() callbacks then never fire.
 */
export function useChangeUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: BodyOf<typeof ep.upgradeUser>) => call(ep.upgradeUser, { body: vars }),
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
