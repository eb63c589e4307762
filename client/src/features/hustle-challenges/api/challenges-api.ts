/** Hustle challenges: the list with this user's progress, joining and ticking (each refreshes the list and the user's XP). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChallengeListResponse, ChallengeResponse, ChallengeStepResponse } from "@shared/contracts/challenges";
import { apiJson, getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

export const CHALLENGES_KEY = ["/api/challenges"] as const;

/** Every challenge with the user's progress, and the statistics strip. */
export function useChallenges() {
  return useQuery({ queryKey: CHALLENGES_KEY, queryFn: async () => (await getJson<ChallengeListResponse>("/api/challenges"))! });
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

export function useTickStep() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ challengeId, stepId, completed }: { challengeId: number; stepId: number; completed: boolean }) =>
      apiJson<ChallengeStepResponse>("PATCH", `/api/challenges/${challengeId}/steps/${stepId}`, { completed }),
    onSuccess: (data) => refresh(data.challenge),
  });
}
