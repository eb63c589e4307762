/**
 * The Stripe client factory: the one place that builds the SDK from configuration.
 * No secret key or price means no payments (docs/product-rules.md#embedded-defaults): the factory answers undefined and
 * every billing route says 503 payments_unavailable.
 */
import Stripe from "stripe";
import type { Env } from "../../env";

/** Everything the billing module needs from Stripe's side of the configuration. */
export type StripeGateway = {
  stripe: Stripe;
  priceId: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
};

declare module "../../context" {
  interface AppServices {
    /** Stripe, when configured; absent means payments are off. */
    stripe?: StripeGateway;
  }
}

/** Fails fast rather than hanging a checkout: one try, a few seconds. */
export const STRIPE_TIMEOUT_MS = 8_000;

/** Splits STRIPE_API_URL into the SDK's host, port and protocol options (tests point it at a fake server). */
export function stripeAddressOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Builds the gateway from env, or undefined when payments are not configured. */
export function createStripeGateway(env: Env, overrides: { timeoutMs?: number } = {}): StripeGateway | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PRICE_ID) return undefined;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 0,
    timeout: overrides.timeoutMs ?? STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "HustleForge" },
    ...stripeAddressOptions(env.STRIPE_API_URL),
  });
  return {
    stripe,
    priceId: env.STRIPE_PRICE_ID,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
  };
}
