/**
 * An idea's evidence log and score history: the list queries and the writes (add, delete, re-score), derived from
 * the endpoint table (shared/contracts/endpoints/idea-tracker.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { ideaTrackerEndpoints as ep } from "@shared/contracts/endpoints/idea-tracker";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { USAGE_KEY } from "@/lib/query-keys";

const evidenceKey = (id: number) => keyOf(ep.evidence, { params: { id } });

export function useEvidence(id: number) {
  return useQuery({
    ...readQuery(ep.evidence, { params: { id } }),
    select: (r) => r.evidence,
    enabled: Number.isInteger(id),
  });
}

export function useScoreHistory(id: number) {
  return useQuery({
    ...readQuery(ep.scoreHistory, { params: { id } }),
    select: (r) => r.history,
    enabled: Number.isInteger(id),
  });
}

export function useAddEvidence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.addEvidence>) => call(ep.addEvidence, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKey(id) }),
  });
}

export function useDeleteEvidence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: number) => call(ep.removeEvidence, { params: { id, evidenceId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKey(id) }),
  });
}

/** Re-scores the idea from its evidence; refreshes the idea, its history and the allowance. */
export function useRescore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep.score, { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf(ep.list) });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });
}
