/** Scores over time: a small line of the overall (our own SVG, no chart library) and the list it draws. */
import type { ScoreHistoryEntry } from "@shared/contracts/idea-evidence";

const W = 320;
const H = 96;
const PAD = 8;

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function ScoreHistory({ history }: { history: ScoreHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">No scores yet.</p>;
  const x = (i: number) => (history.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (history.length - 1));
  const y = (v: number) => H - PAD - (v / 100) * (H - 2 * PAD);
  const points = history.map((h, i) => `${x(i)},${y(h.overall)}`).join(" ");
  const first = history[0];
  const last = history[history.length - 1];
  return (
    <div className="flex flex-col gap-3" data-testid="score-history">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-24 w-full max-w-md"
        role="img"
        aria-label={`Overall score over ${history.length} scorings, from ${first?.overall} to ${last?.overall}`}
      >
        <line x1={PAD} x2={W - PAD} y1={y(80)} y2={y(80)} className="stroke-emerald-400" strokeDasharray="4 3" />
        <text x={W - PAD} y={y(80) - 3} textAnchor="end" className="fill-emerald-700 text-[9px]">
          top band 80
        </text>
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="stroke-slate-200" />
        <polyline points={points} fill="none" className="stroke-brand-600" strokeWidth={2} />
        {history.map((h, i) => (
          <circle key={h.id} cx={x(i)} cy={y(h.overall)} r={3} className="fill-brand-600" />
        ))}
      </svg>
      <ol className="divide-y divide-slate-100 text-sm">
        {[...history].reverse().map((h) => (
          <li key={h.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
            <span className="text-slate-600">{when(h.createdAt)}</span>
            <span className="tabular-nums text-slate-900">
              <span className="font-semibold">Overall {h.overall}</span> · demand {h.demand} · pay {h.willingnessToPay}{" "}
              · competition {h.competition} · {h.strength}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
