/** The market analysis area: stored analyses and the generator that creates them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { marketAnalysisTool } from "../../ai/tools/market-analysis.tool";
import { marketAnalysisResponseSchema } from "../../../shared/contracts/market-analysis";
import { createMarketAnalysisRouter } from "./market-analysis.routes";
import { marketAnalysisHooks } from "./market-analysis.service";

export const marketAnalysisModule = defineModule({
  name: "market-analysis",
  routes: createMarketAnalysisRouter,
  tools: [
    registerTool(marketAnalysisTool, {
      hooks: marketAnalysisHooks,
      status: 201,
      response: marketAnalysisResponseSchema,
    }),
  ],
});
