/**
 * POST /api/stripe/webhook on the raw router: the signature and its timestamp are verified over the exact
 * bytes Stripe sent, each event id is claimed once in stripe_events, and the plan follows the subscription
 * as Stripe reports it now (so duplicates and out-of-order deliveries change nothing twice).
 */
import express, { type RequestHandler } from "express";
import Stripe from "stripe";
import { AppError, PaymentsUnavailableError } from "../../http/errors";
import type { Logger } from "../../logger";
import type { BillingRepository } from "./billing.repository";
import type { BillingService } from "./billing.service";
import type { StripeGateway } from "./stripe.client";

/** Seconds a signature stays valid (Stripe's default): older deliveries are replays. */
export const SIGNATURE_TOLERANCE_S = 300;

const HANDLED = [
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
type HandledEvent = Extract<Stripe.Event, { type: (typeof HANDLED)[number] }>;

const isHandled = (event: Stripe.Event): event is HandledEvent => (HANDLED as readonly string[]).includes(event.type);
const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === "string" ? v : v.id);

type Deps = {
  gateway: () => StripeGateway | undefined;
  billing: BillingService;
  repo: BillingRepository;
  logger: Logger;
};

/** Applies one event; answers what happened (for the log). */
async function applyEvent(event: HandledEvent, billing: BillingService): Promise<string> {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      return billing.syncSubscription(sub.id, idOf(sub.customer));
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      // A one-off invoice has no subscription: nothing to do with the plan.
      if (!subscriptionId) return "no_subscription";
      return billing.syncSubscription(subscriptionId, idOf(invoice.customer));
    }
    default: {
      const never: never = event;
      throw new Error(`Unhandled event ${(never as Stripe.Event).type}`);
    }
  }
}

/** The raw-body parser and the handler, in order. */
export function createWebhookHandlers({ gateway, billing, repo, logger }: Deps): RequestHandler[] {
  const handler: RequestHandler = async (req, res) => {
    const g = gateway();
    if (!g || !g.webhookSecret) throw new PaymentsUnavailableError();
    const signature = req.header("stripe-signature");
    if (!signature || !Buffer.isBuffer(req.body))
      throw new AppError(400, "invalid_signature", "Missing Stripe signature");
    let event: Stripe.Event;
    try {
      event = g.stripe.webhooks.constructEvent(req.body, signature, g.webhookSecret, SIGNATURE_TOLERANCE_S);
    } catch {
      throw new AppError(400, "invalid_signature", "Invalid Stripe signature");
    }
    if (!isHandled(event)) {
      res.json({ received: true, handled: false });
      return;
    }
    if (!(await repo.claimEvent(event.id, event.type))) {
      res.json({ received: true, duplicate: true });
      return;
    }
    try {
      const outcome = await applyEvent(event, billing);
      logger.info({ event: event.id, type: event.type, outcome }, "stripe event applied");
    } catch (err) {
      // Give the id back so Stripe's retry is processed; the 5xx below asks Stripe to retry.
      await repo
        .releaseEvent(event.id)
        .catch((releaseErr) => logger.error({ err: releaseErr, event: event.id }, "could not release stripe event"));
      throw err;
    }
    res.json({ received: true });
  };
  return [express.raw({ type: () => true, limit: "1mb" }), handler];
}
