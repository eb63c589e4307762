/** A supplier card with every field of the specification, the shipping-speed and platform colours, and what its rating was derived from. */
import { ExternalLink, Globe, Heart, Mail, MapPin, Phone, ShieldCheck, Star, Truck } from "lucide-react";
import type { Supplier } from "@shared/contracts/suppliers";
import { SUPPLIER_PLATFORMS, shippingSpeedTone, type SpeedTone } from "@shared/domain/suppliers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const PLATFORM_STYLE: Record<string, string> = {
  aliexpress: "bg-orange-100 text-orange-900",
  cj: "bg-sky-100 text-sky-900",
  local: "bg-violet-100 text-violet-900",
};
const SPEED_STYLE: Record<SpeedTone, string> = {
  green: "text-emerald-700",
  yellow: "text-amber-700",
  grey: "text-slate-700",
};
const LOCATION: Record<string, string> = { china: "China", usa: "USA", europe: "Europe", asia: "Asia" };

function Stars({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span className="text-slate-700">{label}</span>
      <span className="flex items-center gap-1" aria-label={`${value} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden
            className={cn("size-4", n <= value ? "fill-amber-400 text-amber-500" : "text-slate-300")}
          />
        ))}
        <span className="ml-1 font-semibold tabular-nums text-slate-900">{value}/5</span>
      </span>
    </div>
  );
}

type Props = { supplier: Supplier; onToggleFavorite: (s: Supplier) => void; pending: boolean };

export function SupplierCard({ supplier: s, onToggleFavorite, pending }: Props) {
  const platform = SUPPLIER_PLATFORMS.find((p) => p.value === s.platform);
  const contactHref = s.contactInfo.website ?? (s.contactInfo.email ? `mailto:${s.contactInfo.email}` : undefined);
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{s.name}</h2>
        <div className="flex flex-wrap gap-1.5">
          {s.verified && (
            <Badge variant="success">
              <ShieldCheck aria-hidden />
              Verified
            </Badge>
          )}
          <Badge className={cn("border-transparent", PLATFORM_STYLE[s.platform])} data-testid="platform-badge">
            {platform?.label ?? s.platform}
          </Badge>
        </div>
      </div>
      <p className="text-sm text-slate-700">{s.description}</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden className="size-4 text-slate-500" />
        {LOCATION[s.location] ?? s.location}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
        {s.specialties.map((sp) => (
          <li key={sp}>
            <Badge variant="secondary" className="capitalize">
              {sp}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-1 text-sm">
        {s.contactInfo.email && (
          <span className="flex items-center gap-1.5">
            <Mail aria-hidden className="size-4 text-slate-500" />
            {s.contactInfo.email}
          </span>
        )}
        {s.contactInfo.phone && (
          <span className="flex items-center gap-1.5">
            <Phone aria-hidden className="size-4 text-slate-500" />
            {s.contactInfo.phone}
          </span>
        )}
        {s.contactInfo.website && (
          <span className="flex min-w-0 items-center gap-1.5">
            <Globe aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span className="truncate">{s.contactInfo.website.replace(/^https:\/\/(www\.)?/, "")}</span>
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1.5 rounded-xl bg-slate-50 p-3">
        <Stars label="Reliability" value={s.reliabilityRating} />
        <Stars label="Quality" value={s.qualityRating} />
        <p
          className={cn(
            "flex items-center gap-1.5 pt-1 text-sm font-medium",
            SPEED_STYLE[shippingSpeedTone(s.shippingSpeed)],
          )}
        >
          <Truck aria-hidden className="size-4 shrink-0" />
          {s.shippingSpeed}
        </p>
        <dl className="mt-1 grid gap-1 border-t border-slate-200 pt-2 text-xs text-slate-700" aria-label="Rated from">
          <div>
            <dt className="inline font-semibold text-slate-900">Kind: </dt>
            <dd className="inline">{s.ratingInputs.kind}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-slate-900">Ships from: </dt>
            <dd className="inline">{s.ratingInputs.shipsFrom}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-slate-900">Reliability: </dt>
            <dd className="inline">{s.ratingInputs.reliability}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-slate-900">Quality: </dt>
            <dd className="inline">{s.ratingInputs.quality}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 [&>*]:min-w-[11rem] [&>*]:flex-1">
        {contactHref && (
          <Button asChild className="flex-1">
            <a href={contactHref} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              Contact Supplier<span className="sr-only"> {s.name} (opens in a new tab)</span>
            </a>
          </Button>
        )}
        <Button
          variant="outline"
          className="flex-1"
          disabled={pending}
          aria-pressed={s.isFavorite}
          onClick={() => onToggleFavorite(s)}
        >
          <Heart aria-hidden className={s.isFavorite ? "fill-red-500 text-red-600" : ""} />
          {s.isFavorite ? "Saved to Favorites" : "Save to Favorites"}
        </Button>
      </div>
    </Card>
  );
}
