/** The market analysis area: stored analyses and the generator that creates them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { marketAnalysisTool } from "../../ai/tools/market-analysis.tool";
import { createMarketAnalysisRouter } from "./market-analysis.routes";
import { marketAnalysisHooks } from "./market-analysis.service";

export const marketAnalysisModule = defineModule({
  name: "market-analysis",
  routes: createMarketAnalysisRouter,
  tools: [
    registerTool(marketAnalysisTool, { endpoint: generationsEndpoints.marketAnalysis, hooks: marketAnalysisHooks }),
  ],
});
