/** Billing routes: checkout, customer portal and the Stripe webhook. Thin: validate, call the service, present. */
import { Router } from "express";
import { billingEndpoints as ep } from "../../../shared/contracts/endpoints/billing";
import type { AppContext } from "../../context";
import { createRoutes, rawEndpoint } from "../../http/route";
import { createBillingRepository } from "./billing.repository";
import { createBillingService, type BillingService } from "./billing.service";
import { planServiceFor } from "./plan.service";
import { createWebhookHandlers } from "./webhook.handler";
import { presentSubscription } from "./billing.presenter";

/** The billing service of an app (its database, its Stripe gateway). */
export function billingServiceFor(ctx: AppContext): BillingService {
  return createBillingService({
    repo: createBillingRepository(ctx.db),
    plans: planServiceFor(ctx),
    gateway: () => ctx.services.stripe,
    logger: ctx.logger,
  });
}

/** /api/create-subscription, /api/billing/portal and /api/billing/subscription. */
export function createBillingRouter(ctx: AppContext): Router {
  const billing = billingServiceFor(ctx);
  const routes = createRoutes(ctx.guards);

  routes.serve(ep.createSubscription, async ({ user }) => {
    const result = await billing.createSubscription(user.id);
    return { clientSecret: result.clientSecret, intentType: result.intentType, trial: result.trial };
  });

  // Pro only: the guard re-reads the user, so a plan that just ended answers 403 pro_required.
  routes.serve(ep.subscription, async ({ user }) => presentSubscription(user));

  // Stripe sends people back to the configured public address, never to the one this request named.
  routes.serve(ep.portal, async ({ user }) => ({
    url: await billing.portalUrl(user, `${ctx.env.APP_URL}/checkout`),
  }));

  return routes.router;
}

/** /api/stripe/webhook, on the raw body (its signature covers the exact bytes). */
export function createBillingWebhookRouter(ctx: AppContext): Router {
  const router = Router();
  const repo = createBillingRepository(ctx.db);
  router.post(
    "/stripe/webhook",
    ...rawEndpoint(ep.webhook),
    ...createWebhookHandlers({
      gateway: () => ctx.services.stripe,
      billing: billingServiceFor(ctx),
      repo,
      logger: ctx.logger,
    }),
  );
  return router;
}
