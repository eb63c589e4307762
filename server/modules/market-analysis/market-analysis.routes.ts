/**
 * Reading stored market analyses: `GET /api/market-analysis` (the user's own, newest first) and
 * `GET /api/market-analysis/:id` (another user's id answers 404). Creating one is the module's registered
 * tool, `POST /api/market-analysis`.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { marketAnalysisEndpoints as ep } from "../../../shared/contracts/endpoints/market-analysis";
import { createMarketAnalysisService } from "./market-analysis.service";
import { presentMarketAnalysisSummary } from "./market-analysis.presenter";

export function createMarketAnalysisRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const analyses = createMarketAnalysisService(ctx);

  routes.serve(ep.list, async ({ user }) => ({
    analyses: (await analyses.list(user.id)).map(presentMarketAnalysisSummary),
  }));

  routes.serve(ep.item, async ({ user, params }) => ({
    analysis: await analyses.get(user.id, params.id),
  }));

  return routes.router;
}
