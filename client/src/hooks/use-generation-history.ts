/** The signed-in user's past generations of one tool (GET /api/generations?tool=), and one reopened. */
import type { ToolId } from "@shared/tools/manifest";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { GenerationDetailResponse, GenerationListResponse } from "@shared/contracts/generations";
import { getJson } from "@/lib/api-client";

/** Query key of a tool's history; generators invalidate it after a success. */
export const generationHistoryKey = (tool: ToolId) => ["/api/generations", tool] as const;

/** Lists the recent generations of `tool`. */
export function useGenerationHistory(tool: ToolId) {
  return useQuery({
    queryKey: generationHistoryKey(tool),
    queryFn: async () =>
      (await getJson<GenerationListResponse>(
        `/api/generations?tool=${encodeURIComponent(tool)}`,
      )) as GenerationListResponse,
  });
}

/** Fetches one past generation with its output. */
export async function fetchGeneration(id: number) {
  return (await getJson<GenerationDetailResponse>(`/api/generations/${id}`)) as GenerationDetailResponse;
}

/** Reopens a generation: resolves to its detail (with output). */
export function useReopenGeneration() {
  return useMutation({ mutationFn: fetchGeneration });
}
