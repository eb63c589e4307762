/** The business ideas area's endpoints: stored product ideas and their business plans (/api/product-ideas, /api/business-plans). */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  productIdeaListResponseSchema,
  productIdeaParamsSchema,
  productIdeaResponseSchema,
  productIdeaUpdateSchema,
} from "../business-ideas";
import {
  businessPlanListResponseSchema,
  businessPlanParamsSchema,
  businessPlanProductParamsSchema,
  businessPlanResponseSchema,
} from "../business-plans";

const access = "business-ideas";

export const businessIdeasEndpoints = {
  /** The person's stored product ideas. */
  list: endpoint({ method: "GET", path: "/api/product-ideas", access, response: productIdeaListResponseSchema }),
  item: endpoint({
    method: "GET",
    path: "/api/product-ideas/:id",
    access,
    params: productIdeaParamsSchema,
    response: productIdeaResponseSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/product-ideas/:id",
    access,
    params: productIdeaParamsSchema,
    body: productIdeaUpdateSchema,
    response: productIdeaResponseSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/product-ideas/:id",
    access,
    params: productIdeaParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  /** The plans of one idea (creating one is the business-plan generator, Pro; reading stays after a downgrade). */
  plansForIdea: endpoint({
    method: "GET",
    path: "/api/business-plans/product/:productId",
    access,
    params: businessPlanProductParamsSchema,
    response: businessPlanListResponseSchema,
  }),
  plan: endpoint({
    method: "GET",
    path: "/api/business-plans/:id",
    access,
    params: businessPlanParamsSchema,
    response: businessPlanResponseSchema,
  }),
};
