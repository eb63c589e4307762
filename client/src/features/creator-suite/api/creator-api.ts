/**
 * The content library's calls (the history, only while the library tab is open, and delete one), derived from the
 * endpoint table (shared/contracts/endpoints/creator-suite.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { creatorSuiteEndpoints as ep } from "@shared/contracts/endpoints/creator-suite";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

export const CREATOR_HISTORY_KEY = keyOf(ep.history);

/** The user's pieces; `enabled` is the library tab being open (docs/spec-notes.md#states-and-transitions). */
export function useContentLibrary(enabled: boolean) {
  return useQuery({ ...readQuery(ep.history), enabled });
}

/** Deletes one piece and refreshes the library. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ep.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_HISTORY_KEY }),
  });
}
