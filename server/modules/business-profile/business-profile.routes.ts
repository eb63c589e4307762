/**
 * GET /api/business-profile answers `{ profile }` (null before one is saved); PUT /api/business-profile replaces it
 * and answers `{ profile }`. Every signed-in person, every plan (docs/guide/business-profile.md).
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { businessProfileEndpoints as ep } from "../../../shared/contracts/endpoints/business-profile";
import { createBusinessProfileService } from "./business-profile.service";

export function createBusinessProfileRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const profiles = createBusinessProfileService(ctx.db);

  routes.serve(ep.get, async ({ user }) => ({
    profile: await profiles.get(user.id),
  }));
  routes.serve(ep.save, async ({ user, body }) => ({ profile: await profiles.save(user.id, body) }));

  return routes.router;
}
