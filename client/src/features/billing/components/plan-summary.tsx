/** The Plan section of the settings: the current plan, its renewal or end date, and the Stripe portal (Pro). */
import { Crown } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { UpgradeLink } from "@/components/ui/upgrade-link";
import { useUser } from "@/hooks/use-user";
import { useSubscriptionSummary } from "../api/billing-api";
import { ManageSubscriptionButton } from "./manage-subscription-button";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

export function PlanSummary() {
  const { user, isPro } = useUser();
  const summary = useSubscriptionSummary(isPro);
  const s = summary.data;
  const renews = s?.endsAt && s.status && !["canceled", "incomplete_expired"].includes(s.status);
  return (
    <Card role="region" aria-labelledby="plan-title">
      <CardHeader>
        <h2 id="plan-title" className="text-lg font-semibold tracking-tight text-slate-900">
          Plan
        </h2>
        <CardDescription>What you are on, and where to change it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {isPro && <Crown aria-hidden className="size-5 text-amber-600" />}
          {isPro ? "Pro" : "Free"}
        </p>
        {isPro ? (
          <>
            <p className="text-sm text-slate-700">
              {s?.endsAt
                ? renews
                  ? `Renews on ${day(s.endsAt)}.`
                  : `Ends on ${day(s.endsAt)}.`
                : user?.proSubscriptionEndDate
                  ? `Ends on ${day(user.proSubscriptionEndDate)}.`
                  : "No end date."}
            </p>
            {s?.manageable ? (
              <div>
                <ManageSubscriptionButton />
                <p className="mt-2 text-sm text-slate-600">Cancel, change your card or download invoices at Stripe.</p>
              </div>
            ) : (
              <p className="text-sm text-slate-600">This Pro plan was granted by an admin; there is nothing to pay.</p>
            )}
          </>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-slate-700">The free plan has monthly limits. Pro unlocks every tool.</p>
            <UpgradeLink variant="gradient" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
