/** The content library's calls: GET /api/creator/history (only while the library tab is open) and DELETE. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentPiece } from "@shared/contracts/creator-suite";
import { apiRequest, getJson } from "@/lib/api-client";

export const CREATOR_HISTORY_KEY = ["/api/creator/history"] as const;

/** The user's pieces; `enabled` is the library tab being open (docs/spec-notes.md#states-and-transitions). */
export function useContentLibrary(enabled: boolean) {
  return useQuery({
    queryKey: CREATOR_HISTORY_KEY,
    queryFn: async () => (await getJson<ContentPiece[]>("/api/creator/history")) ?? [],
    enabled,
  });
}

/** Deletes one piece and refreshes the library. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/creator/history/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_HISTORY_KEY }),
  });
}
