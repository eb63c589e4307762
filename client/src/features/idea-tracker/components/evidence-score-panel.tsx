/** The evidence-based score: the strength meter, the four scores in the 80/60 bands and the reasons citing the log. */
import {
  EVIDENCE_SCORE_KEYS,
  EVIDENCE_SCORE_LABELS,
  EVIDENCE_STRENGTHS,
  type EvidenceScore,
  type EvidenceStrength,
} from "@shared/contracts/idea-evidence";
import { scoreTone } from "@shared/domain/idea-scores";
import { cn } from "@/lib/cn";

const TONE = {
  green: "bg-emerald-50 text-emerald-800 border-emerald-200",
  yellow: "bg-amber-50 text-amber-900 border-amber-200",
  red: "bg-red-50 text-red-800 border-red-200",
} as const;

const STRENGTH_LABELS: Record<EvidenceStrength, string> = {
  none: "None",
  anecdotal: "Anecdotal",
  some: "Some",
  strong: "Strong",
};

export function StrengthMeter({ strength, reason }: { strength: EvidenceStrength; reason?: string }) {
  const level = EVIDENCE_STRENGTHS.indexOf(strength);
  return (
    <div data-testid="strength-meter" data-strength={strength}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-900">Evidence strength</span>
        <span className="font-semibold text-slate-900">{STRENGTH_LABELS[strength]}</span>
      </div>
      <div
        className="mt-1 grid grid-cols-3 gap-1"
        role="meter"
        aria-label="Evidence strength"
        aria-valuemin={0}
        aria-valuemax={3}
        aria-valuenow={level}
        aria-valuetext={STRENGTH_LABELS[strength]}
      >
        {[1, 2, 3].map((step) => (
          <div key={step} className={cn("h-2 rounded-full", step <= level ? "bg-brand-600" : "bg-slate-200")} />
        ))}
      </div>
      {reason && <p className="mt-1 text-xs text-slate-600">{reason}</p>}
    </div>
  );
}

export function EvidenceScorePanel({ score }: { score: EvidenceScore }) {
  return (
    <div className="flex flex-col gap-4" data-testid="evidence-score">
      <StrengthMeter strength={score.strength} reason={score.strengthReason} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {EVIDENCE_SCORE_KEYS.map((key) => {
          const s = score[key];
          const tone = scoreTone(s.score);
          return (
            <li
              key={key}
              className={cn("rounded-xl border px-3 py-2", TONE[tone])}
              data-testid={`evidence-score-${key}`}
              data-tone={tone}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-medium">{EVIDENCE_SCORE_LABELS[key]}</span>
                <span className="text-lg font-bold tabular-nums">{s.score}</span>
              </div>
              <ul className="mt-1 list-disc space-y-0.5 pl-4 text-sm text-slate-800">
                {s.reasons.map((r) => (
                  <li key={r} className="break-words">
                    {r}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
