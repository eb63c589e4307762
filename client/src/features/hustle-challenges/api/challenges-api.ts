/**
 * Hustle challenges, derived from the endpoint table (shared/contracts/endpoints/challenges.ts): the list with this
 * user's progress, joining and ticking (each refreshes the list and the user's XP).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResponseOf } from "@shared/contracts/endpoint";
import { challengesEndpoints as ep } from "@shared/contracts/endpoints/challenges";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

const CHALLENGES_KEY = keyOf(ep.list);
type ChallengeList = ResponseOf<typeof ep.list>;

/** Every challenge with the user's progress, and the statistics strip. */
export function useChallenges() {
  return useQuery(readQuery(ep.list));
}

/** Puts a changed challenge into the cached list at once, then refetches the list (participants, stats) and the user (XP). */
function useRefresh() {
  const queryClient = useQueryClient();
  return (challenge?: ResponseOf<typeof ep.join>["challenge"]) => {
    if (challenge)
      queryClient.setQueryData<ChallengeList>(CHALLENGES_KEY, (old) =>
        old ? { ...old, challenges: old.challenges.map((c) => (c.id === challenge.id ? challenge : c)) } : old,
      );
    void queryClient.invalidateQueries({ queryKey: CHALLENGES_KEY });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
}

export function useJoinChallenge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(ep.join, { params: { id } }),
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
      call(ep.tickStep, { params: { id: challengeId, stepId }, body: { completed } }),
    onMutate: async ({ challengeId, stepId, completed }: Tick) => {
      await queryClient.cancelQueries({ queryKey: CHALLENGES_KEY });
      queryClient.setQueryData<ChallengeList>(
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
