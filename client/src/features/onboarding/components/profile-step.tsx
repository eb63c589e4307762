/**
 * The step after the plan (docs/guide/business-profile.md): the business profile, asked once. Every question and
 * the whole step can be skipped; Settings → Business finishes it later.
 */
import { Loader2, Store } from "lucide-react";
import { BusinessProfileForm } from "@/components/business-profile/business-profile-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useBusinessProfile } from "@/hooks/use-business-profile";
import { toast } from "@/hooks/use-toast";

export function ProfileStep({ onDone }: { onDone: () => void }) {
  const profile = useBusinessProfile();
  const skip = () => {
    toast({ title: "Skipped for now", description: "Finish your business profile any time in Settings → Business." });
    onDone();
  };
  return (
    <div className="mx-auto max-w-3xl py-2 sm:py-6">
      <div className="text-center">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
          <Store aria-hidden className="size-3.5" />
          Step 2 of 2 · optional
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Your business</h1>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">
          Tell us once and every tool starts from it: forms open filled in, figures come in your currency, and each
          answer says what it used. Answer what you like and skip the rest.
        </p>
      </div>
      <Card className="mt-6">
        <CardContent className="p-4 sm:p-6">
          {profile.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin" /> Loading…
            </p>
          ) : (
            <BusinessProfileForm
              profile={profile.data ?? null}
              submitLabel="Save and continue"
              onSaved={onDone}
              idPrefix="onboarding"
              secondary={
                <Button type="button" variant="ghost" onClick={skip} className="w-full sm:w-auto">
                  Skip for now
                </Button>
              }
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
