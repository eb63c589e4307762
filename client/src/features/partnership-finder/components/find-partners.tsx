/** The Find Partners tab: the niche filter ('all' first) and the partners' cards, best match first. */
import { useState } from "react";
import { Users } from "lucide-react";
import { PARTNER_NICHES } from "@shared/domain/partner-match";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { usePartners } from "../api/partnerships-api";
import { nicheLabel } from "../format";
import { PartnerCard } from "./partner-card";

export function FindPartners() {
  const [niche, setNiche] = useState("all");
  const partners = usePartners(niche, true);
  return (
    <div className="space-y-4">
      <Field label="Niche" htmlFor="niche-filter" className="max-w-xs">
        <NativeSelect id="niche-filter" value={niche} onChange={(e) => setNiche(e.target.value)}>
          <option value="all">All niches</option>
          {PARTNER_NICHES.map((n) => (
            <option key={n} value={n}>
              {nicheLabel(n)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {partners.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : !partners.data?.length ? (
        <EmptyState
          icon={Users}
          title="No partners here yet"
          description="No one else has a partner profile in this niche yet. Create yours on the My Profile tab so others can find you."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Partners">
          {partners.data.map((p) => (
            <li key={p.id}>
              <PartnerCard partner={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
