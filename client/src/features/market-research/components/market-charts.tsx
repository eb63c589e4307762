/**
 * The market page's charts (docs/product-rules.md#market-page): market size over time, competitor shares and trend
 * adoption. recharts reaches the browser only with this page's lazy chunk. Each chart carries a text summary for screen
 * readers; the tables and lists beside it hold the same figures.
 */
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { MarketAnalysisView } from "../views";
import { moneyAxis } from "@/lib/chart-axis";
import { money, pct } from "../format";

export const CHART_COLORS = ["#7c3aed", "#db2777", "#0284c7", "#059669", "#d97706", "#4f46e5", "#64748b"];
const OTHERS = "#cbd5e1";
const tick = { fontSize: 12, fill: "#475569" };

/** Market size per forecast year, as an area. */
export function ForecastChart({ forecast }: { forecast: MarketAnalysisView["forecast"] }) {
  const first = forecast[0];
  const last = forecast[forecast.length - 1];
  return (
    <div
      role="img"
      aria-label={`Market size grows from ${money(first.marketSize)} in ${first.year} to ${money(last.marketSize)} in ${last.year}.`}
      className="h-64 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={forecast} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <defs>
            <linearGradient id="forecastFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#7c3aed" stopOpacity={0.35} />
              <stop offset="100%" stopColor="#7c3aed" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="year" tick={tick} tickLine={false} axisLine={false} />
          <YAxis
            tick={tick}
            tickLine={false}
            axisLine={false}
            width={64}
            tickFormatter={moneyAxis(
              forecast.map((f) => f.marketSize),
              1e9,
            )}
          />
          <Tooltip formatter={(v) => [money(Number(v)), "Market size"]} labelFormatter={(l) => `Year ${l}`} />
          <Area
            type="monotone"
            dataKey="marketSize"
            stroke="#7c3aed"
            strokeWidth={2.5}
            fill="url(#forecastFill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Competitor shares as a donut, with the rest of the market as 'Other players'. */
export function CompetitorShareChart({ competitors }: { competitors: MarketAnalysisView["competitors"] }) {
  const known = competitors.flatMap((c) => (c.marketShare === null ? [] : [{ ...c, marketShare: c.marketShare }]));
  const listed = known.reduce((sum, c) => sum + c.marketShare, 0);
  const data = [
    ...known.map((c, i) => ({
      name: c.name,
      value: c.marketShare,
      color: CHART_COLORS[i % CHART_COLORS.length],
    })),
    ...(listed < 99.5 ? [{ name: "Other players", value: Math.round((100 - listed) * 10) / 10, color: OTHERS }] : []),
  ];
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[220px_1fr]">
      <div
        role="img"
        aria-label={`Market shares: ${data.map((d) => `${d.name} ${pct(d.value)}`).join(", ")}.`}
        className="mx-auto h-52 w-52"
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="95%"
              paddingAngle={1}
              isAnimationActive={false}
            >
              {data.map((d) => (
                <Cell key={d.name} fill={d.color} stroke="#fff" />
              ))}
            </Pie>
            <Tooltip formatter={(v, n) => [pct(Number(v)), String(n)]} />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="space-y-1.5 text-sm" aria-hidden="true">
        {data.map((d) => (
          <li key={d.name} className="flex items-center justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2">
              <span className="size-2.5 shrink-0 rounded-full" style={{ background: d.color }} />
              <span className="truncate text-slate-700">{d.name}</span>
            </span>
            <span className="font-medium tabular-nums text-slate-900">{pct(d.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Adoption of each trend among the target market, as horizontal bars. */
export function TrendAdoptionChart({ trends }: { trends: MarketAnalysisView["trends"] }) {
  const data = trends.flatMap((t) => (t.adoption === null ? [] : [{ name: t.trend, adoption: t.adoption }]));
  return (
    <div
      role="img"
      aria-label={`Trend adoption: ${data.map((d) => `${d.name} ${d.adoption}%`).join(", ")}.`}
      style={{ height: 56 + data.length * 44 }}
      className="w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }} barCategoryGap={10}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis
            type="number"
            domain={[0, 100]}
            tick={tick}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => `${v}%`}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={132}
            tick={<WrappedTick />}
            tickLine={false}
            axisLine={false}
            interval={0}
          />
          <Tooltip formatter={(v) => [`${v}%`, "Adoption"]} />
          <Bar dataKey="adoption" radius={[0, 6, 6, 0]} isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value: string } };

/** A category label broken into at most two lines of about 18 characters. */
function WrappedTick({ x = 0, y = 0, payload }: TickProps) {
  const words = (payload?.value ?? "").split(" ");
  const lines: string[] = [""];
  for (const w of words) {
    const current = lines[lines.length - 1];
    if ((current + " " + w).trim().length > 18 && current) lines.push(w);
    else lines[lines.length - 1] = (current + " " + w).trim();
  }
  const shown = lines.slice(0, 2);
  if (lines.length > 2) shown[1] = `${shown[1].slice(0, 16)}…`;
  return (
    <text x={Number(x) - 6} y={Number(y)} textAnchor="end" fontSize={11} fill="#334155">
      {shown.map((line, i) => (
        <tspan key={i} x={Number(x) - 6} dy={i === 0 ? (shown.length > 1 ? -4 : 4) : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
