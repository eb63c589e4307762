/** The business ideas area: stored ideas and plans, and the two generators that create them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { businessIdeasTool } from "../../ai/tools/business-ideas.tool";
import { businessPlanTool } from "../../ai/tools/business-plan.tool";
import { createBusinessIdeasRouter } from "./business-ideas.routes";
import { businessIdeasHooks, businessPlanHooks } from "./business-ideas.service";

export const businessIdeasModule = defineModule({
  name: "business-ideas",
  routes: createBusinessIdeasRouter,
  tools: [
    registerTool(businessIdeasTool, { endpoint: generationsEndpoints.businessIdeas, hooks: businessIdeasHooks }),
    registerTool(businessPlanTool, { endpoint: generationsEndpoints.businessPlan, hooks: businessPlanHooks }),
  ],
});
