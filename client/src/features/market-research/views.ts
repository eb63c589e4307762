/** What the market page shows: a fresh answer of POST /api/market-analysis, or one reopened from the history. */
import type { MarketAnalysisOutput } from "@shared/contracts/market-analysis";
import { marketAnalysisOutputSchema } from "@shared/contracts/market-analysis";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { ResponseOf } from "@shared/contracts/endpoint";
import type { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import type { Shown } from "@/hooks/use-generator";

/** The answer of POST /api/market-analysis. */
export type MarketAnalysisResult = ResponseOf<typeof generationsEndpoints.marketAnalysis>;

/** A fresh analysis, or one reopened from the history (which has no stored id). */
export type MarketAnalysisView = MarketAnalysisOutput & {
  generatedAt: string;
  engine?: GenerationMeta["engine"];
  model?: string;
  /** The stored analysis (fresh results): shares and exports. */ id?: number;
};

/** The view of a fresh result. */
export function viewOfResult(result: MarketAnalysisResult): Shown<MarketAnalysisView> {
  const view = { ...result.analysis, engine: result.generation.engine, model: result.generation.model };
  return { view, key: `g${result.generation.id}`, generationId: result.generation.id };
}

/** The view of a reopened generation; null when its stored output no longer fits the contract. */
export function viewOfGeneration(generation: GenerationDetail): MarketAnalysisView | null {
  const parsed = marketAnalysisOutputSchema.safeParse(generation.output);
  if (!parsed.success) return null;
  return { ...parsed.data, generatedAt: generation.createdAt, engine: generation.engine, model: generation.model };
}
