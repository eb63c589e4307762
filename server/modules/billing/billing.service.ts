/**
 * Billing rules (docs/product-rules.md#who-can-make-a-user-pro): one Stripe customer per user, one open checkout
 * subscription at a time, the plan following the subscription, and the server-side check behind update-plan.
 */
import type Stripe from "stripe";
import type { CreateSubscriptionResponse } from "../../../shared/contracts/billing";
import { TRIAL_DAYS } from "../../../shared/domain/plans";
import type { User } from "../../../shared/schema";
import type { Logger } from "../../logger";
import { AppError, ConflictError, PaymentsUnavailableError } from "../../http/errors";
import type { BillingRepository } from "./billing.repository";
import type { PlanService } from "./plan.service";
import type { StripeGateway } from "./stripe.client";
import { callStripe, callStripeOrMissing } from "./stripe-errors";
import { GRANTING_STATUSES, planVerdict, storedStatus } from "./subscription-plan";

const CHECKOUT_EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];
export const NOT_CONFIGURED =
  "Payments are not configured on this server, so upgrading to Pro is not available right now.";

type Deps = { repo: BillingRepository; plans: PlanService; gateway: () => StripeGateway | undefined; logger: Logger };

/** The client secret the browser confirms: the trial's SetupIntent, or the first invoice's PaymentIntent. */
function checkoutSecret(sub: Stripe.Subscription): CreateSubscriptionResponse | null {
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup !== "string" && setup.client_secret && setup.status !== "succeeded")
    return { clientSecret: setup.client_secret, intentType: "setup", trial: true };
  const invoice = sub.latest_invoice;
  const secret = invoice && typeof invoice !== "string" ? invoice.confirmation_secret?.client_secret : undefined;
  return secret ? { clientSecret: secret, intentType: "payment", trial: sub.status === "trialing" } : null;
}

const ALREADY_SUBSCRIBED = "You already have a Pro subscription. Use Manage subscription to change or cancel it.";
const NEEDS_ATTENTION = "Your subscription has a payment problem. Use Manage subscription to update your card.";

