/**
 * A competition or demand meter (docs/spec-notes.md#constants-and-option-lists): low 25, medium 60, high 90.
 * Competition is green when low; demand uses the same numbers with reversed colours (green when high).
 */
import type { Level } from "@shared/contracts/catalogue-filters";
import { LEVEL_METER, levelTone } from "@shared/domain/catalogue-ratings";
import { cn } from "@/lib/cn";

const TONE = {
  good: { bar: "bg-emerald-500", text: "text-emerald-800" },
  fair: { bar: "bg-amber-500", text: "text-amber-900" },
  bad: { bar: "bg-red-500", text: "text-red-800" },
};

type Props = { kind: "competition" | "demand"; level: Level; className?: string };

export function LevelMeter({ kind, level, className }: Props) {
  const tone = TONE[levelTone(kind, level)];
  const label = kind === "competition" ? "Competition" : "Demand";
  return (
    <div className={className}>
      <div className="flex justify-between text-xs">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cn("font-semibold capitalize", tone.text)}>{level}</span>
      </div>
      <div
        role="meter"
        aria-label={`${label}: ${level}`}
        aria-valuenow={LEVEL_METER[level]}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={level}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn("h-full rounded-full", tone.bar)}
          style={{ width: `${LEVEL_METER[level]}%` }}
          data-testid={`${kind}-meter`}
        />
      </div>
    </div>
  );
}
