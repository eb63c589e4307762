/**
 * The market analysis tool's storage hook for runGenerator(): the analysis is saved in `market_analysis`
 * (same transaction as the history row) and answered as `{ analysis }` (decisions D1).
 */
import type { z } from "zod";
import { marketIndustryLabel, type MarketAnalysisOutput } from "../../../shared/contracts/market-analysis";
import type { marketAnalysisTool } from "../../ai/tools/market-analysis.tool";
import type { GeneratorHooks } from "../../ai/run-generator";
import { createMarketAnalysisRepository } from "./market-analysis.repository";
import { presentMarketAnalysis } from "./market-analysis.presenter";

type Tool = typeof marketAnalysisTool;

export const marketAnalysisHooks: GeneratorHooks<Tool["input"], Tool["output"]> = {
  async persist({ ctx, tx, user, input, output }) {
    // What the user asked for is not the model's to change: echo the request, not the answer's copy of it.
    const analysis: MarketAnalysisOutput = {
      ...(output as z.infer<Tool["output"]>),
      industry: marketIndustryLabel(input.industry),
      targetMarket: input.targetMarket,
      location: input.location,
    };
    const row = await createMarketAnalysisRepository(ctx.db).insert(user.id, analysis, tx);
    return { analysis: presentMarketAnalysis(row.id, analysis, row.createdAt) };
  },
};
