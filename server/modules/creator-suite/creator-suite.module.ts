/** The Creative Suite area: the content generator (stores each piece) and the content library. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { creatorSuiteTool } from "../../ai/tools/creator-suite.tool";
import { createCreatorRouter } from "./creator-suite.routes";
import { creatorGeneratorHooks } from "./creator-suite.service";

export const creatorSuiteModule = defineModule({
  name: "creator-suite",
  routes: createCreatorRouter,
  tools: [
    registerTool(creatorSuiteTool, { endpoint: generationsEndpoints.creatorContent, hooks: creatorGeneratorHooks }),
  ],
});
