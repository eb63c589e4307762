/**
 * A small trend line of the weekly scores (inline SVG: no chart library for 80 cards). Two weeks or more draw a
 * line through every week; a product scored in one week only (a product a scan just found) says so in words
 * instead of drawing a lone dot that reads as a broken chart (docs/decisions/1453-a-trend-needs-two-weeks.md).
 */
import type { TrendPoint } from "@shared/contracts/trending-products";
import { cn } from "@/lib/cn";

type Props = { points: TrendPoint[]; className?: string; stroke: string };

const W = 120;
const H = 36;
const PAD = 3;

/** '2026-11-23' → 'Nov 23'. */
const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function Sparkline({ points, className, stroke }: Props) {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length === 1)
    return (
      <p className={cn("text-right text-xs text-slate-600", className, "h-auto")} data-testid="trend-one-week">
        One week so far ({weekLabel(first.week)}): the line starts next week.
      </p>
    );
  const scores = points.map((p) => p.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const span = Math.max(max - min, 10);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (points.length - 1);
  const y = (s: number) => H - PAD - ((s - min) / span) * (H - 2 * PAD);
  const line = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(" ");
  const label = `Weekly HustleForge score over ${points.length} weeks: ${first.score} in the week of ${first.week}, ${last.score} in the week of ${last.week}`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={className}
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
      data-testid="trend-line"
    >
      <polyline
        points={line}
        fill="none"
        stroke={stroke}
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
      <circle cx={x(scores.length - 1)} cy={y(last.score)} r="2.5" fill={stroke} />
    </svg>
  );
}
