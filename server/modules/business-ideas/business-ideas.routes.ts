/** Product ideas and business plans reads (the generators themselves are registry routes). Owner only. */
import { Router } from "express";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { NotFoundError } from "../../http/errors";
import { productIdeaParamsSchema } from "../../../shared/contracts/business-ideas";
import { businessPlanParamsSchema, businessPlanProductParamsSchema } from "../../../shared/contracts/business-plans";
import { createBusinessIdeasRepository } from "./business-ideas.repository";
import { presentBusinessPlan, presentProductIdea } from "./business-ideas.presenter";

/** GET /api/product-ideas, /api/product-ideas/:id, /api/business-plans/:id, /api/business-plans/product/:productId. */
export function createBusinessIdeasRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createBusinessIdeasRepository(ctx.db);

  router.get("/product-ideas", requireUser, async (req, res) => {
    const rows = await repo.listIdeas(currentUser(req).id);
    res.json({ products: rows.map(presentProductIdea) });
  });

  const ideaSchemas = { params: productIdeaParamsSchema };
  router.get("/product-ideas/:id", requireUser, validate(ideaSchemas), async (req, res) => {
    const { params } = input(res, ideaSchemas);
    const row = await repo.findIdea(currentUser(req).id, params.id);
    if (!row) throw new NotFoundError("Product idea not found");
    res.json({ product: presentProductIdea(row) });
  });

  // Plans are Pro-only to create; reading one you own stays possible after a downgrade.
  const byProduct = { params: businessPlanProductParamsSchema };
  router.get("/business-plans/product/:productId", requireUser, validate(byProduct), async (req, res) => {
    const { params } = input(res, byProduct);
    const userId = currentUser(req).id;
    if (!(await repo.findIdea(userId, params.productId))) throw new NotFoundError("Product idea not found");
    const rows = await repo.plansForIdea(userId, params.productId);
    res.json({ plans: rows.map(presentBusinessPlan) });
  });

  const planSchemas = { params: businessPlanParamsSchema };
  router.get("/business-plans/:id", requireUser, validate(planSchemas), async (req, res) => {
    const { params } = input(res, planSchemas);
    const row = await repo.findPlan(currentUser(req).id, params.id);
    if (!row) throw new NotFoundError("Business plan not found");
    res.json({ plan: presentBusinessPlan(row) });
  });

  return router;
}
