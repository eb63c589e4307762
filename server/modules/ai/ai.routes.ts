/**
 * AI routes: every registry line as `POST /api<path>` (user required, runGenerator with its limits), plus
 * the history: `GET /api/generations?tool=` and `GET /api/generations/:id` (another user's id → 404), and the
 * free runs left: `GET /api/usage`.
 */
import type { Router } from "express";
import { z } from "zod";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { runGenerator } from "../../ai/run-generator";
import {
  generationDetailResponseSchema,
  generationIdParamsSchema,
  generationListQuerySchema,
  generationListResponseSchema,
  generationMetaSchema,
} from "../../../shared/contracts/generations";
import { createAiHistoryService } from "./ai.service";
import { presentGenerationDetail, presentGenerationSummary } from "./ai.presenter";
import { usageForUser } from "./usage.service";
import { usageResponseSchema } from "../../../shared/contracts/usage";
import { basedOnSchema } from "../../../shared/contracts/business-profile";
import { profileReader } from "../business-profile";

/** Builds the router of every AI tool and the history endpoints. */
export function createAiRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const history = createAiHistoryService(ctx);

  for (const route of ctx.tools.list) {
    // runGenerator parses the body itself: the plan gate and quota must follow the parse in one place.
    // The answer: what the tool's registration presents, plus the history row's `generation` and the profile facts
    // the run used (docs/decisions/1470-business-profile-and-money-in-its-currency.md).
    const response: z.ZodType = z.intersection(
      route.response,
      z.object({ generation: generationMetaSchema, basedOn: basedOnSchema }),
    );
    routes.post(route.path, { access: route.tool.id, status: route.status, response }, async ({ user, req, res }) => {
      // Abort the engine call when the client goes away before the answer is written.
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const { body } = await runGenerator(ctx, route.tool, user, req.body, {
        ...route.hooks,
        signal: controller.signal,
        profile: profileReader,
      });
      return body;
    });
  }

  routes.get(
    "/generations",
    { access: "signed-in", query: generationListQuerySchema, response: generationListResponseSchema },
    async ({ user, query }) => ({
      generations: (await history.list(user.id, query.tool, query.limit)).map((r) =>
        presentGenerationSummary(r, history.labelOf(r)),
      ),
    }),
  );

  routes.get(
    "/generations/:id",
    { access: "signed-in", params: generationIdParamsSchema, response: generationDetailResponseSchema },
    async ({ user, params }) => {
      const row = await history.get(user.id, params.id);
      return { generation: presentGenerationDetail(row, history.labelOf(row)) };
    },
  );

  routes.get("/usage", { access: "signed-in", response: usageResponseSchema }, async ({ user }) =>
    usageForUser(ctx, user),
  );

  return routes.router;
}
