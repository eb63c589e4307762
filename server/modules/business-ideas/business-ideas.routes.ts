/**
 * Product ideas and business plans (the generators themselves are the module's registered tools). Owner only:
 * GET/PATCH/DELETE /api/product-ideas/:id, GET /api/product-ideas, GET /api/business-plans/:id and
 * GET /api/business-plans/product/:productId. The full CRUD example new tools copy.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import {
  productIdeaListResponseSchema,
  productIdeaParamsSchema,
  productIdeaResponseSchema,
  productIdeaUpdateSchema,
} from "../../../shared/contracts/business-ideas";
import {
  businessPlanListResponseSchema,
  businessPlanParamsSchema,
  businessPlanProductParamsSchema,
  businessPlanResponseSchema,
} from "../../../shared/contracts/business-plans";
import { createBusinessIdeasService } from "./business-ideas.service";
import { presentBusinessPlan, presentProductIdea } from "./business-ideas.presenter";

export function createBusinessIdeasRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const ideas = createBusinessIdeasService(ctx);

  routes.get(
    "/product-ideas",
    { access: "business-ideas", response: productIdeaListResponseSchema },
    async ({ user }) => ({
      products: (await ideas.listIdeas(user.id)).map(presentProductIdea),
    }),
  );

  const one = {
    access: "business-ideas",
    params: productIdeaParamsSchema,
    response: productIdeaResponseSchema,
  } as const;
  routes.get("/product-ideas/:id", one, async ({ user, params }) => ({
    product: presentProductIdea(await ideas.getIdea(user.id, params.id)),
  }));

  routes.patch("/product-ideas/:id", { ...one, body: productIdeaUpdateSchema }, async ({ user, params, body }) => ({
    product: presentProductIdea(await ideas.updateIdea(user.id, params.id, body)),
  }));

  routes.delete(
    "/product-ideas/:id",
    { access: "business-ideas", params: productIdeaParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await ideas.deleteIdea(user.id, params.id);
    },
  );

  // Plans are Pro-only to create; reading one you own stays possible after a downgrade.
  const byProduct = {
    access: "business-ideas",
    params: businessPlanProductParamsSchema,
    response: businessPlanListResponseSchema,
  } as const;
  routes.get("/business-plans/product/:productId", byProduct, async ({ user, params }) => ({
    plans: (await ideas.plansForIdea(user.id, params.productId)).map(presentBusinessPlan),
  }));

  const plan = {
    access: "business-ideas",
    params: businessPlanParamsSchema,
    response: businessPlanResponseSchema,
  } as const;
  routes.get("/business-plans/:id", plan, async ({ user, params }) => ({
    plan: presentBusinessPlan(await ideas.getPlan(user.id, params.id)),
  }));

  return routes.router;
}
