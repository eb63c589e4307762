/**
 * A catalogue's honesty note (docs/product-rules.md#reference-catalogues): when its data was last reviewed, and "How we
 * rate", the rule behind the ratings we give, folded open on demand.
 */
import { CalendarCheck, Info } from "lucide-react";
import { cn } from "@/lib/cn";

type Props = { reviewedAt?: string; rules: readonly string[]; extra?: React.ReactNode; className?: string };

/** '16 November 2026' from '2026-11-16' (the date as written, no time-zone shift). */
export function reviewedDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function CatalogueNote({ reviewedAt, rules, extra, className }: Props) {
  return (
    <div
      className={cn("mb-6 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700", className)}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {reviewedAt && (
          <p className="flex items-center gap-1.5" data-testid="reviewed-at">
            <CalendarCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            Catalogue last reviewed {reviewedDate(reviewedAt)}
          </p>
        )}
      </div>
      <details className="group mt-1">
        <summary className="flex cursor-pointer items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900">
          <Info className="size-4 shrink-0" aria-hidden="true" />
          How we rate
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {rules.map((r, i) => (
            <li key={`${i}-${r}`}>{r}</li>
          ))}
        </ul>
        {extra}
      </details>
    </div>
  );
}
