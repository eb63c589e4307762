/** Lists every billing field sent to the client (never a Stripe id). */
import type { SubscriptionSummary } from "../../../shared/contracts/billing";
import type { User } from "../../../shared/schema";

/** The Pro plan of a user whose plan the guard has just confirmed. */
export function presentSubscription(user: User): SubscriptionSummary {
  return {
    plan: "pro",
    status: user.stripeSubscriptionId ? user.stripeSubscriptionStatus : null,
    endsAt: user.proSubscriptionEndDate ? user.proSubscriptionEndDate.toISOString() : null,
    manageable: user.stripeCustomerId != null,
  };
}
