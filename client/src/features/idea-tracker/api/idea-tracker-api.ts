/** Tracked ideas: the list query and the writes (create-then-score, edit, delete, score), each refreshing the list. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateTrackedIdeaRequest,
  TrackedIdea,
  TrackedIdeaResponse,
  UpdateTrackedIdeaRequest,
} from "@shared/contracts/idea-tracker";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";
import { TRACKED_IDEAS_KEY, USAGE_KEY } from "@/lib/query-keys";

export { TRACKED_IDEAS_KEY };

export function useTrackedIdeas() {
  return useQuery({
    queryKey: TRACKED_IDEAS_KEY,
    queryFn: async () => (await getJson<{ ideas: TrackedIdea[] }>("/api/business-ideas"))!.ideas,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TRACKED_IDEAS_KEY });
    void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
  };
}

export function useCreateIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateTrackedIdeaRequest) => apiJson<TrackedIdeaResponse>("POST", "/api/business-ideas", body),
    onSettled: refresh,
  });
}

export function useUpdateIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateTrackedIdeaRequest & { id: number }) =>
      apiJson<TrackedIdeaResponse>("PATCH", `/api/business-ideas/${id}`, changes),
    onSettled: refresh,
  });
}

export function useDeleteIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/business-ideas/${id}`),
    onSettled: refresh,
  });
}

export function useScoreIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<TrackedIdeaResponse>("POST", `/api/business-ideas/${id}/score`),
    onSettled: refresh,
  });
}
