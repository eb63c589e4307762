/**
 * Maps Stripe SDK failures to our typed errors: an unreachable or slow Stripe is a quick 503 (the SDK does
 * not retry and has a short timeout), a rejected request a 502; nothing of Stripe's text reaches the client.
 */
import Stripe from "stripe";
import { AppError, PaymentsUnavailableError, ServiceUnavailableError } from "../../http/errors";

export const PAYMENTS_DOWN_MESSAGE = "Payments are temporarily unavailable. Please try again in a moment.";

/** True for Stripe's "no such object" answer. */
export function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.code === "resource_missing";
}

/** True when another request with the same idempotency key is still running at Stripe (409). */
export function isIdempotencyInFlight(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.type === "StripeIdempotencyError" && err.statusCode === 409;
}

/** Translates a Stripe SDK error into an AppError; anything else is returned unchanged. */
export function translateStripeError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  switch (err.type) {
    case "StripeConnectionError":
    case "StripeAPIError":
    case "StripeRateLimitError":
    case "StripeIdempotencyError":
      return new ServiceUnavailableError(PAYMENTS_DOWN_MESSAGE);
    case "StripeAuthenticationError":
    case "StripePermissionError":
      return new PaymentsUnavailableError("Payments are not configured correctly on this server.");
    default:
      return new AppError(
        502,
        "payment_provider_error",
        "The payment provider could not process the request. Please try again later.",
      );
  }
}

/** Runs a Stripe call; waits out a parallel request holding the same idempotency key, then translates errors. */
export async function callStripe<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (isIdempotencyInFlight(err) && attempt < 8) {
        await new Promise((r) => setTimeout(r, 150 * (attempt + 1)));
        continue;
      }
      throw translateStripeError(err);
    }
  }
}

/** callStripe, answering null when Stripe says the object does not exist. */
export async function callStripeOrMissing<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    if (isMissing(err)) return null;
    throw translateStripeError(err);
  }
}
