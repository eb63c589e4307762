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
    // The switch moves at once; a refusal puts the saved settings back.
    onMutate: (patch) => {
      const before = queryClient.getQueryData<NotificationPreferences>(PREFERENCES_KEY);
      if (before && patch.timeZone === undefined)
        queryClient.setQueryData(PREFERENCES_KEY, {
          ...before,
          ...(patch.digest === undefined ? {} : { digest: patch.digest }),
          ...(patch.digestHour === undefined ? {} : { digestHour: patch.digestHour }),
          kinds: { ...before.kinds, ...patch.kinds },
        });
      return { before };
    },
    onError: (_err, _patch, context) => {
      if (context?.before) queryClient.setQueryData(PREFERENCES_KEY, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer.preferences),
  });
}
