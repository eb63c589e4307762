/** The Launch Roadmap: the generator that writes it, and its progress kept on the server. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { launchRoadmapTool } from "../../ai/tools/launch-roadmap.tool";
import { roadmapResponseSchema } from "../../../shared/contracts/roadmap";
import { createRoadmapRouter } from "./roadmap.routes";
import { launchRoadmapHooks } from "./roadmap.service";

export const roadmapModule = defineModule({
  name: "roadmap",
  routes: createRoadmapRouter,
  tools: [registerTool(launchRoadmapTool, { hooks: launchRoadmapHooks, status: 201, response: roadmapResponseSchema })],
});
