/**
 * Shops that sync themselves (docs/decisions/1070-shop-connections.md): a connected Stripe account or Shopify shop.
 * Its key is kept only sealed (AES-256-GCM, as two-factor secrets are) and never leaves the server.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import {
  CONNECTION_PROVIDERS,
  CONNECTION_STATUSES,
  type ConnectionProvider,
  type ConnectionStatus,
} from "../contracts/connections";
import { createdAt } from "./columns";
import { users } from "./index";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

export const shopConnections = pgTable(
  "shop_connections",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: varchar("provider", { length: 16 }).$type<ConnectionProvider>().notNull(),
    /** The shop's `*.myshopify.com` name; null for Stripe. */
    shopDomain: varchar("shop_domain", { length: 255 }),
    /** The API key or access token, sealed `iv.tag.ciphertext` (docs/decisions/1071-connection-keys-sealed.md). */
    secretSealed: text("secret_sealed").notNull(),
    /** What the platform calls the account (the shop's name), for the screen. */
    accountName: varchar("account_name", { length: 255 }),
    /** Where the next sync starts (docs/decisions/1072-sync-job-and-cursor.md). */
    cursor: text("cursor"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    /** Why the last sync failed, in words; null after a sync that worked. */
    lastError: text("last_error"),
    status: varchar("status", { length: 16 }).$type<ConnectionStatus>().notNull().default("idle"),
    /** Orders the syncs of this connection added, all told. */
    ordersAdded: integer("orders_added").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("shop_connections_user_idx").on(t.userId, t.id),
    uniqueIndex("shop_connections_user_shop_idx").on(t.userId, t.provider, t.shopDomain),
    // One Stripe account per person (docs/decisions/1075-one-stripe-connection.md): its shop domain is null.
    uniqueIndex("shop_connections_one_stripe_idx")
      .on(t.userId)
      .where(sql`${t.provider} = 'stripe'`),
    check("shop_connections_provider_check", sql`${t.provider} in (${inList(CONNECTION_PROVIDERS)})`),
    check("shop_connections_status_check", sql`${t.status} in (${inList(CONNECTION_STATUSES)})`),
  ],
);
export type ShopConnectionRow = typeof shopConnections.$inferSelect;
