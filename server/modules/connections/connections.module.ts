/**
 * Shops that sync themselves: connected Stripe accounts and Shopify shops whose orders a job brings in every few
 * hours and on demand (docs/decisions/1070-shop-connections.md).
 */
import { defineModule } from "../define-module";
import { createConnectionsRouter } from "./connections.routes";

export const connectionsModule = defineModule({ name: "connections", routes: createConnectionsRouter });
