/**
 * Launch roadmap progress (docs/product-rules.md#progress-on-the-server): GET /api/roadmaps/current, PATCH
 * /api/roadmaps/:id/steps/:stepId { completed }, POST /api/roadmaps/:id/claim. Generating one is the module's
 * registered tool (POST /api/generate-personalized-roadmap).
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { roadmapEndpoints as ep } from "../../../shared/contracts/endpoints/roadmap";
import { createRoadmapService } from "./roadmap.service";

export function createRoadmapRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const roadmaps = createRoadmapService(ctx);

  routes.serve(ep.current, async ({ user }) => ({
    roadmap: await roadmaps.current(user.id),
  }));

  routes.serve(ep.setStep, async ({ user, params, body }) =>
    roadmaps.setStep(user.id, params.id, params.stepId, body.completed),
  );

  routes.serve(ep.claim, async ({ user, params }) => ({
    roadmap: await roadmaps.claim(user.id, params.id),
  }));

  return routes.router;
}
