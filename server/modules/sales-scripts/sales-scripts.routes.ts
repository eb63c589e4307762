/**
 * Saved sales scripts, Pro only: POST /api/sales-scripts/save, GET /api/sales-scripts/history (newest first)
 * and DELETE /api/sales-scripts/history/:id. The generator is the module's registered tool.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import {
  salesScriptHistoryResponseSchema,
  salesScriptParamsSchema,
  salesScriptSaveSchema,
  salesScriptSavedResponseSchema,
} from "../../../shared/contracts/sales-scripts";
import { createSalesScriptsService } from "./sales-scripts.service";

export function createSalesScriptsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const scripts = createSalesScriptsService(ctx);

  routes.post(
    "/sales-scripts/save",
    {
      access: "sales-script-generator",
      body: salesScriptSaveSchema,
      status: 201,
      response: salesScriptSavedResponseSchema,
    },
    async ({ user, body }) => ({
      script: await scripts.save(user.id, body),
    }),
  );

  routes.get(
    "/sales-scripts/history",
    { access: "sales-script-generator", response: salesScriptHistoryResponseSchema },
    async ({ user }) => scripts.list(user.id),
  );

  routes.delete(
    "/sales-scripts/history/:id",
    { access: "sales-script-generator", params: salesScriptParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await scripts.delete(user.id, params.id);
    },
  );

  return routes.router;
}
