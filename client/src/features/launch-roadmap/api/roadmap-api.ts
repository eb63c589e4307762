/**
 * The person's roadmap kept on the server (docs/product-rules.md#progress-on-the-server): the current one, ticking
 * steps and claiming the achievement, derived from the endpoint table (shared/contracts/endpoints/roadmap.ts).
 */
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Roadmap } from "@shared/contracts/roadmap";
import type { ResponseOf } from "@shared/contracts/endpoint";
import { roadmapEndpoints as ep } from "@shared/contracts/endpoints/roadmap";
import { roadmapProgress } from "@shared/domain/roadmap";
import { call, keyOf } from "@/lib/endpoint-client";
import { CURRENT_USER_KEY } from "@/lib/query-keys";

const CURRENT_ROADMAP_KEY = keyOf(ep.current);
type Current = ResponseOf<typeof ep.current>;

/** Puts a roadmap the person now has (a fresh one, a tick, a claim) in the current roadmap's cache. */
export function setCurrentRoadmap(queryClient: QueryClient, roadmap: Roadmap | null) {
  queryClient.setQueryData<Current>(CURRENT_ROADMAP_KEY, { roadmap });
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
      call(ep.setStep, { params: { id: roadmapId, stepId }, body: { completed } }),
    onMutate: async ({ stepId, completed }) => {
      await queryClient.cancelQueries({ queryKey: CURRENT_ROADMAP_KEY });
      const before = queryClient.getQueryData<Current>(CURRENT_ROADMAP_KEY)?.roadmap;
      if (before) setCurrentRoadmap(queryClient, withStep(before, stepId, completed));
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) setCurrentRoadmap(queryClient, context.before);
    },
    onSuccess: ({ roadmap }) => {
      setCurrentRoadmap(queryClient, roadmap);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export function useClaimAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roadmapId: number) => call(ep.claim, { params: { id: roadmapId } }),
    onSuccess: ({ roadmap }) => setCurrentRoadmap(queryClient, roadmap),
  });
}
