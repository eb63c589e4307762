/**
 * AI routes: every registry line as `POST /api<path>` (user required, runGenerator with its limits), plus
 * the history: `GET /api/generations?tool=` and `GET /api/generations/:id` (another user's id → 404), and the
 * free runs left: `GET /api/usage`.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { runGenerator } from "../../ai/run-generator";
import { generationsEndpoints as ep } from "../../../shared/contracts/endpoints/generations";
import { createAiHistoryService } from "./ai.service";
import { presentGenerationDetail, presentGenerationSummary } from "./ai.presenter";
import { usageForUser } from "./usage.service";
import { profileReader } from "../business-profile";

/** Builds the router of every AI tool and the history endpoints. */
export function createAiRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const history = createAiHistoryService(ctx);

  for (const route of ctx.tools.list) {
    // Each registration names its entry (shared/contracts/endpoints/generations.ts): its answer is what the tool's
    // registration presents, plus the history row's `generation` and the profile facts the run used
    // (docs/decisions/1470-business-profile-and-money-in-its-currency.md). runGenerator parses the raw body itself
    // (its size first, then the request or the input): the plan gate and quota must follow the parse in one place, so
    // the route parses no body of its own.
    routes.serve({ ...route.endpoint, body: undefined }, async ({ user, req, res }) => {
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

  routes.serve(ep.list, async ({ user, query }) => ({
    generations: (await history.list(user.id, query.tool, query.limit)).map((r) =>
      presentGenerationSummary(r, history.labelOf(r)),
    ),
  }));

  routes.serve(ep.item, async ({ user, params }) => {
    const row = await history.get(user.id, params.id);
    return { generation: presentGenerationDetail(row, history.labelOf(row)) };
  });

  routes.serve(ep.usage, async ({ user }) => usageForUser(ctx, user));

  return routes.router;
}
