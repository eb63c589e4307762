/** One selectable plan card: a real radio input (arrow keys, screen readers) inside a styled label. */
import type { ReactNode } from "react";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/cn";

export interface PlanCardProps {
  value: "free" | "pro";
  checked: boolean;
  onSelect: () => void;
  title: string;
  price: ReactNode;
  badge?: ReactNode;
  features: string[];
  missing: string[];
  footer?: ReactNode;
}

/** Renders a plan as a radio option. */
export function PlanCard({ value, checked, onSelect, title, price, badge, features, missing, footer }: PlanCardProps) {
  return (
    <label
      className={cn(
        "relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-all has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2 sm:p-6",
        checked ? "border-brand-600 shadow-lg shadow-brand-600/10" : "border-slate-200 hover:border-brand-300",
      )}
    >
      {/* The invisible radio covers the whole card, so a click anywhere on it selects the plan. */}
      <input
        type="radio"
        name="plan"
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`plan-${value}-title`}
        aria-describedby={`plan-${value}-details`}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span className="flex items-start justify-between gap-3">
        <span>
          <span id={`plan-${value}-title`} className="block text-xl font-bold text-slate-900">
            {title}
          </span>
          <span className="mt-1 block">{price}</span>
        </span>
        <span
          aria-hidden
          className={cn(
            "mt-1 flex size-6 shrink-0 items-center justify-center rounded-full border-2",
            checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300",
          )}
        >
          {checked && <Check className="size-3.5" strokeWidth={3} />}
        </span>
      </span>
      <span id={`plan-${value}-details`} className="mt-5 flex flex-col gap-2.5">
        {features.map((f) => (
          <span key={f} className="flex items-start gap-2 text-sm text-slate-800">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {f}
          </span>
        ))}
        {missing.map((f) => (
          <span key={f} className="flex items-start gap-2 text-sm text-slate-600">
            <X aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            {f}
          </span>
        ))}
      </span>
      {footer && <span className="mt-5 block border-t border-slate-100 pt-4 text-sm">{footer}</span>}
      {badge && <span className="absolute -top-3 left-1/2 -translate-x-1/2">{badge}</span>}
    </label>
  );
}
