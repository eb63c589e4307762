/**
 * Market analyses: the owner's stored analyses (another user's id is a 404, decided in the query) and the
 * generator's storage hook: the analysis is saved in `market_analysis` (same transaction as the history row)
 * and answered as `{ analysis }` (docs/product-rules.md#api-contract).
 */
import type { z } from "zod";
import type { AppContext } from "../../context";
import type { MarketAnalysisRow } from "../../../shared/schema";
import {
  marketIndustryLabel,
  type MarketAnalysis,
  type MarketAnalysisOutput,
} from "../../../shared/contracts/market-analysis";
import type { marketAnalysisTool } from "../../ai/tools/market-analysis.tool";
import type { GeneratorHooks } from "../../ai/run-generator";
import { NotFoundError } from "../../http/errors";
import { createMarketAnalysisRepository } from "./market-analysis.repository";
import { presentMarketAnalysis, presentMarketAnalysisRow } from "./market-analysis.presenter";

type Tool = typeof marketAnalysisTool;

export function createMarketAnalysisService(ctx: AppContext) {
  const repo = createMarketAnalysisRepository(ctx.db);
  return {
    /** The user's recent analyses, newest first. */
    list: (userId: number): Promise<MarketAnalysisRow[]> => repo.listForUser(userId),

    /** One of the user's analyses; a row whose stored analysis no longer parses counts as missing. */
    async get(userId: number, id: number): Promise<MarketAnalysis> {
      const row = await repo.findForUser(userId, id);
      const analysis = row ? presentMarketAnalysisRow(row) : null;
      if (!analysis) throw new NotFoundError("Market analysis not found");
      return analysis;
    },
  };
}

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
