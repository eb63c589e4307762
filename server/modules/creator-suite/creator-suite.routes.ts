/** The Creative Suite's library, Pro only: GET /api/creator/history and DELETE /api/creator/history/:id. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { creatorSuiteEndpoints as ep } from "../../../shared/contracts/endpoints/creator-suite";
import { createCreatorService } from "./creator-suite.service";

export function createCreatorRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const creator = createCreatorService(ctx);

  routes.serve(ep.history, async ({ user }) => creator.list(user.id));

  routes.serve(ep.remove, async ({ user, params }) => {
    await creator.delete(user.id, params.id);
  });

  return routes.router;
}
