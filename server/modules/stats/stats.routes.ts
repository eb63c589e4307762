/**
 * GET /api/stats (public): the product's own figures for the stat tiles of the sign-in page and the hubs
 * (docs/decisions/1440-figures-are-counted.md). Counted from the rows, never typed.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { USERS_SHOWN_FROM, type PublicStats } from "../../../shared/contracts/stats";
import { statsEndpoints } from "../../../shared/contracts/endpoints/stats";
import { createStatsRepository, type ProductCounts } from "./stats.repository";

/** The answer: the user count only from USERS_SHOWN_FROM accounts up. */
function presentStats({ users, ...catalogues }: ProductCounts, fairUseDailyLimit: number): PublicStats {
  return { catalogues, users: users >= USERS_SHOWN_FROM ? users : null, fairUseDailyLimit };
}

export function createStatsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createStatsRepository(ctx.db);
  routes.serve(statsEndpoints.public, async () => presentStats(await repo.counts(), ctx.env.FAIR_USE_DAILY_LIMIT));
  return routes.router;
}
