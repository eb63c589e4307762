/**
 * The one list of modules. Each module declares its routes and the AI tools it registers
 * (`defineModule`, server/modules/define-module.ts); nothing else lists them.
 * `api` parses JSON and has the session; `raw` sees the untouched body and no session (signed webhooks).
 */
import type { Router } from "express";
import type { AppContext } from "../context";
import { createToolRegistry } from "../ai/registry";
import { byFirstSegment } from "../http/dispatch";
import type { ModuleDefinition } from "./define-module";
import { authModule } from "./auth/auth.module";
import { billingModule } from "./billing/billing.module";
import { adminModule } from "./admin/admin.module";
import { aiModule } from "./ai/ai.module";
import { aiMentorModule } from "./ai-mentor/ai-mentor.module";
import { businessIdeasModule } from "./business-ideas/business-ideas.module";
import { challengesModule } from "./challenges/challenges.module";
import { marketAnalysisModule } from "./market-analysis/market-analysis.module";
import { inventoryModule } from "./inventory/inventory.module";
import { suppliersModule } from "./suppliers/suppliers.module";
import { creatorSuiteModule } from "./creator-suite/creator-suite.module";
import { salesScriptsModule } from "./sales-scripts/sales-scripts.module";
import { ideaTrackerModule } from "./idea-tracker/idea-tracker.module";
import { roadmapModule } from "./roadmap/roadmap.module";
import { logosModule } from "./logos/logos.module";
import { sharesModule } from "./shares/shares.module";
import { exportsModule } from "./exports/exports.module";
import { analyticsModule } from "./analytics/analytics.module";
import { financeModule } from "./finance/finance.module";
import { partnershipsModule } from "./partnerships/partnerships.module";
import { trendingProductsModule } from "./trending-products/trending-products.module";
import { sideHustlesModule } from "./side-hustles/side-hustles.module";
import { microNichesModule } from "./micro-niches/micro-niches.module";
import { importsModule } from "./imports/imports.module";
import { connectionsModule } from "./connections/connections.module";
import { notificationsModule } from "./notifications/notifications.module";
import { accountDataModule } from "./account-data/account-data.module";
import { statsModule } from "./stats/stats.module";
import { businessProfileModule } from "./business-profile/business-profile.module";
import { opsModule } from "./ops/ops.module";

export const modules: readonly ModuleDefinition[] = [
  authModule,
  billingModule,
  adminModule,
  aiModule,
  aiMentorModule,
  businessIdeasModule,
  challengesModule,
  marketAnalysisModule,
  inventoryModule,
  suppliersModule,
  creatorSuiteModule,
  salesScriptsModule,
  ideaTrackerModule,
  roadmapModule,
  logosModule,
  sharesModule,
  exportsModule,
  analyticsModule,
  financeModule,
  partnershipsModule,
  trendingProductsModule,
  sideHustlesModule,
  microNichesModule,
  importsModule,
  connectionsModule,
  notificationsModule,
  accountDataModule,
  statsModule,
  businessProfileModule,
  opsModule,
];

/** Every AI tool of every module, in module order. */
export const toolRegistry = createToolRegistry(modules.flatMap((m) => m.tools ?? []));

/** Mounts every module's pages (outside /api, before the frontend). */
export function mountModulePages(app: Router, ctx: AppContext): void {
  for (const m of modules) if (m.pages) app.use(m.pages(ctx));
}

/** Mounts every module's routers: a request enters only those with routes under its first path segment. */
export function mountModules(api: Router, raw: Router, ctx: AppContext): void {
  const routers: Router[] = [];
  for (const m of modules) {
    if (m.rawRoutes) raw.use(m.rawRoutes(ctx));
    if (m.routes) routers.push(m.routes(ctx));
  }
  api.use(byFirstSegment(routers));
}
