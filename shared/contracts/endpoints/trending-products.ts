/** The product trend scanner's endpoint: the trending products, filtered (/api/trending-products). */
import { endpoint } from "../endpoint";
import { trendingProductsQuerySchema, trendingProductsResponseSchema } from "../trending-products";

export const trendingProductsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/trending-products",
    access: "product-trend-scanner",
    query: trendingProductsQuerySchema,
    response: trendingProductsResponseSchema,
  }),
};
