/**
 * /api/admin/*: stats, users, plan changes and reward claims; admin only (the guard re-reads admin status from
 * the database on every request).
 */
import type { Router } from "express";
import {
  adminStatsSchema,
  adminUpgradeResponseSchema,
  adminUpgradeSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  rewardClaimDecisionResponseSchema,
  rewardClaimDecisionSchema,
  rewardClaimParamsSchema,
  rewardClaimsResponseSchema,
} from "../../../shared/contracts/admin";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { createAdminService } from "./admin.service";
import { createRewardClaimsService } from "./reward-claims.service";

export function createAdminRouter(ctx: AppContext): Router {
  const admin = createAdminService(ctx);
  const claims = createRewardClaimsService(ctx);
  const routes = createRoutes(ctx.guards);

  routes.get("/admin/stats", { access: "admin.stats", response: adminStatsSchema }, () => admin.stats());

  routes.get(
    "/admin/users",
    { access: "admin.users", query: adminUsersQuerySchema, response: adminUsersResponseSchema },
    ({ query }) => admin.listUsers(query),
  );

  routes.post(
    "/admin/upgrade-user",
    { access: "admin.users", body: adminUpgradeSchema, response: adminUpgradeResponseSchema },
    ({ user, body }) => admin.changePlan(user, body),
  );

  routes.get("/admin/reward-claims", { access: "admin.reward-claims", response: rewardClaimsResponseSchema }, () =>
    claims.list(),
  );

  routes.post(
    "/admin/reward-claims/:userId/:challengeId",
    {
      access: "admin.reward-claims",
      params: rewardClaimParamsSchema,
      body: rewardClaimDecisionSchema,
      response: rewardClaimDecisionResponseSchema,
    },
    ({ user, params, body }) => claims.decide(user, params, body.decision),
  );

  return routes.router;
}
