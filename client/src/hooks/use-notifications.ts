/**
 * The notifications centre's API (shared/contracts/endpoints/notifications.ts): the list with the unread count,
 * polled every minute (and when the window regains focus) so the header's bell stays current; mark read.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notificationsEndpoints as ep } from "@shared/contracts/endpoints/notifications";
import { call, readQuery } from "@/lib/endpoint-client";
import { NOTIFICATIONS_KEY } from "@/lib/query-keys";
/** How often the bell asks for new notices. */
const POLL_MS = 60_000;

/** The latest notices and how many are unread. */
export function useNotifications() {
  return useQuery({ ...readQuery(ep.list), refetchInterval: POLL_MS, refetchOnWindowFocus: true });
}

/** Marks the given notices (or all) read; the list and count refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | "all") => call(ep.markRead, { body: ids === "all" ? { all: true } : { ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
