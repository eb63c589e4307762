/** Hustle challenges: the list with this user's progress, joining and ticking (each refreshes the list and the user's XP). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChallengeListResponse, ChallengeResponse, ChallengeStepResponse } from "@shared/contracts/challenges";
import { apiJson, getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

export const CHALLENGES_KEY = ["/api/challenges"] as const;

/** Every challenge with the user's progress, and the statistics strip. */
export function useChallenges() {
  return useQuery({
    queryKey: CHALLENGES_KEY,
    queryFn: async () => (await getJson<ChallengeListResponse>("/api/challenges"))!,
  });
}

/** Puts a changed challenge into the cached list at once, then refetches the list (participants, stats) and the user (XP). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (challenge?: ChallengeResponse["challenge"]) => {
    if (challenge)
      queryClient.setQueryData<ChallengeListResponse>(CHALLENGES_KEY, (old) =>
        old ? { ...old, challenges: old.challenges.map((c) => (c.id === challenge.id ? challenge : c)) } : old,
      );
    void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
}

export function useJoinChallenge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<ChallengeResponse>("POST", `/api/challenges/${id}/join`, {}),
    onSuccess: (data) => refresh(data.challenge),
  });
}

type Tick = { challengeId: number; stepId: number; completed: boolean };

/** Ticks a step: the tick shows at once (optimistic), the server's answer replaces it, a failure puts it back. */
export function useTickStep() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, stepId, completed }: Tick) =>
      apiJson<ChallengeStepResponse>("PATCH", `/api/challenges/${challengeId}/steps/${stepId}`, { completed }),
    onMutate: async ({ challengeId, stepId, completed }: Tick) => {
      await queryClient.cancelQueries({ queryKey: CHALLENGES_KEY });
      queryClient.setQueryData<ChallengeListResponse>(
        CHALLENGES_KEY,
        (old) =>
          old && {
            ...old,
            challenges: old.challenges.map((c) =>
              c.id === challengeId
                ? { ...c, steps: c.steps.map((s) => (s.id === stepId ? { ...s, completed } : s)) }
                : c,
            ),
          },
      );
    },
    onSuccess: (data) => refresh(data.challenge),
    onError: () => refresh(),
  });
}
