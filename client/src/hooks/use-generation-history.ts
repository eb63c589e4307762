/** The signed-in user's past generations of one tool (GET /api/generations?tool=), and one reopened. */
import type { ToolId } from "@shared/tools/manifest";
import { useMutation, useQuery } from "@tanstack/react-query";
import { generationsEndpoints as ep } from "@shared/contracts/endpoints/generations";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

/** Query key of a tool's history; generators invalidate it after a success. */
export const generationHistoryKey = (tool: ToolId) => keyOf(ep.list, { query: { tool } });

/** Lists the recent generations of `tool`. */
export function useGenerationHistory(tool: ToolId) {
  return useQuery(readQuery(ep.list, { query: { tool } }));
}

/** Fetches one past generation with its output. */
export function fetchGeneration(id: number) {
  return call(ep.item, { params: { id } });
}

/** Reopens a generation: resolves to its detail (with output). */
export function useReopenGeneration() {
  return useMutation({ mutationFn: fetchGeneration });
}
