/** Business: the business profile every tool reads (docs/guide/business-profile.md), editable any time. */
import { Loader2 } from "lucide-react";
import { BusinessProfileForm } from "@/components/business-profile/business-profile-form";
import { useBusinessProfile } from "@/hooks/use-business-profile";
import { SectionCard } from "./section-card";

export function BusinessSection() {
  const profile = useBusinessProfile();
  return (
    <SectionCard
      id="business"
      title="Your business"
      description="What you sell, where, in which currency and with what budget and time. Every AI tool opens filled from it, and each answer says which of these it used. Changing a tool's form for one run leaves this as it is."
    >
      {profile.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading…
        </p>
      ) : (
        <BusinessProfileForm
          key={profile.data?.updatedAt ?? "new"}
          profile={profile.data ?? null}
          submitLabel="Save business profile"
          idPrefix="settings-business"
        />
      )}
    </SectionCard>
  );
}
