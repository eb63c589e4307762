/**
 * What a Stripe subscription means for the user's plan (docs/product-rules.md#who-can-make-a-user-pro,
 * docs/decisions/400-past-due-grace-and-plan-from-stripe.md). Pure: no SDK calls, no database; the service applies the
 * answer.
 */
import type Stripe from "stripe";

/** Days a past-due subscription keeps Pro after its unpaid period began (Stripe keeps retrying the card). */
export const PAST_DUE_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

export type PlanVerdict =
  /** Pro until `end` (the period end, or the grace end when past due). */
  | { kind: "pro"; end: Date }
  /** The subscription is over: Free, if this subscription was the one granting Pro. */
  | { kind: "free" }
  /** Nothing to change yet (checkout started but not completed). */
  | { kind: "pending" };

const seconds = (s: number) => new Date(s * 1000);

/** The current period of the subscription (API 2025+ keeps it on the subscription items). */
export function periodOf(sub: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item = sub.items?.data?.[0];
  return {
    start: item?.current_period_start ? seconds(item.current_period_start) : null,
    end: item?.current_period_end ? seconds(item.current_period_end) : null,
  };
}

/** A trial counts only once the card is saved: Stripe clears pending_setup_intent when the SetupIntent succeeds. */
export function cardSaved(sub: Stripe.Subscription): boolean {
  const pending = sub.pending_setup_intent;
  if (pending == null) return true;
  return typeof pending !== "string" && pending.status === "succeeded";
}

/** Maps a subscription to a plan verdict. An exhaustive switch: a new Stripe status fails to compile here. */
export function planVerdict(sub: Stripe.Subscription): PlanVerdict {
  const { start, end } = periodOf(sub);
  const status = sub.status;
  switch (status) {
    case "active":
      return end ? { kind: "pro", end } : { kind: "pending" };
    case "trialing": {
      if (!cardSaved(sub)) return { kind: "pending" };
      const trialEnd = sub.trial_end ? seconds(sub.trial_end) : end;
      return trialEnd ? { kind: "pro", end: trialEnd } : { kind: "pending" };
    }
    case "past_due": {
      // Grace: Pro for PAST_DUE_GRACE_DAYS from the start of the unpaid period, never beyond the period end.
      if (!start) return { kind: "free" };
      const grace = new Date(start.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      return { kind: "pro", end: end && end < grace ? end : grace };
    }
    case "incomplete":
      return { kind: "pending" };
    case "canceled":
    case "unpaid":
    case "incomplete_expired":
    case "paused":
      return { kind: "free" };
    default: {
      const never: never = status;
      throw new Error(`Unhandled subscription status ${String(never)}`);
    }
  }
}

/**
 * The status we store on the user: Stripe's, except a trial whose card is not saved yet, which grants
 * nothing and is stored as 'trialing_incomplete'.
 */
export function storedStatus(sub: Stripe.Subscription): string {
  return sub.status === "trialing" && !cardSaved(sub) ? "trialing_incomplete" : sub.status;
}

/**
 * Stored statuses in which the subscription has been granting Pro. Only such a subscription's end downgrades
 * the user: an abandoned checkout of an admin-granted Pro user must not take the grant away.
 */
export const GRANTING_STATUSES: ReadonlySet<string> = new Set(["active", "trialing", "past_due"]);
