/**
 * The evidence-based score: why the overall moved since the last score, the strength meter, the person's own sales
 * the score read (docs/decisions/1491-idea-score-reads-real-sales.md), the four scores in the 80/60 bands and the
 * reasons citing the log.
 */
import { Receipt, TrendingDown, TrendingUp } from "lucide-react";
import {
  EVIDENCE_SCORE_KEYS,
  EVIDENCE_SCORE_LABELS,
  EVIDENCE_STRENGTHS,
  type EvidenceScore,
  type EvidenceStrength,
} from "@shared/contracts/idea-evidence";
import { salesLine } from "@shared/domain/evidence-score";
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

/** Why the overall moved since the idea's previous score. */
function ScoreChange({ change }: { change: NonNullable<EvidenceScore["change"]> }) {
  const down = change.to < change.from;
  const Icon = down ? TrendingDown : TrendingUp;
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-xl border px-3 py-2 text-sm",
        down ? "border-amber-200 bg-amber-50 text-amber-950" : "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
      data-testid="score-change"
      data-direction={down ? "down" : "up"}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="break-words">{change.reason}</span>
    </p>
  );
}

/** The person's recorded sales the score read: not an entry of the log, so nothing to edit or delete. */
function SalesEvidenceLine({ sales }: { sales: EvidenceScore["sales"] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2" data-testid="sales-evidence">
      <p className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-600">
        <Receipt className="h-3.5 w-3.5" aria-hidden />
        From your sales
      </p>
      <p className="break-words text-sm text-slate-900">
        {sales
          ? salesLine(sales)
          : "No recorded sales of this idea's products in the last 90 days. Sales you record in the inventory, import or sync count here."}
      </p>
      {sales && (
        <p className="text-xs text-slate-600">
          Read from your orders (inventory sales, imports and shop syncs) each time the idea is scored.
        </p>
      )}
    </div>
  );
}

export function EvidenceScorePanel({ score }: { score: EvidenceScore }) {
  return (
    <div className="flex flex-col gap-4" data-testid="evidence-score">
      {score.change && <ScoreChange change={score.change} />}
      <StrengthMeter strength={score.strength} reason={score.strengthReason} />
      {/* Scores from before sales were read (no basis) say nothing about sales either way. */}
      {(score.sales || score.basis) && <SalesEvidenceLine sales={score.sales} />}
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
                {/* The change is said above the scores; the overall's reasons start with it. */}
                {s.reasons
                  .filter((r) => r !== score.change?.reason)
                  .map((r) => (
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
