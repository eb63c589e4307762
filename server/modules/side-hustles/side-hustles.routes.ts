/**
 * Side hustles (signed-in users): `GET /api/side-hustles` → `{ hustles, reviewedAt }`, `GET /api/side-hustles/:id`
 * → `{ hustle }`, `POST /api/side-hustles/:id/bookmark` → `{ bookmarked: true }`, `DELETE` → 204,
 * `PATCH /api/side-hustles/:id/checklist { kind, index, done }` → `{ checklist }`.
 */
import { Router } from "express";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { checklistTickSchema, sideHustleIdParamsSchema, sideHustlesQuerySchema } from "../../../shared/contracts/side-hustles";
import { createSideHustlesService } from "./side-hustles.service";
import { hustleCatalogue } from "./side-hustles.seed";

export function createSideHustlesRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createSideHustlesService(ctx.db);

  const listSchemas = { query: sideHustlesQuerySchema };
  router.get("/side-hustles", requireUser, validate(listSchemas), async (req, res) => {
    const { query } = input(res, listSchemas);
    res.json({ hustles: await service.list(currentUser(req).id, query), reviewedAt: hustleCatalogue.reviewedAt });
  });

  const oneSchemas = { params: sideHustleIdParamsSchema };
  router.get("/side-hustles/:id", requireUser, validate(oneSchemas), async (req, res) => {
    const { params } = input(res, oneSchemas);
    res.json({ hustle: await service.detail(currentUser(req).id, params.id), reviewedAt: hustleCatalogue.reviewedAt });
  });

  router.post("/side-hustles/:id/bookmark", requireUser, validate(oneSchemas), async (req, res) => {
    const { params } = input(res, oneSchemas);
    res.json(await service.setBookmark(currentUser(req).id, params.id, true));
  });

  router.delete("/side-hustles/:id/bookmark", requireUser, validate(oneSchemas), async (req, res) => {
    const { params } = input(res, oneSchemas);
    await service.setBookmark(currentUser(req).id, params.id, false);
    res.status(204).end();
  });

  const tickSchemas = { params: sideHustleIdParamsSchema, body: checklistTickSchema };
  router.patch("/side-hustles/:id/checklist", requireUser, validate(tickSchemas), async (req, res) => {
    const { params, body } = input(res, tickSchemas);
    res.json({ checklist: await service.tick(currentUser(req).id, params.id, body) });
  });

  return router;
}
