/**
 * Hustle challenges, each user's own progress: GET /api/challenges, GET /api/challenges/:id,
 * POST /api/challenges/:id/join, PATCH /api/challenges/:id/steps/:stepId { completed }.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { challengesEndpoints as ep } from "../../../shared/contracts/endpoints/challenges";
import { createChallengesService } from "./challenges.service";

export function createChallengesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const challenges = createChallengesService(ctx);

  routes.serve(ep.list, async ({ user }) => challenges.list(user.id));

  routes.serve(ep.item, async ({ user, params }) => ({
    challenge: await challenges.view(user.id, params.id),
  }));

  routes.serve(ep.join, async ({ user, params }) => ({
    challenge: await challenges.join(user.id, params.id),
  }));

  routes.serve(ep.tickStep, async ({ user, params, body }) =>
    challenges.setStep(user.id, params.id, params.stepId, body.completed),
  );

  return routes.router;
}
