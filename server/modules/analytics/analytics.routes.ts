/**
 * GET /api/analytics/summary?range=30d|90d|12m and GET /api/analytics/cohorts?months=6|12|24 (Pro only): the
 * Advanced Analytics figures of the user's own sales, and their customers and cohorts.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { analyticsEndpoints as ep } from "../../../shared/contracts/endpoints/analytics";
import { cohortsOf } from "../../../shared/domain/cohorts";
import { createAnalyticsRepository } from "./analytics.repository";
import { createAnalyticsService } from "./analytics.service";

export function createAnalyticsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createAnalyticsRepository(ctx.db);
  const analytics = createAnalyticsService(repo);

  routes.serve(ep.summary, async ({ user, query }) => analytics.summary(user.id, query.range));

  routes.serve(ep.cohorts, async ({ user, query }) =>
    cohortsOf(await repo.cohorts(user.id), Number(query.months), new Date()),
  );

  return routes.router;
}
