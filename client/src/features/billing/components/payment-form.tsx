/**
 * The payment form (docs/spec-notes.md#screens-and-routes, Checkout): title, price line, Stripe's Payment Element,
 * 'Subscribe' ('Processing...' while busy) and the card-provider note. Confirms on the client with the
 * return address /dashboard: confirmPayment for a first invoice, confirmSetup for a trial's card.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { Check, Crown, Loader2, Lock } from "lucide-react";
import type { IntentType } from "@shared/contracts/billing";
import { fairUseLine, PLAN_FEATURES, PRO_LIST_PRICE_USD, TRIAL_DAYS } from "@shared/domain/plans";
import { usePublicStats } from "@/hooks/use-public-stats";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { StripeScriptFailed } from "./checkout-states";

const RETURN_PATH = "/dashboard";

/** Stripe's Elements styled with the HustleForge palette. */
const appearance = {
  theme: "stripe" as const,
  variables: {
    colorPrimary: "#7c3aed",
    borderRadius: "12px",
    fontFamily: "Inter, system-ui, sans-serif",
    colorText: "#0f172a",
  },
};

export type StripeLoad = { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

/** The form shell; the Payment Element appears once Stripe.js has loaded. */
export function PaymentForm({
  load,
  clientSecret,
  intentType,
  trial,
}: {
  load: StripeLoad;
  clientSecret: string;
  intentType: IntentType;
  trial: boolean;
}) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[1fr_22rem]">
      <Card className="p-5 sm:p-8">
        <div className="flex items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white">
            <Crown className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">
              Upgrade to the Pro plan
            </h1>
            <p className="mt-1 text-slate-600">
              <span className="mr-1.5 text-sm text-slate-500 line-through">${PRO_LIST_PRICE_USD}</span>
              $10/month - Unlock all premium features
            </p>
          </div>
        </div>
        {trial && (
          <p className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            Your first {TRIAL_DAYS} days are free. Save your card now; the first $10 is charged when the trial ends, and
            you can cancel any time before.
          </p>
        )}
        <div className="mt-6">
          {load.status === "failed" ? (
            <PaymentFields>
              <StripeScriptFailed />
            </PaymentFields>
          ) : load.status === "loading" ? (
            <PaymentFields loading />
          ) : (
            <Elements stripe={load.stripe} options={{ clientSecret, appearance }}>
              <ConfirmForm intentType={intentType} />
            </Elements>
          )}
        </div>
      </Card>
      <ProSummary />
    </div>
  );
}

/** A placeholder of the Payment Element's size while Stripe.js loads, with the (disabled) button and note. */
function PaymentFields({
  loading,
  children,
  busy = false,
  ready = false,
}: {
  loading?: boolean;
  children?: ReactNode;
  busy?: boolean;
  ready?: boolean;
}) {
  return (
    <>
      {loading ? (
        <div aria-label="Loading the secure payment form" role="status" className="space-y-3">
          <Skeleton className="h-11 w-full" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      ) : (
        children
      )}
      <Button type="submit" variant="gradient" size="lg" className="mt-6 w-full" disabled={loading || busy || !ready}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {busy ? "Processing..." : "Subscribe"}
      </Button>
      <p className="mt-4 flex items-start gap-2 text-xs leading-relaxed text-slate-500">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Your payment is processed securely by Stripe, our card payment provider. HustleForge never sees or stores your
        card number.
      </p>
    </>
  );
}

/** Inside Elements: confirms the intent, and shows the provider's message when it fails. */
function ConfirmForm({ intentType }: { intentType: IntentType }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [elementReady, setElementReady] = useState(false);
  const [elementFailed, setElementFailed] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    const confirmParams = { return_url: `${window.location.origin}${RETURN_PATH}` };
    const result =
      intentType === "setup"
        ? await stripe.confirmSetup({ elements, confirmParams })
        : await stripe.confirmPayment({ elements, confirmParams });
    // Success redirects to /dashboard; reaching this line means Stripe reported an error.
    if (result.error)
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description: result.error.message || "Something went wrong with your payment.",
      });
    setProcessing(false);
  };

  if (elementFailed)
    return (
      <PaymentFields>
        <StripeScriptFailed />
      </PaymentFields>
    );
  return (
    <form onSubmit={handleSubmit} aria-label="Payment details">
      <PaymentFields busy={processing} ready={Boolean(stripe && elements && elementReady)}>
        <PaymentElement
          options={{ layout: "tabs" }}
          onReady={() => setElementReady(true)}
          onLoadError={() => setElementFailed(true)}
        />
      </PaymentFields>
    </form>
  );
}

/** What Pro includes, beside the form (below it on a phone). */
function ProSummary() {
  const { data: stats } = usePublicStats();
  return (
    <Card className="h-fit p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Pro includes</h2>
        <Badge variant="pro">PRO</Badge>
      </div>
      <ul className="mt-4 space-y-2.5 text-sm text-slate-700">
        {PLAN_FEATURES.pro.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{fairUseLine(stats?.fairUseDailyLimit)}.</p>
      <p className="mt-5 border-t border-slate-100 pt-4 text-xs text-slate-500">
        Cancel any time from Manage subscription. 30-day money-back guarantee.
      </p>
    </Card>
  );
}
