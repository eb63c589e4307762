/** The checkout page's non-form states: preparing, not configured, setup failed, script blocked, already Pro. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { AlertTriangle, CreditCard, Crown, Loader2, RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSubscriptionSummary } from "../api/billing-api";
import { ManageSubscriptionButton } from "./manage-subscription-button";

/** 'Preparing checkout...' while the server sets the payment up. */
export function PreparingCheckout() {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <Loader2 className="h-10 w-10 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm font-medium text-slate-600">Preparing checkout...</p>
    </div>
  );
}

/** A centred card with an icon, a title, text and actions. */
export function StateCard({
  icon,
  tone = "slate",
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: "slate" | "amber" | "red" | "brand";
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const tones = {
    slate: "bg-slate-100 text-slate-700",
    amber: "bg-amber-100 text-amber-800",
    red: "bg-red-100 text-red-700",
    brand: "bg-brand-100 text-brand-700",
  };
  return (
    <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
      <div className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${tones[tone]}`}>{icon}</div>
      <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
      <div className="mt-2 text-sm leading-relaxed text-slate-600">{children}</div>
      {actions && <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>}
    </Card>
  );
}

const backHome = (
  <Button asChild variant="outline">
    <Link to="/">Back to Dashboard</Link>
  </Button>
);

/** 503 payments_unavailable: said plainly, nothing else breaks. */
export function PaymentsNotConfigured() {
  return (
    <StateCard icon={<CreditCard aria-hidden />} title="Payments are not configured" actions={backHome}>
      <p>This HustleForge server has no payment provider set up, so upgrading to Pro is not available right now.</p>
      <p className="mt-2">Everything on the Free plan keeps working. An admin can still grant Pro.</p>
    </StateCard>
  );
}

/** Setup failed (the toast already said why); offers another try. */
export function CheckoutSetupFailed({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <StateCard
      icon={<AlertTriangle aria-hidden />}
      tone="red"
      title="Checkout could not start"
      actions={
        <>
          {children ?? (
            <Button onClick={onRetry}>
              <RefreshCw aria-hidden />
              Try again
            </Button>
          )}
          {backHome}
        </>
      }
    >
      <p>{message}</p>
    </StateCard>
  );
}

/** Stripe's browser script did not load (offline, blocked by an extension or a firewall). */
export function StripeScriptFailed() {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        The secure payment form could not be loaded
      </p>
      <p className="mt-1">
        Stripe's payment script (js.stripe.com) did not load. Check your internet connection, turn off any ad or script
        blocker for this site, then try again. You have not been charged.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}

/** A Pro user reaching /checkout: the plan, its renewal, and the customer portal. */
export function AlreadyPro() {
  const summary = useSubscriptionSummary(true);
  const endsAt = summary.data?.endsAt
    ? new Date(summary.data.endsAt).toLocaleDateString(undefined, { dateStyle: "long" })
    : null;
  const manageable = summary.data?.manageable ?? false;
  return (
    <StateCard
      icon={<Crown aria-hidden />}
      tone="brand"
      title="You're on the Pro plan"
      actions={
        <>
          {manageable && <ManageSubscriptionButton variant="default" />}
          {backHome}
        </>
      }
    >
      {summary.isLoading ? (
        <p>Loading your subscription...</p>
      ) : manageable ? (
        <p>
          {endsAt ? <>Your current period runs until {endsAt}. </> : null}
          Cancel, change your card or download invoices in Stripe's secure customer portal.
        </p>
      ) : (
        <p>
          {endsAt
            ? `Your Pro access was granted by the HustleForge team and runs until ${endsAt}.`
            : "Your Pro access was granted by the HustleForge team."}
        </p>
      )}
    </StateCard>
  );
}
