/** The 1-5 star rating: one button per star, the current rating pressed. */
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

type Props = { value: number | null; onChange: (rating: number) => void; disabled?: boolean; label: string };

export function StarRating({ value, onChange, disabled, label }: Props) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const on = value !== null && n <= value;
        return (
          <button
            key={n}
            type="button"
            disabled={disabled}
            aria-label={`${n} star${n > 1 ? "s" : ""}`}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
            className="rounded p-1 text-slate-400 hover:text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60"
          >
            <Star aria-hidden className={cn("size-5", on && "fill-amber-400 text-amber-500")} />
          </button>
        );
      })}
    </div>
  );
}
