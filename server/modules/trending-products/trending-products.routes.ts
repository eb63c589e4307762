/** `GET /api/trending-products?category=&platform=&minTrendScore=` → `{ products, reviewedAt }` (signed-in users). */
import { Router } from "express";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { trendingProductsQuerySchema } from "../../../shared/contracts/trending-products";
import { createTrendingProductsRepository } from "./trending-products.repository";
import { presentTrendingProduct } from "./trending-products.presenter";
import { trendingCatalogue } from "./trending-products.seed";

export function createTrendingProductsRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createTrendingProductsRepository(ctx.db);
  const schemas = { query: trendingProductsQuerySchema };

  router.get("/trending-products", requireUser, validate(schemas), async (_req, res) => {
    const { query } = input(res, schemas);
    const rows = await repo.list(query);
    res.json({ products: rows.map(presentTrendingProduct), reviewedAt: trendingCatalogue.reviewedAt });
  });

  return router;
}
