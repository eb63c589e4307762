/**
 * AI routes: every registry line as `POST /api<path>` (user required, AI rate limit, runGenerator), plus
 * the history: `GET /api/generations?tool=` and `GET /api/generations/:id` (another user's id → 404), and the
 * free runs left: `GET /api/usage`.
 */
import { Router } from "express";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { NotFoundError } from "../../http/errors";
import { aiRoutes, toolById } from "../../ai/registry";
import { runGenerator } from "../../ai/run-generator";
import { createGenerationsRepository } from "../../ai/generations.repository";
import { generationIdParamsSchema, generationListQuerySchema } from "../../../shared/contracts/generations";
import { presentGenerationDetail, presentGenerationSummary } from "./ai.presenter";
import { usageForUser } from "./usage.service";

function labelOf(tool: string, value: unknown, createdAt: Date): string {
  try {
    const label = toolById(tool)?.label?.(value);
    if (label) return label;
  } catch {
    /* an old input shape: fall back to the date */
  }
  return createdAt.toISOString().slice(0, 16).replace("T", " ");
}

/** Builds the router of every AI tool and the history endpoints. */
export function createAiRouter(ctx: AppContext): Router {
  const router = Router();
  const history = createGenerationsRepository(ctx.db);

  for (const route of aiRoutes) {
    router.post(route.path, requireUser, ctx.limits.ai, async (req, res) => {
      // Abort the engine call when the client goes away before the answer is written.
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const { body } = await runGenerator(ctx, route.tool, currentUser(req), req.body, { ...route.hooks, signal: controller.signal });
      res.status(route.status ?? 200).json(body);
    });
  }

  const listSchemas = { query: generationListQuerySchema };
  router.get("/generations", requireUser, validate(listSchemas), async (req, res) => {
    const { query } = input(res, listSchemas);
    const rows = await history.listForUser(currentUser(req).id, query.tool, query.limit);
    res.json({ generations: rows.map((r) => presentGenerationSummary(r, labelOf(r.tool, r.input, r.createdAt))) });
  });

  const oneSchemas = { params: generationIdParamsSchema };
  router.get("/generations/:id", requireUser, validate(oneSchemas), async (req, res) => {
    const { params } = input(res, oneSchemas);
    const row = await history.findForUser(currentUser(req).id, params.id);
    if (!row) throw new NotFoundError("Generation not found");
    res.json({ generation: presentGenerationDetail(row, labelOf(row.tool, row.input, row.createdAt)) });
  });

  router.get("/usage", requireUser, async (req, res) => {
    res.json(await usageForUser(ctx, currentUser(req)));
  });

  return router;
}
