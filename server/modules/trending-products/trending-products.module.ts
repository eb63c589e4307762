/** The Product Trend Scanner area: the curated trending products (seeded at start) and the AI scan that refreshes them. */
import { defineModule } from "../define-module";
import { registerTool } from "../../ai/registry";
import { trendScanTool } from "../../ai/tools/trend-scan.tool";
import { trendScanResponseSchema } from "../../../shared/contracts/trending-products";
import { createTrendingProductsRouter } from "./trending-products.routes";
import { trendScanHooks } from "./trending-products.service";

export const trendingProductsModule = defineModule({
  name: "trending-products",
  routes: createTrendingProductsRouter,
  tools: [registerTool(trendScanTool, { hooks: trendScanHooks, response: trendScanResponseSchema })],
});
