/**
 * Plan changes: the one place that moves a user between Free and Pro (docs/product-rules.md#who-can-make-a-user-pro).
 * Each change updates the user row and writes the plan_changes audit row in ONE statement, so a crash or a
 * parallel change can never leave a plan without its audit entry (the embedded database has one backend:
 * a single statement is also the cheapest way to be atomic there).
 */
import type { Plan } from "../../../shared/contracts/auth";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { forgetUser } from "../../users/users.repository";
import type { StripeGateway } from "./stripe.client";
import { callStripeOrMissing } from "./stripe-errors";
import { createPlanRepository } from "./plan.repository";

export type PlanChangeSource = "stripe" | "admin" | "expiry" | "checkout";

export type ChangePlanInput = {
  userId: number;
  to: Plan;
  source: PlanChangeSource;
  /** Who made the change: the admin, the user (checkout), or null for Stripe and expiry. */
  actorId?: number | null;
  /** End of the Pro period (Stripe period end, or admin grant end). Ignored when moving to Free. */
  endDate?: Date | null;
  reason?: string | null;
  /** Stripe's view of the subscription, stored in the same statement when the change comes from Stripe. */
  subscription?: { id: string | null; status: string | null };
};

export type PlanChangeResult = { user: User; from: Plan; changed: boolean };

/** Builds the plan service on a database handle; `stripe` is read at call time (absent: no payments). */
export function createPlanService(db: Db, options: { stripe?: () => StripeGateway | undefined } = {}) {
  const repo = createPlanRepository(db);
  return {
    /**
     * Sets the user's plan and writes the audit row in one statement. "from" is the plan the user effectively
     * had (an expired Pro counts as Free); an audit row is written when that differs from "to", and always for
     * an admin action. Returns undefined when the user does not exist.
     */
    async changePlan(input: ChangePlanInput): Promise<PlanChangeResult | undefined> {
      const changed = await repo.changePlan(input);
      forgetUser(input.userId);
      if (!changed) return undefined;
      return { user: changed.user, from: changed.from, changed: changed.audited };
    },

    /**
     * Cancels the user's Stripe subscription now if there is a live one; a no-op without Stripe, without a
     * subscription, or when it already ended. Stripe failures throw typed 503/502 errors.
     */
    async cancelSubscription(user: User): Promise<void> {
      const gateway = options.stripe?.();
      const id = user.stripeSubscriptionId;
      if (!gateway || !id) return;
      // Already over at Stripe (cancelled, expired, deleted in the dashboard): nothing left to cancel.
      const current = await callStripeOrMissing(() => gateway.stripe.subscriptions.retrieve(id));
      if (!current || current.status === "canceled" || current.status === "incomplete_expired") return;
      await callStripeOrMissing(() => gateway.stripe.subscriptions.cancel(id));
    },

    /**
     * Writes one 'expiry' audit row for each Pro plan whose end date has passed since it was last recorded.
     * The plan itself stays 'pro' with its past end date (it already counts as Free everywhere, and the admin
     * screen shows it as Expired). Returns how many rows were written.
     */
    async recordExpiries(): Promise<number> {
      return repo.recordExpiries();
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;

/** The plan service of an app: its database and its Stripe gateway (admin and billing modules use this). */
export function planServiceFor(ctx: AppContext): PlanService {
  return createPlanService(ctx.db, { stripe: () => ctx.services.stripe });
}
