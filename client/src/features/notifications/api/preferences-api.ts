/** `GET/PUT /api/notifications/preferences` (shared/contracts/notifications.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferences, UpdatePreferences } from "@shared/contracts/notifications";
import { apiJson, getJson } from "@/lib/api-client";

const PREFERENCES_KEY = ["/api/notifications/preferences"] as const;
type Answer = { preferences: NotificationPreferences };

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => ((await getJson<Answer>("/api/notifications/preferences")) as Answer).preferences,
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdatePreferences) => apiJson<Answer>("PUT", "/api/notifications/preferences", patch),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer.preferences),
  });
}
