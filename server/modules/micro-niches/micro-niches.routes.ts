/** Micro niches (signed-in users): `GET /api/micro-niches` → `{ niches, reviewedAt }`, `GET /api/micro-niches/:id` → `{ niche }`. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { NotFoundError } from "../../http/errors";
import { microNichesEndpoints as ep } from "../../../shared/contracts/endpoints/micro-niches";
import { createMicroNichesRepository } from "./micro-niches.repository";
import { presentMicroNiche } from "./micro-niches.presenter";
import { nicheCatalogue } from "./micro-niches.seed";

export function createMicroNichesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createMicroNichesRepository(ctx.db);

  routes.serve(ep.list, async ({ query }) => ({
    niches: (await repo.list(query)).map(presentMicroNiche),
    reviewedAt: nicheCatalogue.reviewedAt,
  }));

  routes.serve(ep.item, async ({ params }) => {
    const row = await repo.find(params.id);
    if (!row) throw new NotFoundError("Micro niche not found");
    return { niche: presentMicroNiche(row), reviewedAt: nicheCatalogue.reviewedAt };
  });

  return routes.router;
}
