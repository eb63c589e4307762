/**
 * Mounts every module's router. One line per module.
 * `api` parses JSON and has the session; `raw` sees the untouched body and no session (signed webhooks).
 */
import type { Router } from "express";
import type { AppContext } from "../context";
import { createAdminRouter } from "./admin/admin.routes";
import { mountBilling } from "./billing/billing.routes";
import { createAiRouter } from "./ai/ai.routes";
import { createBusinessIdeasRouter } from "./business-ideas/business-ideas.routes";
import { createMarketAnalysisRouter } from "./market-analysis/market-analysis.routes";
import { createTrendingProductsRouter } from "./trending-products/trending-products.routes";
import { createSideHustlesRouter } from "./side-hustles/side-hustles.routes";
import { createMicroNichesRouter } from "./micro-niches/micro-niches.routes";

export function mountModules(api: Router, raw: Router, ctx: AppContext): void {
  void api;
  void raw;
  void ctx;
  mountBilling(api, raw, ctx);
  api.use(createAdminRouter(ctx));
  api.use(createAiRouter(ctx));
  api.use(createBusinessIdeasRouter(ctx));
  api.use(createMarketAnalysisRouter(ctx));
  api.use(createTrendingProductsRouter(ctx));
  api.use(createSideHustlesRouter(ctx));
  api.use(createMicroNichesRouter(ctx));
}
