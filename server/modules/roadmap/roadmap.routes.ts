/**
 * Launch roadmap progress (docs/product-rules.md#progress-on-the-server): GET /api/roadmaps/current, PATCH
 * /api/roadmaps/:id/steps/:stepId { completed }, POST /api/roadmaps/:id/claim. Generating one is the module's
 * registered tool (POST /api/generate-personalized-roadmap).
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import {
  currentRoadmapResponseSchema,
  roadmapParamsSchema,
  roadmapResponseSchema,
  roadmapStepParamsSchema,
  stepUpdateResponseSchema,
  stepUpdateSchema,
} from "../../../shared/contracts/roadmap";
import { createRoadmapService } from "./roadmap.service";

export function createRoadmapRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const roadmaps = createRoadmapService(ctx);

  routes.get(
    "/roadmaps/current",
    { access: "launch-roadmap", response: currentRoadmapResponseSchema },
    async ({ user }) => ({
      roadmap: await roadmaps.current(user.id),
    }),
  );

  routes.patch(
    "/roadmaps/:id/steps/:stepId",
    {
      access: "launch-roadmap",
      params: roadmapStepParamsSchema,
      body: stepUpdateSchema,
      response: stepUpdateResponseSchema,
    },
    async ({ user, params, body }) => roadmaps.setStep(user.id, params.id, params.stepId, body.completed),
  );

  routes.post(
    "/roadmaps/:id/claim",
    { access: "launch-roadmap", params: roadmapParamsSchema, response: roadmapResponseSchema },
    async ({ user, params }) => ({
      roadmap: await roadmaps.claim(user.id, params.id),
    }),
  );

  return routes.router;
}
