/** An idea's evidence log and score history: the list queries and the writes (add, delete, re-score). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateEvidenceRequest, Evidence, ScoreHistoryEntry } from "@shared/contracts/idea-evidence";
import type { TrackedIdeaResponse } from "@shared/contracts/idea-tracker";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";
import { TRACKED_IDEAS_KEY, USAGE_KEY } from "@/lib/query-keys";

const evidenceKey = (id: number) => [...TRACKED_IDEAS_KEY, id, "evidence"] as const;
const historyKey = (id: number) => [...TRACKED_IDEAS_KEY, id, "score-history"] as const;

export function useEvidence(id: number) {
  return useQuery({
    queryKey: evidenceKey(id),
    queryFn: async () => (await getJson<{ evidence: Evidence[] }>(`/api/business-ideas/${id}/evidence`))!.evidence,
    enabled: Number.isInteger(id),
  });
}

export function useScoreHistory(id: number) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async () =>
      (await getJson<{ history: ScoreHistoryEntry[] }>(`/api/business-ideas/${id}/score-history`))!.history,
    enabled: Number.isInteger(id),
  });
}

export function useAddEvidence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEvidenceRequest) =>
      apiJson<{ evidence: Evidence }>("POST", `/api/business-ideas/${id}/evidence`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKey(id) }),
  });
}

export function useDeleteEvidence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (evidenceId: number) => apiRequest("DELETE", `/api/business-ideas/${id}/evidence/${evidenceId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evidenceKey(id) }),
  });
}

/** Re-scores the idea from its evidence; refreshes the idea, its history and the allowance. */
export function useRescore(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TrackedIdeaResponse>("POST", `/api/business-ideas/${id}/score`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TRACKED_IDEAS_KEY });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });
}
