/**
 * Profit after ads (docs/decisions/1062-profit-after-ads-metrics.md): ad spend, MER against the break-even MER, what
 * a new customer cost, each with the reason when it cannot be worked out; spend by platform with the sales of a
 * channel that also sells beside it.
 */
import { Megaphone } from "lucide-react";
import type { PnlResponse } from "@shared/contracts/finance";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatMoney } from "@/lib/money-format";

function Figure({
  label,
  value,
  reason,
  hint,
  testId,
  tone,
}: {
  label: string;
  value: string | null;
  reason?: string;
  hint?: string;
  testId: string;
  tone?: "good" | "bad";
}) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p
        className={cn(
          "text-xl font-bold tabular-nums text-slate-900",
          tone === "good" && "text-emerald-700",
          tone === "bad" && "text-rose-700",
        )}
        data-testid={testId}
      >
        {value ?? "-"}
      </p>
      {value === null && reason ? (
        <p className="text-xs text-slate-600">{reason}</p>
      ) : (
        hint && <p className="text-xs text-slate-600">{hint}</p>
      )}
    </div>
  );
}

export function ProfitAfterAds({ pnl }: { pnl: PnlResponse }) {
  const { metrics, totals, currency, adPlatforms } = pnl;
  const mer = metrics.mer === null ? null : Number(metrics.mer);
  const breakEven = metrics.breakEvenMer === null ? null : Number(metrics.breakEvenMer);
  const tone = mer === null || breakEven === null ? undefined : mer >= breakEven ? "good" : "bad";
  return (
    <Card data-testid="profit-after-ads">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone aria-hidden className="size-5 text-indigo-600" />
          Profit after ads
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Figure
            label="Ad spend"
            value={formatMoney(totals.adSpend, currency)}
            hint="Part of your expenses"
            testId="ad-spend"
          />
          <Figure
            label="MER (net sales ÷ ad spend)"
            value={metrics.mer === null ? null : `${metrics.mer}×`}
            reason={metrics.reasons.mer}
            testId="mer"
            tone={tone}
          />
          <Figure
            label="Break-even MER"
            value={metrics.breakEvenMer === null ? null : `${metrics.breakEvenMer}×`}
            reason={metrics.reasons.breakEvenMer}
            hint="Below this, ads cost more than they bring"
            testId="break-even-mer"
          />
          <Figure
            label={`Cost per new customer (${metrics.newCustomers.toLocaleString("en-US")} new)`}
            value={metrics.cac === null ? null : formatMoney(metrics.cac, currency)}
            reason={metrics.reasons.cac}
            testId="cac"
          />
        </div>
        {tone && (
          <p className="text-sm text-slate-700" data-testid="ads-verdict">
            {tone === "good"
              ? "Your ads pay for themselves: MER is at or above break-even."
              : "Your ads cost more than they bring: MER is below break-even."}
          </p>
        )}
        {adPlatforms.length > 0 && (
          <table className="w-full text-left text-sm" data-testid="ad-platforms">
            <caption className="sr-only">Ad spend by platform, in {currency}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Platform
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Spend
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Sales there
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {adPlatforms.map((p) => (
                <tr key={p.platform}>
                  <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">
                    {p.label}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(p.adSpend, currency)}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {p.sales === null ? "-" : formatMoney(p.sales, currency)}
                    {p.roas !== null && <span className="ml-1 text-xs text-slate-600">({p.roas}×)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
