/** Micro niches (signed-in users): `GET /api/micro-niches` → `{ niches, reviewedAt }`, `GET /api/micro-niches/:id` → `{ niche }`. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { NotFoundError } from "../../http/errors";
import { idParamsSchema } from "../../../shared/contracts/common";
import {
  microNicheResponseSchema,
  microNichesQuerySchema,
  microNichesResponseSchema,
} from "../../../shared/contracts/micro-niches";
import { createMicroNichesRepository } from "./micro-niches.repository";
import { presentMicroNiche } from "./micro-niches.presenter";
import { nicheCatalogue } from "./micro-niches.seed";

export function createMicroNichesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createMicroNichesRepository(ctx.db);

  routes.get(
    "/micro-niches",
    { access: "micro-niches", query: microNichesQuerySchema, response: microNichesResponseSchema },
    async ({ query }) => ({
      niches: (await repo.list(query)).map(presentMicroNiche),
      reviewedAt: nicheCatalogue.reviewedAt,
    }),
  );

  routes.get(
    "/micro-niches/:id",
    { access: "micro-niches", params: idParamsSchema, response: microNicheResponseSchema },
    async ({ params }) => {
      const row = await repo.find(params.id);
      if (!row) throw new NotFoundError("Micro niche not found");
      return { niche: presentMicroNiche(row), reviewedAt: nicheCatalogue.reviewedAt };
    },
  );

  return routes.router;
}
