/** A small trend line of the weekly scores (inline SVG: no chart library for 80 cards). */
import type { TrendPoint } from "@shared/contracts/trending-products";

type Props = { points: TrendPoint[]; className?: string; stroke: string };

const W = 120;
const H = 36;
const PAD = 3;

export function Sparkline({ points, className, stroke }: Props) {
  if (points.length === 0) return null;
  const scores = points.map((p) => p.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const span = Math.max(max - min, 10);
  const x = (i: number) => (points.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (points.length - 1));
  const y = (s: number) => H - PAD - ((s - min) / span) * (H - 2 * PAD);
  const line = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(" ");
  const first = points[0];
  const last = points[points.length - 1];
  const label = `Weekly HustleForge score over ${points.length} week${points.length === 1 ? "" : "s"}: ${first.score} in the week of ${first.week}, ${last.score} in the week of ${last.week}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className={className} role="img" aria-label={label} preserveAspectRatio="none">
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
