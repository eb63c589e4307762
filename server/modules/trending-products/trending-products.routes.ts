/** `GET /api/trending-products?category=&platform=&minTrendScore=` → `{ products, reviewedAt }` (signed-in users). The scan is the module's registered tool. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { trendingProductsEndpoints as ep } from "../../../shared/contracts/endpoints/trending-products";
import { createTrendingProductsRepository } from "./trending-products.repository";
import { presentTrendingProduct } from "./trending-products.presenter";
import { trendingCatalogue } from "./trending-products.seed";

export function createTrendingProductsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createTrendingProductsRepository(ctx.db);

  routes.serve(ep.list, async ({ query }) => ({
    products: (await repo.list(query)).map(presentTrendingProduct),
    reviewedAt: trendingCatalogue.reviewedAt,
  }));

  return routes.router;
}
