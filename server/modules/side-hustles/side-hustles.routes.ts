/**
 * Side hustles (signed-in users): `GET /api/side-hustles` → `{ hustles, reviewedAt }`, `GET /api/side-hustles/:id`
 * → `{ hustle }`, `POST /api/side-hustles/:id/bookmark` → `{ bookmarked: true }`, `DELETE` → 204,
 * `PATCH /api/side-hustles/:id/checklist { kind, index, done }` → `{ checklist }`.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { sideHustlesEndpoints as ep } from "../../../shared/contracts/endpoints/side-hustles";
import { createSideHustlesService } from "./side-hustles.service";
import { hustleCatalogue } from "./side-hustles.seed";

export function createSideHustlesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createSideHustlesService(ctx.db);

  routes.serve(ep.list, async ({ user, query }) => ({
    hustles: await service.list(user.id, query),
    reviewedAt: hustleCatalogue.reviewedAt,
  }));

  routes.serve(ep.item, async ({ user, params }) => ({
    hustle: await service.detail(user.id, params.id),
    reviewedAt: hustleCatalogue.reviewedAt,
  }));

  routes.serve(ep.bookmark, async ({ user, params }) => service.setBookmark(user.id, params.id, true));

  routes.serve(ep.unbookmark, async ({ user, params }) => {
    await service.setBookmark(user.id, params.id, false);
  });

  routes.serve(ep.tick, async ({ user, params, body }) => ({
    checklist: await service.tick(user.id, params.id, body),
  }));

  return routes.router;
}
