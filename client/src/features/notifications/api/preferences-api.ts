/** `GET/PUT /api/notifications/preferences` (shared/contracts/endpoints/notifications.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { notificationsEndpoints as ep } from "@shared/contracts/endpoints/notifications";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

const PREFERENCES_KEY = keyOf(ep.preferences);
type Answer = ResponseOf<typeof ep.preferences>;

export function usePreferences() {
  return useQuery({ ...readQuery(ep.preferences), select: (r) => r.preferences });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BodyOf<typeof ep.updatePreferences>) => call(ep.updatePreferences, { body: patch }),
    // The switch moves at once; a refusal puts the saved settings back.
    onMutate: (patch) => {
      const before = queryClient.getQueryData<Answer>(PREFERENCES_KEY);
      if (before && patch.timeZone === undefined)
        queryClient.setQueryData<Answer>(PREFERENCES_KEY, {
          preferences: {
            ...before.preferences,
            ...(patch.digest === undefined ? {} : { digest: patch.digest }),
            ...(patch.digestHour === undefined ? {} : { digestHour: patch.digestHour }),
            kinds: { ...before.preferences.kinds, ...patch.kinds },
          },
        });
      return { before };
    },
    onError: (_err, _patch, context) => {
      if (context?.before) queryClient.setQueryData(PREFERENCES_KEY, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData<Answer>(PREFERENCES_KEY, answer),
  });
}
