/**
 * GET /api/analytics/summary?range=30d|90d|12m and GET /api/analytics/cohorts?months=6|12|24 (Pro only): the
 * Advanced Analytics figures of the user's own sales, and their customers and cohorts.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { analyticsQuerySchema, analyticsSummarySchema } from "../../../shared/contracts/analytics";
import { cohortsQuerySchema, cohortsResponseSchema } from "../../../shared/contracts/finance";
import { cohortsOf } from "../../../shared/domain/cohorts";
import { createAnalyticsRepository } from "./analytics.repository";
import { createAnalyticsService } from "./analytics.service";

export function createAnalyticsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createAnalyticsRepository(ctx.db);
  const analytics = createAnalyticsService(repo);

  routes.get(
    "/analytics/summary",
    { access: "advanced-analytics", query: analyticsQuerySchema, response: analyticsSummarySchema },
    async ({ user, query }) => analytics.summary(user.id, query.range),
  );

  routes.get(
    "/analytics/cohorts",
    { access: "advanced-analytics", query: cohortsQuerySchema, response: cohortsResponseSchema },
    async ({ user, query }) => cohortsOf(await repo.cohorts(user.id), Number(query.months), new Date()),
  );

  return routes.router;
}
