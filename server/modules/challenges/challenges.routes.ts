/**
 * Hustle challenges, each user's own progress: GET /api/challenges, GET /api/challenges/:id,
 * POST /api/challenges/:id/join, PATCH /api/challenges/:id/steps/:stepId { completed }.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import {
  challengeListResponseSchema,
  challengeParamsSchema,
  challengeResponseSchema,
  challengeStepParamsSchema,
  challengeStepResponseSchema,
  challengeStepUpdateSchema,
} from "../../../shared/contracts/challenges";
import { createChallengesService } from "./challenges.service";

export function createChallengesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const challenges = createChallengesService(ctx);

  routes.get("/challenges", { access: "hustle-challenges", response: challengeListResponseSchema }, async ({ user }) =>
    challenges.list(user.id),
  );

  routes.get(
    "/challenges/:id",
    { access: "hustle-challenges", params: challengeParamsSchema, response: challengeResponseSchema },
    async ({ user, params }) => ({
      challenge: await challenges.view(user.id, params.id),
    }),
  );

  routes.post(
    "/challenges/:id/join",
    { access: "hustle-challenges", params: challengeParamsSchema, response: challengeResponseSchema },
    async ({ user, params }) => ({
      challenge: await challenges.join(user.id, params.id),
    }),
  );

  routes.patch(
    "/challenges/:id/steps/:stepId",
    {
      access: "hustle-challenges",
      params: challengeStepParamsSchema,
      body: challengeStepUpdateSchema,
      response: challengeStepResponseSchema,
    },
    async ({ user, params, body }) => challenges.setStep(user.id, params.id, params.stepId, body.completed),
  );

  return routes.router;
}
