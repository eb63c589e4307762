/** The admin endpoints (/api/admin/*): stats, users, plan changes and reward claims; admin only. */
import { endpoint } from "../endpoint";
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
} from "../admin";

export const adminEndpoints = {
  stats: endpoint({ method: "GET", path: "/api/admin/stats", access: "admin.stats", response: adminStatsSchema }),
  users: endpoint({
    method: "GET",
    path: "/api/admin/users",
    access: "admin.users",
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  }),
  upgradeUser: endpoint({
    method: "POST",
    path: "/api/admin/upgrade-user",
    access: "admin.users",
    body: adminUpgradeSchema,
    response: adminUpgradeResponseSchema,
  }),
  rewardClaims: endpoint({
    method: "GET",
    path: "/api/admin/reward-claims",
    access: "admin.reward-claims",
    response: rewardClaimsResponseSchema,
  }),
  decideRewardClaim: endpoint({
    method: "POST",
    path: "/api/admin/reward-claims/:userId/:challengeId",
    access: "admin.reward-claims",
    params: rewardClaimParamsSchema,
    body: rewardClaimDecisionSchema,
    response: rewardClaimDecisionResponseSchema,
  }),
};
