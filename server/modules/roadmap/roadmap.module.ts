/** The Launch Roadmap: the generator that writes it, and its progress kept on the server. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { launchRoadmapTool } from "../../ai/tools/launch-roadmap.tool";
import { createRoadmapRouter } from "./roadmap.routes";
import { launchRoadmapHooks } from "./roadmap.service";

export const roadmapModule = defineModule({
  name: "roadmap",
  routes: createRoadmapRouter,
  tools: [registerTool(launchRoadmapTool, { endpoint: generationsEndpoints.launchRoadmap, hooks: launchRoadmapHooks })],
});
