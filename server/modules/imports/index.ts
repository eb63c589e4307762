/**
 * The front door of the imports module: what other server code may use of it
 * (docs/architecture.md#what-may-import-what). A shop's sync (the connections module) reads what the platform's
 * API answers with the same parsers as the platform's export, and writes the orders the way an import does, so a
 * file and a sync of the same shop never add an order twice (docs/decisions/1072-sync-job-and-cursor.md).
 */
import type { Db } from "../../db/client";
import type pg from "pg";
import { createImportsRepository } from "./imports.repository";

export { customerKeyer } from "./customer-key";
/** Saving a currency rate links the statement rows it makes convertible (the finance module's rates). */
export { linkConvertibleCosts } from "./statement-costs.repository";
export { parseShopifyOrders } from "./formats/shopify-orders";
export { parseStripeBalance } from "./formats/stripe-balance";
export type { ImportTable } from "./formats";

/** Idempotent writes of orders on (user, source, external id), in short transactions of their own. */
export function createOrderWriter(db: Db, pool: pg.Pool) {
  const repo = createImportsRepository(db, pool);
  return { inTransaction: repo.inTransaction, insertOrders: repo.insertOrders };
}
export type OrderWriter = ReturnType<typeof createOrderWriter>;
