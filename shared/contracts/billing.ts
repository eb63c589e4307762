/**
 * Request and response contracts of the billing API (docs/spec-notes.md#data-the-screens-read, #calls;
 * docs/product-rules.md#who-can-make-a-user-pro).
 */
import { z } from "zod";

/** POST /api/create-subscription takes no body; anything sent is ignored. */
export const createSubscriptionSchema = z.object({}).loose();

/** 'payment' confirms the first invoice's PaymentIntent; 'setup' (a trial) saves the card with a SetupIntent. */
export const intentTypeSchema = z.enum(["payment", "setup"]);
export type IntentType = z.infer<typeof intentTypeSchema>;

export const createSubscriptionResponseSchema = z.object({
  clientSecret: z.string(),
  intentType: intentTypeSchema,
  /** True when the subscription starts with the 7-day free trial (card saved now, first charge later). */
  trial: z.boolean(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const portalResponseSchema = z.object({ url: z.string() });

/** The redirect parameters Stripe appends to the checkout's return address (/dashboard). */
export const checkoutReturnSchema = z.object({
  payment_intent: z.string().optional(),
  payment_intent_client_secret: z.string().optional(),
  setup_intent: z.string().optional(),
  setup_intent_client_secret: z.string().optional(),
  redirect_status: z
    .enum(["succeeded", "processing", "requires_payment_method", "failed", "canceled"])
    .or(z.string())
    .optional(),
});

/** GET /api/billing/subscription (Pro only): the user's Pro plan as the billing page shows it. */
export const subscriptionSummarySchema = z.object({
  plan: z.literal("pro"),
  /** Stripe's status of the subscription, or null for a Pro plan an admin granted. */
  status: z.string().nullable(),
  /** When the current paid (or trial) period ends; Stripe renews it automatically unless cancelled. */
  endsAt: z.string().nullable(),
  /** True when there is a Stripe customer, so the customer portal can open. */
  manageable: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** `POST /api/stripe/webhook`: the event was received (and not handled, or seen before, when it says so). */
export const webhookResponseSchema = z.object({
  received: z.boolean(),
  handled: z.boolean().optional(),
  duplicate: z.boolean().optional(),
});
