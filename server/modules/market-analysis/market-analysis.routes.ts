/**
 * Reading stored market analyses: `GET /api/market-analysis` (the user's own, newest first) and
 * `GET /api/market-analysis/:id` (another user's id answers 404). Creating one is the AI route
 * `POST /api/market-analysis` in the registry.
 */
import { Router } from "express";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { NotFoundError } from "../../http/errors";
import { generationIdParamsSchema } from "../../../shared/contracts/generations";
import { createMarketAnalysisRepository } from "./market-analysis.repository";
import { presentMarketAnalysisRow, presentMarketAnalysisSummary } from "./market-analysis.presenter";

/** Builds the router of stored market analyses. */
export function createMarketAnalysisRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createMarketAnalysisRepository(ctx.db);

  router.get("/market-analysis", requireUser, async (req, res) => {
    const rows = await repo.listForUser(currentUser(req).id);
    res.json({ analyses: rows.map(presentMarketAnalysisSummary) });
  });

  const oneSchemas = { params: generationIdParamsSchema };
  router.get("/market-analysis/:id", requireUser, validate(oneSchemas), async (req, res) => {
    const { params } = input(res, oneSchemas);
    const row = await repo.findForUser(currentUser(req).id, params.id);
    const analysis = row ? presentMarketAnalysisRow(row) : null;
    if (!analysis) throw new NotFoundError("Market analysis not found");
    res.json({ analysis });
  });

  return router;
}
