/**
 * Onboarding 'Choose Your Plan': Free saves and reloads; Pro goes to /checkout without saving
 * (docs/spec-notes.md#states-and-transitions). Between the choice and either, the business profile is asked once
 * (ProfileStep, docs/guide/business-profile.md), and can be skipped.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Loader2, ShieldCheck, Sparkles } from "lucide-react";
import { fairUseLine, PLAN_FEATURES, PRO_LIST_PRICE_USD, PRO_PRICE_USD, TRIAL_DAYS } from "@shared/domain/plans";
import { usePublicStats } from "@/hooks/use-public-stats";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useUpdatePlan } from "../api/use-update-plan";
import { PlanCard } from "./plan-card";
import { ProfileStep } from "./profile-step";

// Long enough to read the last toast ('Profile saved', 'Skipped for now') before the reload replaces the page.
const RELOAD_DELAY_MS = 900;

/** Renders the plan picker. */
export function PlanSelection({ firstName }: { firstName?: string | null }) {
  const [plan, setPlan] = useState<"free" | "pro" | null>(null);
  const { data: stats } = usePublicStats();
  const [reloading, setReloading] = useState(false);
  // After the plan: the profile step, then where the plan leads (the dashboard, or the checkout).
  const [next, setNext] = useState<(() => void) | null>(null);
  const updatePlan = useUpdatePlan();
  const navigate = useNavigate();
  const busy = updatePlan.isPending || reloading;

  const start = () => {
    if (!plan) {
      toast({
        variant: "destructive",
        title: "Please select a plan",
        description: "You need to choose a plan to continue.",
      });
      return;
    }
    if (plan === "pro") {
      setNext(() => () => navigate("/checkout"));
      return;
    }
    updatePlan.mutate(
      { plan: "free", hasCompletedOnboarding: "true" },
      {
        onSuccess: () => {
          toast({ variant: "success", title: "Plan Selected!", description: "Your Free plan is ready. Let's build!" });
          setNext(() => () => {
            setReloading(true);
            window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
          });
        },
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to update your plan. Please try again.",
          }),
      },
    );
  };

  if (next) return <ProfileStep onDone={next} />;

  return (
    <div className="mx-auto max-w-4xl py-2 sm:py-6">
      <div className="text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <Sparkles aria-hidden className="size-3.5" />
          {firstName ? `Welcome, ${firstName}!` : "Welcome!"} One last step
        </p>
        <h1 id="plan-title" className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Choose Your Plan
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          Start free and upgrade whenever you're ready. Pro unlocks every tool, with one fair-use ceiling instead of
          per-tool limits.
        </p>
      </div>

      <div role="radiogroup" aria-labelledby="plan-title" className="mt-8 grid gap-6 md:grid-cols-2">
        <PlanCard
          value="free"
          checked={plan === "free"}
          onSelect={() => setPlan("free")}
          title={PLAN_FEATURES.free.title}
          price={
            <span className="text-slate-600">
              <span className="text-3xl font-extrabold text-slate-900">$0</span> to start
            </span>
          }
          features={PLAN_FEATURES.free.features}
          missing={PLAN_FEATURES.free.missing}
          footer={<span className="font-medium text-slate-700">No credit card required</span>}
        />
        <PlanCard
          value="pro"
          checked={plan === "pro"}
          onSelect={() => setPlan("pro")}
          title={PLAN_FEATURES.pro.title}
          badge={
            <Badge variant="pro" className="px-3 py-1 shadow-md">
              MOST POPULAR
            </Badge>
          }
          price={
            <span className="text-slate-600">
              <span className="text-3xl font-extrabold text-slate-900">${PRO_PRICE_USD}</span>/month{" "}
              <s className="ml-1 text-slate-500">
                <span className="sr-only">regular price </span>${PRO_LIST_PRICE_USD}
              </s>
            </span>
          }
          features={PLAN_FEATURES.pro.features}
          missing={PLAN_FEATURES.pro.missing}
          footer={
            <span className="flex flex-col gap-1">
              {plan === "pro" && (
                <span className="font-semibold text-brand-700">{TRIAL_DAYS}-day free trial, cancel anytime</span>
              )}
              <span className="text-xs text-slate-600">{fairUseLine(stats?.fairUseDailyLimit)}.</span>
              <span className="inline-flex items-center gap-1.5 text-slate-700">
                <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
                30-day money-back guarantee
              </span>
            </span>
          }
        />
      </div>

      <div className="mt-8 flex flex-col items-center">
        <Button variant="gradient" size="lg" onClick={start} disabled={busy} className="w-full sm:w-auto sm:min-w-64">
          {busy && <Loader2 aria-hidden className="animate-spin" />}
          Start Building Now
        </Button>
      </div>
    </div>
  );
}
