/** The billing area: checkout, the customer portal, the Pro summary and the signed Stripe webhook. */
import { defineModule } from "../define-module";
import { createBillingRouter, createBillingWebhookRouter } from "./billing.routes";

export const billingModule = defineModule({
  name: "billing",
  routes: createBillingRouter,
  rawRoutes: createBillingWebhookRouter,
});
