/**
 * Tracked ideas: the list query and the writes (create-then-score, edit, delete, score), each refreshing the list;
 * derived from the endpoint table (shared/contracts/endpoints/idea-tracker.ts).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { ideaTrackerEndpoints as ep } from "@shared/contracts/endpoints/idea-tracker";
import { call, keyOf } from "@/lib/endpoint-client";
import { USAGE_KEY } from "@/lib/query-keys";

export { useTrackedIdeas } from "@/hooks/use-tracked-ideas";

/** Every read of the tracker (the list, an idea's evidence and history, a validation's idea) starts with this key. */
const TRACKED_IDEAS_KEY = keyOf(ep.list);

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
    mutationFn: (body: BodyOf<typeof ep.create>) => call(ep.create, { body }),
    onSettled: refresh,
  });
}

export function useUpdateIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: BodyOf<typeof ep.update> & { id: number }) =>
      call(ep.update, { params: { id }, body: changes }),
    onSettled: refresh,
  });
}

export function useDeleteIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(ep.remove, { params: { id } }),
    onSettled: refresh,
  });
}

export function useScoreIdea() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(ep.score, { params: { id } }),
    onSettled: refresh,
  });
}
