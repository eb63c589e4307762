/** POST /api/market-analysis: runs one analysis; a success refreshes the tool's history. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MarketAnalysis, MarketAnalysisOutput, MarketAnalysisRequest } from "@shared/contracts/market-analysis";
import { marketAnalysisOutputSchema } from "@shared/contracts/market-analysis";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { ToolId } from "@shared/tools/manifest";
import { apiJson } from "@/lib/api-client";
import { generationHistoryKey } from "@/features/ai";

export const MARKET_TOOL: ToolId = "market-analysis";

export type MarketAnalysisResult = { analysis: MarketAnalysis; generation: GenerationMeta };

/** What the page shows: a fresh analysis, or one reopened from the history (which has no stored id). */
export type MarketAnalysisView = MarketAnalysisOutput & { generatedAt: string; engine?: GenerationMeta["engine"]; model?: string };

/** Runs an analysis. */
export function useGenerateMarketAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarketAnalysisRequest) => apiJson<MarketAnalysisResult>("POST", "/api/market-analysis", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationHistoryKey(MARKET_TOOL) }),
  });
}

/** The view of a fresh result. */
export function viewOfResult(result: MarketAnalysisResult): MarketAnalysisView {
  return { ...result.analysis, engine: result.generation.engine, model: result.generation.model };
}

/** The view of a reopened generation; null when its stored output no longer fits the contract. */
export function viewOfGeneration(generation: GenerationDetail): MarketAnalysisView | null {
  const parsed = marketAnalysisOutputSchema.safeParse(generation.output);
  if (!parsed.success) return null;
  return { ...parsed.data, generatedAt: generation.createdAt, engine: generation.engine, model: generation.model };
}
