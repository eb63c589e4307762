/**
 * MER against break-even MER by month (docs/decisions/1063-mentor-and-analytics-read-mer.md): the P&L's profit after
 * ads for the last 12 months; a month above its break-even made money after ads. A month without ad spend has no
 * MER (a gap, not zero).
 */
import { Megaphone } from "lucide-react";
import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PnlResponse } from "@shared/contracts/finance";
import { formatMoney } from "@/lib/money-format";
import { useMonthlyPnl } from "../api/analytics-api";
import { AnalyticsPanel, Loaded } from "./analytics-panel";
import { bucketLabel } from "./analytics-charts";

const ratio = (v: unknown) => `${Number(v).toFixed(2)}×`;

function MerChart({ pnl }: { pnl: PnlResponse }) {
  const points = pnl.rows.map((r) => ({
    label: bucketLabel(`${r.key}-01`, "month"),
    mer: r.metrics?.mer === null || r.metrics?.mer === undefined ? null : Number(r.metrics.mer),
    breakEven:
      r.metrics?.breakEvenMer === null || r.metrics?.breakEvenMer === undefined ? null : Number(r.metrics.breakEvenMer),
  }));
  const m = pnl.metrics;
  const summary =
    m.mer === null
      ? `No ad spend in these 12 months: ${m.reasons.mer ?? ""}`
      : `Over 12 months: ${formatMoney(pnl.totals.adSpend, pnl.currency)} of ads, MER ${m.mer}× against a break-even of ${m.breakEvenMer === null ? "none" : `${m.breakEvenMer}×`}.`;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" data-testid="mer-summary">
        {summary}
      </p>
      <div className="h-64 w-full" role="img" aria-label={`MER and break-even MER by month. ${summary}`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" fontSize={12} minTickGap={16} />
            <YAxis tickFormatter={(v: number) => `${v}×`} fontSize={12} width={44} allowDecimals />
            <Tooltip formatter={ratio} />
            <Legend />
            {/* Straight segments between months; a month without ads is a gap (decision 1401). */}
            <Line type="linear" dataKey="mer" name="MER" stroke="#4f46e5" strokeWidth={2} connectNulls={false} />
            <Line
              type="linear"
              dataKey="breakEven"
              name="Break-even MER"
              stroke="#e11d48"
              strokeDasharray="5 4"
              strokeWidth={2}
              connectNulls={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

export function MerPanel() {
  const pnl = useMonthlyPnl();
  return (
    <AnalyticsPanel
      icon={Megaphone}
      title="Ads: MER against break-even"
      description="Net sales per unit of ad spend each month, beside the MER at which profit after ads is zero."
      controls={null}
    >
      <Loaded query={pnl} what="Ad returns" skeletonClassName="h-64">
        {(data) => <MerChart pnl={data} />}
      </Loaded>
    </AnalyticsPanel>
  );
}
