/** The person's roadmap kept on the server (D11): the current one, ticking steps and claiming the achievement. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Roadmap } from "@shared/contracts/roadmap";
import { apiJson, getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

export const CURRENT_ROADMAP_KEY = ["/api/roadmaps/current"] as const;

export function useCurrentRoadmap() {
  return useQuery({ queryKey: CURRENT_ROADMAP_KEY, queryFn: async () => (await getJson<{ roadmap: Roadmap | null }>("/api/roadmaps/current"))!.roadmap });
}

/** Ticks or unticks a step; the answer replaces the cached roadmap, and the user's totalXp is refreshed. */
export function useSetStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roadmapId, stepId, completed }: { roadmapId: number; stepId: number; completed: boolean }) =>
      apiJson<{ roadmap: Roadmap; xpAwarded: number }>("PATCH", `/api/roadmaps/${roadmapId}/steps/${stepId}`, { completed }),
    onSuccess: ({ roadmap }) => {
      queryClient.setQueryData(CURRENT_ROADMAP_KEY, roadmap);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export function useClaimAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roadmapId: number) => apiJson<{ roadmap: Roadmap }>("POST", `/api/roadmaps/${roadmapId}/claim`),
    onSuccess: ({ roadmap }) => queryClient.setQueryData(CURRENT_ROADMAP_KEY, roadmap),
  });
}
