/** Micro niches (signed-in users): `GET /api/micro-niches` → `{ niches, reviewedAt }`, `GET /api/micro-niches/:id` → `{ niche }`. */
import { Router } from "express";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { NotFoundError } from "../../http/errors";
import { microNichesQuerySchema } from "../../../shared/contracts/micro-niches";
import { generationIdParamsSchema } from "../../../shared/contracts/generations";
import { createMicroNichesRepository } from "./micro-niches.repository";
import { presentMicroNiche } from "./micro-niches.presenter";
import { nicheCatalogue } from "./micro-niches.seed";

export function createMicroNichesRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createMicroNichesRepository(ctx.db);

  const listSchemas = { query: microNichesQuerySchema };
  router.get("/micro-niches", requireUser, validate(listSchemas), async (_req, res) => {
    const { query } = input(res, listSchemas);
    res.json({ niches: (await repo.list(query)).map(presentMicroNiche), reviewedAt: nicheCatalogue.reviewedAt });
  });

  const oneSchemas = { params: generationIdParamsSchema };
  router.get("/micro-niches/:id", requireUser, validate(oneSchemas), async (_req, res) => {
    const { params } = input(res, oneSchemas);
    const row = await repo.find(params.id);
    if (!row) throw new NotFoundError("Micro niche not found");
    res.json({ niche: presentMicroNiche(row), reviewedAt: nicheCatalogue.reviewedAt });
  });

  return router;
}
