/** The Product Trend Scanner area: the curated trending products (seeded at start) and the AI scan that refreshes them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { generationsEndpoints } from "../../../shared/contracts/endpoints/generations";
import { trendScanTool } from "../../ai/tools/trend-scan.tool";
import { createTrendingProductsRouter } from "./trending-products.routes";
import { trendScanHooks } from "./trending-products.service";

export const trendingProductsModule = defineModule({
  name: "trending-products",
  routes: createTrendingProductsRouter,
  tools: [registerTool(trendScanTool, { endpoint: generationsEndpoints.trendScan, hooks: trendScanHooks })],
});
