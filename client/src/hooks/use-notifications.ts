/**
 * The notifications centre's API (shared/contracts/notifications.ts): the list with the unread count, polled
 * every minute (and when the window regains focus) so the header's bell stays current; mark read.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "@shared/contracts/notifications";
import { apiJson, getJson } from "@/lib/api-client";
import { NOTIFICATIONS_KEY } from "@/lib/query-keys";
/** How often the bell asks for new notices. */
const POLL_MS = 60_000;

type NotificationList = { notifications: Notification[]; unread: number };

/** The latest notices and how many are unread. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async () => (await getJson<NotificationList>("/api/notifications")) as NotificationList,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks the given notices (or all) read; the list and count refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | "all") =>
      apiJson<{ unread: number }>("POST", "/api/notifications/read", ids === "all" ? { all: true } : { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
