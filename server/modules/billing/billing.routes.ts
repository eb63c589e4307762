/** Billing routes: checkout, customer portal and the Stripe webhook. Thin: validate, call the service, present. */
import type { Request, Router } from "express";
import { createSubscriptionSchema, type CreateSubscriptionResponse, type PortalResponse } from "../../../shared/contracts/billing";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { validate } from "../../http/validate";
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

/** Where Stripe sends people back: the configured public address, else the address of this request. */
function appOrigin(ctx: AppContext, req: Request): string {
  return ctx.env.APP_URL?.replace(/\/+$/, "") ?? `${req.protocol}://${req.get("host")}`;
}

/** Mounts /api/create-subscription, /api/billing/portal, /api/billing/subscription and (raw body) /api/stripe/webhook. */
export function mountBilling(api: Router, raw: Router, ctx: AppContext): void {
  const billing = billingServiceFor(ctx);
  const repo = createBillingRepository(ctx.db);

  raw.post("/stripe/webhook", ...createWebhookHandlers({ gateway: () => ctx.services.stripe, billing, repo, logger: ctx.logger }));

  api.post("/create-subscription", requireUser, validate({ body: createSubscriptionSchema }), async (req, res) => {
    const result = await billing.createSubscription(currentUser(req).id);
    const body: CreateSubscriptionResponse = { clientSecret: result.clientSecret, intentType: result.intentType, trial: result.trial };
    res.json(body);
  });

  // Pro only: the guard re-reads the user, so a plan that just ended answers 403 pro_required.
  api.get("/billing/subscription", ctx.guards.requirePro, (req, res) => {
    res.json(presentSubscription(currentUser(req)));
  });

  api.post("/billing/portal", requireUser, async (req, res) => {
    const url = await billing.portalUrl(currentUser(req), `${appOrigin(ctx, req)}/checkout`);
    const body: PortalResponse = { url };
    res.json(body);
  });
}
