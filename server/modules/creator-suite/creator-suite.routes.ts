/** The Creative Suite's library, Pro only: GET /api/creator/history and DELETE /api/creator/history/:id. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { contentPieceParamsSchema, creatorHistoryResponseSchema } from "../../../shared/contracts/creator-suite";
import { createCreatorService } from "./creator-suite.service";

export function createCreatorRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const creator = createCreatorService(ctx);

  routes.get(
    "/creator/history",
    { access: "creator-suite", response: creatorHistoryResponseSchema },
    async ({ user }) => creator.list(user.id),
  );

  routes.delete(
    "/creator/history/:id",
    { access: "creator-suite", params: contentPieceParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await creator.delete(user.id, params.id);
    },
  );

  return routes.router;
}
