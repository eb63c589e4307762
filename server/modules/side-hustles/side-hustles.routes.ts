/**
 * Side hustles (signed-in users): `GET /api/side-hustles` → `{ hustles, reviewedAt }`, `GET /api/side-hustles/:id`
 * → `{ hustle }`, `POST /api/side-hustles/:id/bookmark` → `{ bookmarked: true }`, `DELETE` → 204,
 * `PATCH /api/side-hustles/:id/checklist { kind, index, done }` → `{ checklist }`.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { idParamsSchema } from "../../../shared/contracts/common";
import {
  bookmarkResponseSchema,
  checklistResponseSchema,
  checklistTickSchema,
  sideHustleDetailResponseSchema,
  sideHustlesQuerySchema,
  sideHustlesResponseSchema,
} from "../../../shared/contracts/side-hustles";
import { createSideHustlesService } from "./side-hustles.service";
import { hustleCatalogue } from "./side-hustles.seed";

export function createSideHustlesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createSideHustlesService(ctx.db);

  routes.get(
    "/side-hustles",
    { access: "side-hustles", query: sideHustlesQuerySchema, response: sideHustlesResponseSchema },
    async ({ user, query }) => ({
      hustles: await service.list(user.id, query),
      reviewedAt: hustleCatalogue.reviewedAt,
    }),
  );

  const one = { access: "side-hustles", params: idParamsSchema } as const;
  routes.get("/side-hustles/:id", { ...one, response: sideHustleDetailResponseSchema }, async ({ user, params }) => ({
    hustle: await service.detail(user.id, params.id),
    reviewedAt: hustleCatalogue.reviewedAt,
  }));

  routes.post("/side-hustles/:id/bookmark", { ...one, response: bookmarkResponseSchema }, async ({ user, params }) =>
    service.setBookmark(user.id, params.id, true),
  );

  routes.delete(
    "/side-hustles/:id/bookmark",
    { ...one, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await service.setBookmark(user.id, params.id, false);
    },
  );

  routes.patch(
    "/side-hustles/:id/checklist",
    { ...one, body: checklistTickSchema, response: checklistResponseSchema },
    async ({ user, params, body }) => ({
      checklist: await service.tick(user.id, params.id, body),
    }),
  );

  return routes.router;
}