export function createBillingService({ repo, plans, gateway, logger }: Deps) {
  const requireGateway = () => {
    const g = gateway();
    if (!g) throw new PaymentsUnavailableError(NOT_CONFIGURED);
    return g;
  };

  /** The user's Stripe customer, created once: an idempotency key per user, then a compare-and-set store. */
  async function ensureCustomer(g: StripeGateway, user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await callStripe(() =>
      g.stripe.customers.create(
        {
          email: user.email,
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || undefined,
          metadata: { userId: String(user.id) },
        },
        { idempotencyKey: `hf-user-${user.id}-customer` },
      ),
    );
    const stored = await repo.claimCustomer(user.id, customer.id);
    return stored ?? customer.id;
  }

  /** What an existing subscription means for a new checkout: its own secret, a refusal, or "start anew". */
  function reuse(sub: Stripe.Subscription): CreateSubscriptionResponse | null {
    switch (planVerdict(sub).kind) {
      case "pending":
        return checkoutSecret(sub);
      case "pro":
        throw new ConflictError(sub.status === "past_due" ? NEEDS_ATTENTION : ALREADY_SUBSCRIBED);
      case "free":
        if (sub.status === "unpaid" || sub.status === "paused") throw new ConflictError(NEEDS_ATTENTION);
        return null;
    }
  }

  return {
    /** POST /api/create-subscription: reuse the open checkout, or create the customer and subscription once. */
    async createSubscription(userId: number): Promise<CreateSubscriptionResponse> {
      const g = requireGateway();
      const user = await repo.findUser(userId);
      if (!user) throw new AppError(401, "authentication_required", "Authentication required");
      const previous = user.stripeSubscriptionId;
      if (previous) {
        const current = await callStripeOrMissing(() =>
          g.stripe.subscriptions.retrieve(previous, { expand: CHECKOUT_EXPAND }),
        );
        const open = current ? reuse(current) : null;
        if (open) return open;
      }
      const customer = await ensureCustomer(g, user);
      const trial = !user.hadTrial;
      // Same user, same previous subscription, same price: the same key, so a double click creates one.
      const key = `hf-user-${user.id}-sub-after-${previous ?? "none"}-${g.priceId}`;
      const sub = await callStripe(() =>
        g.stripe.subscriptions.create(
          {
            customer,
            items: [{ price: g.priceId }],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            ...(trial ? { trial_period_days: TRIAL_DAYS } : {}),
            metadata: { userId: String(user.id) },
            expand: CHECKOUT_EXPAND,
          },
          { idempotencyKey: key },
        ),
      );
      const claimed = await repo.claimSubscription(user.id, previous, { id: sub.id, status: storedStatus(sub), trial });
      if (!claimed) {
        // Another request stored a subscription first; answer with that one so the user has exactly one.
        const winner = (await repo.findUser(user.id))?.stripeSubscriptionId;
        if (winner && winner !== sub.id) {
          logger.warn(
            { userId: user.id, kept: winner, dropped: sub.id },
            "parallel checkout created a second subscription; cancelling it",
          );
          await callStripeOrMissing(() => g.stripe.subscriptions.cancel(sub.id));
          const kept = await callStripe(() => g.stripe.subscriptions.retrieve(winner, { expand: CHECKOUT_EXPAND }));
          const open = reuse(kept);
          if (open) return open;
        }
      }
      const secret = checkoutSecret(sub);
      if (!secret)
        throw new AppError(
          502,
          "payment_provider_error",
          "The payment provider did not return a payment form. Please try again.",
        );
      return secret;
    },

    /** POST /api/billing/portal: a customer-portal session for cancelling or changing the card. */
    async portalUrl(user: User, returnUrl: string): Promise<string> {
      const g = requireGateway();
      const fresh = await repo.findUser(user.id);
      const customer = fresh?.stripeCustomerId;
      if (!customer) throw new ConflictError("There is no subscription to manage yet. Upgrade to Pro first.");
      const session = await callStripe(() =>
        g.stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },

    /**
     * The server-side check behind update-plan 'pro': finds a live subscription of this user's own customer at
     * Stripe, and if there is one applies it (plan, end date, audit row). Nothing changes otherwise.
     */
    async verifySubscription(user: User): Promise<{ active: boolean; periodEnd: Date | null; user?: User }> {
      const g = gateway();
      if (!g) return { active: false, periodEnd: null };
      const fresh = await repo.findUser(user.id);
      if (!fresh?.stripeCustomerId) return { active: false, periodEnd: null };
      const customer = fresh.stripeCustomerId;
      const list = await callStripe(() =>
        g.stripe.subscriptions.list({ customer, status: "all", limit: 10, expand: ["data.pending_setup_intent"] }),
      );
      const live = list.data
        .map((sub) => ({ sub, verdict: planVerdict(sub) }))
        .filter((c) => c.verdict.kind === "pro" && c.verdict.end.getTime() > Date.now())
        .sort(
          (a, b) => Number(b.sub.id === fresh.stripeSubscriptionId) - Number(a.sub.id === fresh.stripeSubscriptionId),
        )[0];
      if (!live || live.verdict.kind !== "pro") return { active: false, periodEnd: null };
      const result = await plans.changePlan({
        userId: fresh.id,
        to: "pro",
        source: "checkout",
        actorId: fresh.id,
        endDate: live.verdict.end,
        reason: `subscription ${live.sub.id} confirmed at Stripe`,
        subscription: { id: live.sub.id, status: storedStatus(live.sub) },
      });
      return { active: true, periodEnd: live.verdict.end, user: result?.user };
    },

    /**
     * Re-reads a subscription from Stripe and makes the user's plan follow it. Reading the current state (not
     * the event's snapshot) makes late, repeated or out-of-order events harmless.
     */
    async syncSubscription(subscriptionId: string, customerHint: string | null): Promise<string> {
      const g = requireGateway();
      const sub = await callStripeOrMissing(() =>
        g.stripe.subscriptions.retrieve(subscriptionId, { expand: ["pending_setup_intent"] }),
      );
      const customerId = sub ? (typeof sub.customer === "string" ? sub.customer : sub.customer.id) : customerHint;
      const user = customerId ? await repo.findByCustomerId(customerId) : undefined;
      if (!user) return "no_user";
      const verdict = sub ? planVerdict(sub) : ({ kind: "free" } as const);
      const status = sub ? storedStatus(sub) : "canceled";
      const current = user.stripeSubscriptionId === subscriptionId;
      switch (verdict.kind) {
        case "pro":
          await plans.changePlan({
            userId: user.id,
            to: "pro",
            source: "stripe",
            endDate: verdict.end,
            reason: `subscription ${sub?.status}`,
            subscription: { id: subscriptionId, status },
          });
          return "pro";
        case "free":
          if (!current) return "other_subscription";
          if (!GRANTING_STATUSES.has(user.stripeSubscriptionStatus ?? "")) {
            await repo.setSubscriptionStatus(user.id, subscriptionId, status);
            return "never_granted";
          }
          await plans.changePlan({
            userId: user.id,
            to: "free",
            source: "stripe",
            reason: `subscription ${status}`,
            subscription: { id: subscriptionId, status },
          });
          return "free";
        case "pending":
          if (current) await repo.setSubscriptionStatus(user.id, subscriptionId, status);
          return "pending";
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
