/**
 * Loads Stripe.js only when checkout needs it (the `pure` entry does not inject the script on import).
 * A script that never arrives counts as failed after a while, so the page can say so instead of spinning.
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

const LOAD_TIMEOUT_MS = 12_000;
const cache = new Map<string, Promise<Stripe | null>>();

/** Resolves Stripe for the publishable key, or rejects when the script cannot be loaded. */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let promise = cache.get(publishableKey);
  if (!promise) {
    promise = Promise.race([
      loadStripe(publishableKey),
      new Promise<never>((_, reject) =>
        window.setTimeout(() => reject(new Error("Stripe.js took too long to load")), LOAD_TIMEOUT_MS),
      ),
    ]).then((stripe) => {
      if (!stripe) throw new Error("Stripe.js not available");
      return stripe;
    });
    // A failed load may succeed later (network back): do not keep the failure.
    promise.catch(() => cache.delete(publishableKey));
    cache.set(publishableKey, promise);
  }
  return promise;
}
