/** The Advanced Analytics charts: revenue and profit over time, the forecast with its band, bars by group. */
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsSummary } from "@shared/contracts/analytics";
import { formatUsd, parseCents } from "@shared/domain/money";
import { moneyAxis } from "@/lib/chart-axis";

const num = (money: string) => (parseCents(money) ?? 0) / 100;
const usd = (v: unknown) => formatUsd(Math.round(Number(v) * 100));
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2026-11-23' → 'Nov 23' (day, week) or 'Nov 26' (month). */
export function bucketLabel(bucket: string, unit: AnalyticsSummary["bucket"]): string {
  const [y, m, d] = bucket.split("-");
  const month = MONTHS[Number(m) - 1];
  return unit === "month" ? `${month} ${y.slice(2)}` : `${month} ${Number(d)}`;
}

export function RevenueProfitChart({ data }: { data: AnalyticsSummary }) {
  const points = data.series.map((b) => ({
    label: bucketLabel(b.bucket, data.bucket),
    revenue: num(b.revenue),
    profit: num(b.profit),
  }));
  const total = formatUsd(parseCents(data.kpis.revenue.value) ?? 0);
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Revenue and profit by ${data.bucket}; revenue ${total} in the period`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" fontSize={12} minTickGap={16} />
          <YAxis tickFormatter={moneyAxis(points.flatMap((p) => [p.revenue, p.profit]))} fontSize={12} width={56} />
          <Tooltip formatter={usd} />
          <Legend />
          {/* Straight segments: a day's sales are that day's, not smoothed into the days around it. */}
          <Area
            type="linear"
            dataKey="revenue"
            name="Revenue"
            stroke="#4f46e5"
            fill="#c7d2fe"
            fillOpacity={0.5}
            strokeWidth={2}
          />
          <Line type="linear" dataKey="profit" name="Profit" stroke="#059669" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export function ForecastChart({ forecast }: { forecast: AnalyticsSummary["forecast"] }) {
  const label = (month: string) => bucketLabel(`${month}-01`, "month");
  const points: { label: string; actual?: number; forecast?: number; band?: [number, number] }[] = forecast.history.map(
    (h) => ({
      label: label(h.month),
      actual: num(h.revenue),
    }),
  );
  // The last actual month also starts the forecast line, so the two join.
  if (points.length && forecast.points) {
    const last = points[points.length - 1];
    last.forecast = last.actual;
    last.band = [last.actual!, last.actual!];
  }
  for (const p of forecast.points ?? [])
    points.push({ label: label(p.month), forecast: num(p.revenue), band: [num(p.low), num(p.high)] });
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label={`Monthly revenue and a three-month forecast with its 95% band (${forecast.method})`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" fontSize={12} minTickGap={12} />
          <YAxis
            tickFormatter={moneyAxis(points.flatMap((p) => [p.actual ?? 0, p.forecast ?? 0, ...(p.band ?? [])]))}
            fontSize={12}
            width={56}
          />
          <Tooltip formatter={(v) => (Array.isArray(v) ? `${usd(v[0])} – ${usd(v[1])}` : usd(v))} />
          <Legend />
          <Area type="monotone" dataKey="band" name="95% band" stroke="none" fill="#f472b6" fillOpacity={0.3} />
          <Line type="linear" dataKey="actual" name="Actual revenue" stroke="#4f46e5" strokeWidth={2} />
          <Line
            type="monotone"
            dataKey="forecast"
            name="Forecast"
            stroke="#db2777"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

export function GroupBarChart({ rows, name }: { rows: { name: string; revenue: string }[]; name: string }) {
  const points = rows.map((r) => ({ name: r.name, revenue: num(r.revenue) }));
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={`Revenue by ${name}: ${rows.map((r) => `${r.name} ${formatUsd(parseCents(r.revenue) ?? 0)}`).join(", ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
          <XAxis type="number" tickFormatter={moneyAxis(points.map((p) => p.revenue))} fontSize={12} />
          <YAxis type="category" dataKey="name" fontSize={12} width={90} />
          <Tooltip formatter={usd} />
          <Bar dataKey="revenue" name="Revenue" fill="#6366f1" radius={[0, 4, 4, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
