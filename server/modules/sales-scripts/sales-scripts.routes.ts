/**
 * Saved sales scripts, Pro only: POST /api/sales-scripts/save, GET /api/sales-scripts/history (newest first)
 * and DELETE /api/sales-scripts/history/:id. The generator is the module's registered tool.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { salesScriptsEndpoints as ep } from "../../../shared/contracts/endpoints/sales-scripts";
import { createSalesScriptsService } from "./sales-scripts.service";

export function createSalesScriptsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const scripts = createSalesScriptsService(ctx);

  routes.serve(ep.save, async ({ user, body }) => ({
    script: await scripts.save(user.id, body),
  }));

  routes.serve(ep.history, async ({ user }) => scripts.list(user.id));

  routes.serve(ep.remove, async ({ user, params }) => {
    await scripts.delete(user.id, params.id);
  });

  return routes.router;
}
