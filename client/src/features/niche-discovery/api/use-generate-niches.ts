/** POST /api/generate-niches; a success refreshes the tool's history. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NicheDiscoveryOutput, NicheDiscoveryRequest } from "@shared/contracts/niche-discovery";
import type { GenerationMeta } from "@shared/contracts/generations";
import { apiJson } from "@/lib/api-client";
import { generationHistoryKey } from "@/features/ai";

export type NicheResult = NicheDiscoveryOutput & { generation?: GenerationMeta };

export const generateNiches = (body: NicheDiscoveryRequest) => apiJson<NicheResult>("POST", "/api/generate-niches", body);

/** Runs a niche discovery. */
export function useGenerateNiches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNiches,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationHistoryKey("niche-discovery") }),
  });
}
