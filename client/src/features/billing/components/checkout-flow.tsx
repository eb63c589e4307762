/**
 * /checkout (docs/spec-notes.md): asks the server for a payment setup on load, shows
 * 'Preparing checkout...' until it has a client secret, then the payment form. Every setup failure has the
 * spec's toast; a server without payments says so plainly.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import type { CreateSubscriptionResponse } from "@shared/contracts/billing";
import { authEndpoints } from "@shared/contracts/endpoints/auth";
import { useConfig } from "@/hooks/use-config";
import { useUser } from "@/hooks/use-user";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorDetail } from "@/lib/api-client";
import { urlOf } from "@/lib/endpoint-client";
import { useCreateSubscription } from "../api/billing-api";
import { loadStripeOnce } from "../lib/stripe-loader";
import { AlreadyPro, CheckoutSetupFailed, PaymentsNotConfigured, PreparingCheckout } from "./checkout-states";
import { ManageSubscriptionButton } from "./manage-subscription-button";
import { PaymentForm, type StripeLoad } from "./payment-form";

/** Delay before the browser goes to /api/login after a 401 (docs/spec-notes.md#constants-and-option-lists). */
export const AUTH_REDIRECT_DELAY_MS = 2_000;

type Failure = { kind: "unconfigured" } | { kind: "auth" } | { kind: "error"; message: string; conflict: boolean };

/** The whole checkout, from setup to the confirmed payment form. */
export function CheckoutFlow() {
  const { isPro, isLoading } = useUser();
  // Until the person is known, nothing is set up: a Pro member must not start a second subscription's checkout.
  if (isLoading) return <PreparingCheckout />;
  if (isPro) return <AlreadyPro />;
  return <Checkout />;
}

function Checkout() {
  const config = useConfig();
  const create = useCreateSubscription();
  const [setup, setSetup] = useState<CreateSubscriptionResponse | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [load, setLoad] = useState<StripeLoad>({ status: "loading" });
  const started = useRef(false);

  const handleError = useCallback((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    if (message.includes("401")) {
      toast({
        variant: "destructive",
        title: "Authentication Error",
        description: "Please refresh the page and try again. You may need to log in again.",
      });
      setFailure({ kind: "auth" });
      window.setTimeout(() => window.location.assign(urlOf(authEndpoints.signInPage)), AUTH_REDIRECT_DELAY_MS);
      return;
    }
    if (err instanceof ApiError && err.status === 503 && err.code === "payments_unavailable") {
      setFailure({ kind: "unconfigured" });
      return;
    }
    const detail = errorDetail(err) || "Failed to initialize payment. Please try again.";
    toast({ variant: "destructive", title: "Payment Setup Error", description: detail });
    setFailure({ kind: "error", message: detail, conflict: err instanceof ApiError && err.status === 409 });
  }, []);

  const start = useCallback(() => {
    setFailure(null);
    setSetup(null);
    setLoad({ status: "loading" });
    create.mutate(undefined, {
      onSuccess: (data) => {
        if (!data.clientSecret) return handleError(new Error("No client secret received from server"));
        setSetup({
          clientSecret: data.clientSecret,
          intentType: data.intentType ?? "payment",
          trial: data.trial ?? false,
        });
      },
      onError: handleError,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- create.mutate is stable
  }, [handleError]);

  // One setup request per visit (StrictMode's double effect must not ask twice; the server would reuse anyway),
  // and none at all when the configuration says payments are off (or once it is known; if it cannot be read,
  // the server's answer decides).
  const paymentsOff = config.data?.payments.enabled === false;
  useEffect(() => {
    if (started.current || config.isLoading || paymentsOff) return;
    started.current = true;
    start();
  }, [start, config.isLoading, paymentsOff]);

  const publishableKey = config.data?.payments.publishableKey ?? null;
  useEffect(() => {
    if (!setup || !publishableKey) return;
    let live = true;
    loadStripeOnce(publishableKey).then(
      (stripe) => live && stripe && setLoad({ status: "ready", stripe }),
      () => live && setLoad({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [setup, publishableKey]);

  if (paymentsOff || failure?.kind === "unconfigured") return <PaymentsNotConfigured />;
  if (failure?.kind === "auth")
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status">
        <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
        <p className="text-sm font-medium text-slate-600">Taking you to sign in...</p>
      </div>
    );
  if (failure?.kind === "error")
    return (
      <CheckoutSetupFailed message={failure.message} onRetry={start}>
        {failure.conflict ? <ManageSubscriptionButton variant="default" /> : undefined}
      </CheckoutSetupFailed>
    );
  if (!setup || config.isLoading) return <PreparingCheckout />;
  // The server has Stripe but the browser has no publishable key: payments are not fully configured.
  if (!publishableKey) return <PaymentsNotConfigured />;
  return (
    <PaymentForm load={load} clientSecret={setup.clientSecret} intentType={setup.intentType} trial={setup.trial} />
  );
}
