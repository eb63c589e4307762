/** A strip of headline figures: counts of the product's own data or plain statements (docs/decisions/1440-figures-are-counted.md). */
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";
import { TONE_TILE, type Tone } from "./tone";

export type Stat = { value: string; label: string; icon: LucideIcon; tone: Tone };

/** Renders 2 columns on phones, 4 on wide screens. */
export function StatTiles({ stats, label, className }: { stats: Stat[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4", className)}>
      {stats.map(({ value, label: text, icon: Icon, tone }) => (
        <li key={text} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <span
            className={cn(
              "hidden size-10 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white sm:flex",
              TONE_TILE[tone],
            )}
          >
            <Icon aria-hidden className="size-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-xl font-extrabold tracking-tight text-slate-900 sm:text-2xl">{value}</span>
            <span className="block text-xs text-slate-600 sm:text-sm">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
