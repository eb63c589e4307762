/**
 * Shops that sync themselves (docs/decisions/1070-shop-connections.md): connect a Stripe account or a Shopify shop,
 * sync it now or let the schedule do it, disconnect. A key goes in and never comes back out.
 */
import { z } from "zod";

export const CONNECTION_PROVIDERS = ["stripe", "shopify"] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];
/** idle: nothing running; queued / syncing: a sync waits or runs; failed: the last sync failed (`lastError` says why). */
export const CONNECTION_STATUSES = ["idle", "queued", "syncing", "failed"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_LABELS: Record<ConnectionProvider, string> = { stripe: "Stripe", shopify: "Shopify" };

/** A shop's own Shopify address: `your-shop.myshopify.com`, nothing else is ever fetched. */
export const SHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]{0,61}\.myshopify\.com$/;

/** "My-Shop.myshopify.com/", "https://my-shop.myshopify.com/admin" -> "my-shop.myshopify.com"; anything else as typed. */
export function normaliseShopDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
}

export const connectStripeSchema = z.object({
  apiKey: z
    .string({ error: "Paste your Stripe restricted key" })
    .trim()
    .min(1, "Paste your Stripe restricted key")
    .max(255, "A Stripe key is at most 255 characters")
    .regex(/^(rk|sk)_(live|test)_[A-Za-z0-9]+$/, "A Stripe key starts with rk_live_ or rk_test_ (a restricted key)"),
});
export type ConnectStripeInput = z.infer<typeof connectStripeSchema>;

export const connectShopifySchema = z.object({
  shopDomain: z
    .string({ error: "Type your shop's myshopify.com address" })
    .max(255, "A shop address is at most 255 characters")
    .transform(normaliseShopDomain)
    .pipe(
      z
        .string()
        .min(1, "Type your shop's myshopify.com address")
        .regex(SHOPIFY_DOMAIN, "Type your shop's address as your-shop.myshopify.com (Settings > Domains in Shopify)"),
    ),
  accessToken: z
    .string({ error: "Paste the Admin API access token of your custom app" })
    .trim()
    .min(1, "Paste the Admin API access token of your custom app")
    .max(255, "An access token is at most 255 characters")
    .regex(/^shpat_[A-Za-z0-9]+$/, "An Admin API access token starts with shpat_"),
});
export type ConnectShopifyInput = z.infer<typeof connectShopifySchema>;

/** A connection as the API shows it: never its key. */
export const connectionSchema = z.object({
  id: z.number().int(),
  provider: z.enum(CONNECTION_PROVIDERS),
  /** The shop's myshopify.com name, or null for Stripe. */
  shopDomain: z.string().nullable(),
  /** What the platform calls the account or shop. */
  accountName: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync failed, in words. */
  lastError: z.string().nullable(),
  ordersAdded: z.number().int(),
  createdAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });
export const connectionResponseSchema = z.object({ connection: connectionSchema });
