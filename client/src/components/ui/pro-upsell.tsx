/** ProUpsell: card that explains a Pro-only feature and links to /checkout. */
import * as React from "react";
import { Crown } from "lucide-react";
import { cn } from "@/lib/cn";
import { UpgradeLink } from "./upgrade-link";

export interface ProUpsellProps {
  title: React.ReactNode;
  description: React.ReactNode;
  /** The button's label (default 'Upgrade to Pro'). */
  cta?: React.ReactNode;
  className?: string;
}

/** Renders the upgrade card with an 'Upgrade to Pro' button. */
export function ProUpsell({ title, description, cta, className }: ProUpsellProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 via-white to-pink-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 text-white">
          <Crown aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-700">{description}</p>
        </div>
      </div>
      <UpgradeLink variant="gradient" className="shrink-0">
        {cta}
      </UpgradeLink>
    </div>
  );
}
