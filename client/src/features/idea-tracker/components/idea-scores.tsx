/** The four AI scores in the spec's colours (80+ green, 60+ yellow, below 60 red), difficulty inverted, reasons below. */
import type { AiScores, ScoreKey } from "@shared/contracts/idea-tracker";
import { scoreTone, shownDifficulty } from "@shared/domain/idea-scores";
import { cn } from "@/lib/cn";

const TONE = {
  green: "bg-emerald-50 text-emerald-800 border-emerald-200",
  yellow: "bg-amber-50 text-amber-900 border-amber-200",
  red: "bg-red-50 text-red-800 border-red-200",
} as const;

const ROWS: { key: ScoreKey; label: string }[] = [
  { key: "overall", label: "Overall" },
  { key: "profitability", label: "Profitability" },
  { key: "trendPotential", label: "Trend" },
  { key: "difficulty", label: "Difficulty" },
];

/** The number shown for a score: difficulty as 100 - difficulty, so higher always reads better. */
const shown = (scores: AiScores, key: ScoreKey) =>
  key === "difficulty" ? shownDifficulty(scores.difficulty) : scores[key];

export function IdeaScores({ scores }: { scores: AiScores }) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-2">
        {ROWS.map(({ key, label }) => {
          const value = shown(scores, key);
          return (
            <div
              key={key}
              className={cn("rounded-xl border px-2 py-1.5 text-center", TONE[scoreTone(value)])}
              data-testid={`score-${key}`}
              data-tone={scoreTone(value)}
            >
              <dt className="text-xs font-medium">{label}</dt>
              <dd className="text-lg font-bold tabular-nums">{value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        Difficulty is shown as 100 minus difficulty: higher means easier to start.
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Why these scores?</summary>
        <ul className="mt-2 space-y-2 text-slate-700">
          {ROWS.map(({ key, label }) => (
            <li key={key}>
              <span className="font-semibold">{label}:</span> {scores.reasons[key].join(" ")}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
