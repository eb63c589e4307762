/**
 * /dashboard, the checkout's return address (docs/product-rules.md#who-can-make-a-user-pro): reads Stripe's redirect
 * parameters, tells the person what happened, confirms Pro with the server (which asks Stripe itself), refreshes the
 * user and continues to '/'.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import { checkoutReturnSchema } from "@shared/contracts/billing";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api-client";
import { USER_KEY } from "@/hooks/use-user";
import { useConfirmPro } from "../api/billing-api";
import { StateCard } from "./checkout-states";

/** How long the result stays on screen before the dashboard. */
export const CONTINUE_DELAY_MS = 3_500;
// Stripe may take a moment to mark a just-confirmed subscription active: a few tries before giving up.
const CONFIRM_TRIES = 4;
const CONFIRM_RETRY_MS = 1_500;

type Outcome = "confirming" | "success" | "pending" | "processing" | "failed";

export function CheckoutReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmPro = useConfirmPro();
  const parsed = checkoutReturnSchema.safeParse(Object.fromEntries(params));
  const status = parsed.success ? parsed.data.redirect_status : undefined;
  const hasIntent = parsed.success && Boolean(parsed.data.payment_intent || parsed.data.setup_intent);
  const initial: Outcome | null =
    !status || !hasIntent
      ? null
      : status === "succeeded"
        ? "confirming"
        : status === "processing"
          ? "processing"
          : "failed";
  const [outcome, setOutcome] = useState<Outcome | null>(initial);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (initial === null) {
      navigate("/", { replace: true });
      return;
    }
    if (initial === "failed") {
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description: "Something went wrong with your payment.",
      });
      return;
    }
    if (initial === "processing") {
      void queryClient.invalidateQueries({ queryKey: USER_KEY });
      return;
    }
    let tries = 0;
    const attempt = () =>
      confirmPro.mutate(undefined, {
        onSuccess: () => {
          toast({
            variant: "success",
            title: "Payment Successful!",
            description: "Welcome to the Pro plan! You now have access to all premium features.",
          });
          setOutcome("success");
        },
        onError: (err) => {
          tries += 1;
          if (err instanceof ApiError && err.status === 402 && tries < CONFIRM_TRIES) {
            window.setTimeout(attempt, CONFIRM_RETRY_MS);
            return;
          }
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to update your plan. Please try again.",
          });
          void queryClient.invalidateQueries({ queryKey: USER_KEY });
          setOutcome("pending");
        },
      });
    attempt();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per visit
  }, []);

  useEffect(() => {
    if (outcome !== "success" && outcome !== "processing" && outcome !== "pending") return;
    const timer = window.setTimeout(() => navigate("/", { replace: true }), CONTINUE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const toDashboard = (
    <Button asChild variant={outcome === "failed" ? "outline" : "default"}>
      <Link to="/" replace>
        {outcome === "failed" ? "Back to Dashboard" : "Continue to dashboard"}
      </Link>
    </Button>
  );

  switch (outcome) {
    case null:
    case "confirming":
      return (
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status" aria-live="polite">
          <Loader2 className="h-10 w-10 animate-spin text-brand-600" aria-hidden />
          <p className="text-sm font-medium text-slate-600">Confirming your subscription...</p>
        </div>
      );
    case "success":
      return (
        <StateCard icon={<CheckCircle2 aria-hidden />} tone="brand" title="Welcome to Pro!" actions={toDashboard}>
          <p role="status">
            Your payment was successful and every Pro tool is now unlocked. Taking you to your dashboard...
          </p>
        </StateCard>
      );
    case "processing":
    case "pending":
      return (
        <StateCard icon={<Clock aria-hidden />} tone="amber" title="Your payment is processing" actions={toDashboard}>
          <p role="status">
            Stripe is still confirming your payment. Your Pro plan switches on automatically as soon as it clears; there
            is nothing else to do. Taking you to your dashboard...
          </p>
        </StateCard>
      );
    case "failed":
      return (
        <StateCard
          icon={<XCircle aria-hidden />}
          tone="red"
          title="Your payment didn't go through"
          actions={
            <>
              <Button asChild>
                <Link to="/checkout">Try again</Link>
              </Button>
              {toDashboard}
            </>
          }
        >
          <p>
            Your card was not charged and your plan has not changed. You can try again with the same or another card.
          </p>
        </StateCard>
      );
  }
}
