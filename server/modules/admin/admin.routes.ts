/**
 * /api/admin/*: stats, users, plan changes and reward claims; admin only (the guard re-reads admin status from
 * the database on every request).
 */
import type { Router } from "express";
import { adminEndpoints as ep } from "../../../shared/contracts/endpoints/admin";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { createAdminService } from "./admin.service";
import { createRewardClaimsService } from "./reward-claims.service";

export function createAdminRouter(ctx: AppContext): Router {
  const admin = createAdminService(ctx);
  const claims = createRewardClaimsService(ctx);
  const routes = createRoutes(ctx.guards);

  routes.serve(ep.stats, () => admin.stats());

  routes.serve(ep.users, ({ query }) => admin.listUsers(query));

  routes.serve(ep.upgradeUser, ({ user, body }) => admin.changePlan(user, body));

  routes.serve(ep.rewardClaims, () => claims.list());

  routes.serve(ep.decideRewardClaim, ({ user, params, body }) => claims.decide(user, params, body.decision));

  return routes.router;
}
