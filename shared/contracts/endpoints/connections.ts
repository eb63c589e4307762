/**
 * Shop connections (/api/connections): connected Stripe accounts and Shopify shops, connect, sync now (202, a job),
 * disconnect (docs/decisions/1070-shop-connections.md). Pro.
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import { idParamsSchema } from "../common";
import {
  connectShopifySchema,
  connectStripeSchema,
  connectionListSchema,
  connectionResponseSchema,
} from "../connections";

const access = "connections";

export const connectionsEndpoints = {
  list: endpoint({ method: "GET", path: "/api/connections", access, response: connectionListSchema }),
  connectStripe: endpoint({
    method: "POST",
    path: "/api/connections/stripe",
    access,
    body: connectStripeSchema,
    status: 201,
    response: connectionResponseSchema,
  }),
  connectShopify: endpoint({
    method: "POST",
    path: "/api/connections/shopify",
    access,
    body: connectShopifySchema,
    status: 201,
    response: connectionResponseSchema,
  }),
  /** Queues a sync now: the handler answers 202 with the connection. */
  sync: endpoint({
    method: "POST",
    path: "/api/connections/:id/sync",
    access,
    params: idParamsSchema,
    response: connectionResponseSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/connections/:id",
    access,
    params: idParamsSchema,
    status: 204,
    response: answers.empty,
  }),
};
