/** A connection as the API shows it: every field listed, the sealed key never among them. */
import type { Connection } from "../../../shared/contracts/connections";
import type { ShopConnectionRow } from "../../../shared/schema";

export function presentConnection(row: ShopConnectionRow): Connection {
  return {
    id: row.id,
    provider: row.provider,
    shopDomain: row.shopDomain,
    accountName: row.accountName,
    status: row.status,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    ordersAdded: row.ordersAdded,
    createdAt: row.createdAt.toISOString(),
  };
}
