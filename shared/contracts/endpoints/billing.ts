/** The billing endpoints: checkout, the subscription's summary, the customer portal and the Stripe webhook. */
import { endpoint } from "../endpoint";
import {
  createSubscriptionResponseSchema,
  createSubscriptionSchema,
  portalResponseSchema,
  subscriptionSummarySchema,
  webhookResponseSchema,
} from "../billing";

export const billingEndpoints = {
  createSubscription: endpoint({
    method: "POST",
    path: "/api/create-subscription",
    access: "signed-in",
    body: createSubscriptionSchema,
    response: createSubscriptionResponseSchema,
  }),
  /** Pro only: a plan that just ended answers 403 pro_required. */
  subscription: endpoint({
    method: "GET",
    path: "/api/billing/subscription",
    access: "billing.subscription",
    response: subscriptionSummarySchema,
  }),
  portal: endpoint({
    method: "POST",
    path: "/api/billing/portal",
    access: "signed-in",
    response: portalResponseSchema,
  }),
  /** Stripe's events, on the raw body (its signature covers the exact bytes): mounted raw, before the session. */
  webhook: endpoint({ method: "POST", path: "/api/stripe/webhook", access: "public", response: webhookResponseSchema }),
};
