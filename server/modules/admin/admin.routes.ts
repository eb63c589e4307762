/** /api/admin/*: admin only (the guard re-reads admin status from the database on every request). */
import type { Router } from "express";
import {
  adminStatsSchema,
  adminUpgradeResponseSchema,
  adminUpgradeSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from "../../../shared/contracts/admin";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { createAdminService } from "./admin.service";

export function createAdminRouter(ctx: AppContext): Router {
  const admin = createAdminService(ctx);
  const routes = createRoutes(ctx.guards);

  routes.get("/admin/stats", { access: "admin", response: adminStatsSchema }, () => admin.stats());

  routes.get(
    "/admin/users",
    { access: "admin", query: adminUsersQuerySchema, response: adminUsersResponseSchema },
    ({ query }) => admin.listUsers(query),
  );

  routes.post(
    "/admin/upgrade-user",
    { access: "admin", body: adminUpgradeSchema, response: adminUpgradeResponseSchema },
    ({ user, body }) => admin.changePlan(user, body),
  );

  return routes.router;
}
