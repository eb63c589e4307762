/** The Business Idea Tracker: the person's ideas and their AI scores (registered as the 'idea-score' tool). */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { ideaScoreTool } from "../../ai/tools/idea-score.tool";
import { createIdeaTrackerRouter } from "./idea-tracker.routes";
import { ideaScoreHooks } from "./idea-tracker.service";

export const ideaTrackerModule = defineModule({
  name: "idea-tracker",
  routes: createIdeaTrackerRouter,
  tools: [registerTool(ideaScoreTool, { endpoint: generationsEndpoints.ideaScore, hooks: ideaScoreHooks })],
});
