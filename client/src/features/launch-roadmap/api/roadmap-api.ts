/**
 * The person's roadmap kept on the server (docs/product-rules.md#progress-on-the-server): the current one, ticking
 * steps and claiming the achievement.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Roadmap } from "@shared/contracts/roadmap";
import { roadmapProgress } from "@shared/domain/roadmap";
import { apiJson, getJson } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

export const CURRENT_ROADMAP_KEY = ["/api/roadmaps/current"] as const;

export function useCurrentRoadmap() {
  return useQuery({
    queryKey: CURRENT_ROADMAP_KEY,
    queryFn: async () => (await getJson<{ roadmap: Roadmap | null }>("/api/roadmaps/current"))!.roadmap,
  });
}

/** The roadmap with one step ticked or unticked by the same rules as the server (shown at once, then confirmed). */
export function withStep(roadmap: Roadmap, stepId: number, completed: boolean): Roadmap {
  const at = roadmap.steps.findIndex((s) => s.id === stepId);
  const steps = roadmap.steps.map((s, i) =>
    i === at ? { ...s, completed } : completed && i === at + 1 ? { ...s, unlocked: true } : s,
  );
  return { ...roadmap, steps, progress: roadmapProgress(steps.filter((s) => s.completed).length, steps.length) };
}

/** Ticks or unticks a step: shown at once, the server's answer then replaces it (or the change is undone). */
export function useSetStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roadmapId, stepId, completed }: { roadmapId: number; stepId: number; completed: boolean }) =>
      apiJson<{ roadmap: Roadmap; xpAwarded: number }>("PATCH", `/api/roadmaps/${roadmapId}/steps/${stepId}`, {
        completed,
      }),
    onMutate: async ({ stepId, completed }) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_ROADMAP_KEY });
      const before = queryClient.getQueryData<Roadmap | null>(CURRENT_ROADMAP_KEY);
      if (before) queryClient.setQueryData(CURRENT_ROADMAP_KEY, withStep(before, stepId, completed));
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(CURRENT_ROADMAP_KEY, context.before);
    },
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
