/** GET /api/analytics/summary?range=30d|90d|12m (Pro only): the Advanced Analytics figures of the user's own sales. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { analyticsQuerySchema, analyticsSummarySchema } from "../../../shared/contracts/analytics";
import { createAnalyticsRepository } from "./analytics.repository";
import { createAnalyticsService } from "./analytics.service";

export function createAnalyticsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const analytics = createAnalyticsService(createAnalyticsRepository(ctx.db));

  routes.get(
    "/analytics/summary",
    { access: "advanced-analytics", query: analyticsQuerySchema, response: analyticsSummarySchema },
    async ({ user, query }) => analytics.summary(user.id, query.range),
  );

  return routes.router;
}
