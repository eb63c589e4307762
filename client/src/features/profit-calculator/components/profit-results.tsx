/** After 'Calculate Profit': per-unit breakdown, key metrics, monthly projections, tips and the price chart. */
import { AlertTriangle, CheckCircle2, Lightbulb, TrendingDown } from "lucide-react";
import { formatUsd } from "@shared/domain/money";
import {
  formatTenths,
  microToCents,
  type MarginTone,
  type ProfitInputs,
  type ProfitResult,
} from "@shared/domain/profit";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { ProfitChart } from "./profit-chart";

const TONE_TEXT: Record<MarginTone, string> = {
  green: "text-emerald-700",
  yellow: "text-amber-700",
  red: "text-red-700",
};
const TIP_STYLE: Record<MarginTone, string> = {
  green: "border-emerald-200 bg-emerald-50 text-emerald-900",
  yellow: "border-amber-200 bg-amber-50 text-amber-900",
  red: "border-red-200 bg-red-50 text-red-900",
};
const TIP_ICON = { green: CheckCircle2, yellow: AlertTriangle, red: TrendingDown } as const;

const usd = (micro: number) => formatUsd(microToCents(micro));

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-4 py-2",
        strong && "border-t border-slate-200 pt-3 font-semibold",
      )}
    >
      <dt className="text-slate-700">{label}</dt>
      <dd className="tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Metric({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId: string;
}) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd
        className={cn("mt-1 whitespace-nowrap text-xl font-bold tabular-nums text-slate-900 sm:text-2xl", className)}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

export function ProfitResults({ inputs, result }: { inputs: ProfitInputs; result: ProfitResult }) {
  const m = result.micro;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Per-Unit Breakdown</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="text-sm">
            <Row label="Selling Price" value={usd(m.price)} testId="unit-price" />
            <Row label="Product Cost" value={`-${usd(m.cost)}`} />
            <Row label="Shipping Cost" value={`-${usd(m.shipping)}`} />
            <Row label="Platform Fee" value={`-${usd(m.platformFee)}`} testId="unit-platform-fee" />
            <Row label="Processing Fee" value={`-${usd(m.processingFee)}`} testId="unit-processing-fee" />
            {inputs.refundBps > 0 && <Row label="Refunds" value={`-${usd(m.refunds)}`} testId="unit-refunds" />}
            <Row label="Advertising Cost" value={`-${usd(m.ads)}`} />
            <Row label="Gross Profit (price - product - shipping)" value={usd(m.grossProfit)} testId="unit-gross" />
            <Row label="Net Profit" value={usd(m.netProfit)} strong testId="unit-net" />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Key Metrics</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Metric
              label="Profit Margin"
              value={`${formatTenths(result.marginTenths)}%`}
              className={TONE_TEXT[result.marginTone]}
              testId="margin"
            />
            <Metric
              label="Break-even Units"
              value={result.breakEvenUnits === null ? "Never" : result.breakEvenUnits.toLocaleString("en-US")}
              testId="break-even-units"
            />
            <Metric
              label="Break-even ROAS"
              value={
                result.breakEvenRoasHundredths === null
                  ? "Never"
                  : `${(result.breakEvenRoasHundredths / 100).toFixed(2)}x`
              }
              testId="break-even-roas"
            />
            <Metric
              label="Break-even Price"
              value={result.breakEvenPriceCents === null ? "None" : formatUsd(result.breakEvenPriceCents)}
              testId="break-even-price"
            />
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            Break-even units: sales needed to earn back one sale's advertising cost. Break-even ROAS: revenue each ad
            dollar must bring in before you profit.
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Monthly Projections</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Metric label="Monthly Revenue" value={formatUsd(result.monthly.revenueCents)} testId="monthly-revenue" />
            <Metric
              label="Monthly Net Profit"
              value={formatUsd(result.monthly.netProfitCents)}
              className={result.monthly.netProfitCents < 0 ? "text-red-700" : "text-emerald-700"}
              testId="monthly-profit"
            />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Lightbulb aria-hidden className="size-5 text-amber-600" />
            Optimization Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          {result.tips.length === 0 ? (
            <p className="text-sm text-slate-600">No warnings: your numbers look balanced.</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="tips">
              {result.tips.map((tip) => {
                const Icon = TIP_ICON[tip.tone];
                return (
                  <li
                    key={tip.key}
                    className={cn(
                      "flex items-start gap-2 rounded-xl border p-3 text-sm font-medium",
                      TIP_STYLE[tip.tone],
                    )}
                  >
                    <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {tip.text}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>

      <ProfitChart inputs={inputs} breakEvenPriceCents={result.breakEvenPriceCents} />
    </div>
  );
}
