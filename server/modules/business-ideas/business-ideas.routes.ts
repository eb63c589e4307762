/**
 * Product ideas and business plans (the generators themselves are the module's registered tools). Owner only:
 * GET/PATCH/DELETE /api/product-ideas/:id, GET /api/product-ideas, GET /api/business-plans/:id and
 * GET /api/business-plans/product/:productId. The full CRUD example new tools copy.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { businessIdeasEndpoints as ep } from "../../../shared/contracts/endpoints/business-ideas";
import { createBusinessIdeasService } from "./business-ideas.service";
import { presentBusinessPlan, presentProductIdea } from "./business-ideas.presenter";

export function createBusinessIdeasRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const ideas = createBusinessIdeasService(ctx);

  routes.serve(ep.list, async ({ user }) => ({
    products: (await ideas.listIdeas(user.id)).map(presentProductIdea),
  }));

  routes.serve(ep.item, async ({ user, params }) => ({
    product: presentProductIdea(await ideas.getIdea(user.id, params.id)),
  }));

  routes.serve(ep.update, async ({ user, params, body }) => ({
    product: presentProductIdea(await ideas.updateIdea(user.id, params.id, body)),
  }));

  routes.serve(ep.remove, async ({ user, params }) => {
    await ideas.deleteIdea(user.id, params.id);
  });

  // Plans are Pro-only to create; reading one you own stays possible after a downgrade.
  routes.serve(ep.plansForIdea, async ({ user, params }) => ({
    plans: (await ideas.plansForIdea(user.id, params.productId)).map(presentBusinessPlan),
  }));

  routes.serve(ep.plan, async ({ user, params }) => ({
    plan: presentBusinessPlan(await ideas.getPlan(user.id, params.id)),
  }));

  return routes.router;
}
