/**
 * The one list of modules. Each module declares its routes and the AI tools it registers
 * (`defineModule`, server/modules/define-module.ts); nothing else lists them.
 * `api` parses JSON and has the session; `raw` sees the untouched body and no session (signed webhooks).
 */
import type { Router } from "express";
import type { AppContext } from "../context";
import { createToolRegistry } from "../ai/registry";
import type { ModuleDefinition } from "./define-module";
import { adminModule } from "./admin/admin.module";
import { aiModule } from "./ai/ai.module";
import { billingModule } from "./billing/billing.module";
import { businessIdeasModule } from "./business-ideas/business-ideas.module";
import { marketAnalysisModule } from "./market-analysis/market-analysis.module";
import { inventoryModule } from "./inventory/inventory.module";
import { suppliersModule } from "./suppliers/suppliers.module";
import { analyticsModule } from "./analytics/analytics.module";
import { partnershipsModule } from "./partnerships/partnerships.module";

export const modules: readonly ModuleDefinition[] = [
  billingModule,
  adminModule,
  aiModule,
  businessIdeasModule,
  marketAnalysisModule,
  inventoryModule,
  suppliersModule,
  analyticsModule,
  partnershipsModule,
];

/** Every AI tool of every module, in module order. */
export const toolRegistry = createToolRegistry(modules.flatMap((m) => m.tools ?? []));

/** Mounts every module's routers. */
export function mountModules(api: Router, raw: Router, ctx: AppContext): void {
  for (const m of modules) {
    if (m.rawRoutes) raw.use(m.rawRoutes(ctx));
    if (m.routes) api.use(m.routes(ctx));
  }
}
