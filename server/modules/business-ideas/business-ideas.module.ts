/** The business ideas area: stored ideas and plans, and the two generators that create them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { businessIdeasTool } from "../../ai/tools/business-ideas.tool";
import { businessPlanTool } from "../../ai/tools/business-plan.tool";
import { productIdeaListResponseSchema } from "../../../shared/contracts/business-ideas";
import { businessPlanResponseSchema } from "../../../shared/contracts/business-plans";
import { createBusinessIdeasRouter } from "./business-ideas.routes";
import { businessIdeasHooks, businessPlanHooks } from "./business-ideas.service";

export const businessIdeasModule = defineModule({
  name: "business-ideas",
  routes: createBusinessIdeasRouter,
  tools: [
    registerTool(businessIdeasTool, { hooks: businessIdeasHooks, response: productIdeaListResponseSchema }),
    registerTool(businessPlanTool, { hooks: businessPlanHooks, status: 201, response: businessPlanResponseSchema }),
  ],
});
