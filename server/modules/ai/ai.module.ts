/**
 * The AI area: the route of every registered tool, the generation history, and the tools that store nothing
 * beyond the history (their response is shaped by their own `present`).
 */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { nicheDiscoveryTool } from "../../ai/tools/niche-discovery.tool";
import { quickValidationTool } from "../../ai/tools/quick-validation.tool";
import { sideHustleGeneratorTool } from "../../ai/tools/side-hustle-generator.tool";
import { createAiRouter } from "./ai.routes";

export const aiModule = defineModule({
  name: "ai",
  routes: createAiRouter,
  tools: [
    registerTool(nicheDiscoveryTool, { endpoint: generationsEndpoints.nicheDiscovery }),
    registerTool(quickValidationTool, { endpoint: generationsEndpoints.quickValidation }),
    registerTool(sideHustleGeneratorTool, { endpoint: generationsEndpoints.sideHustles }),
  ],
});
