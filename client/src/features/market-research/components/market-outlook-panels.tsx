/**
 * The Opportunities and Forecast tabs of an analysis (docs/product-rules.md#market-page): every figure comes from the
 * response.
 */
import { LocalAmountsNote } from "@/components/generator/local-amounts-note";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { Clock, Wallet } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { MarketAnalysisView } from "../views";
import { money, pct, POTENTIAL_BADGE } from "../format";
import { FigureSources } from "@/components/generator/figure-sources";
import { ForecastChart } from "./market-charts";

type Props = { analysis: MarketAnalysisView };

/** Concrete opportunities for a small founder. */
export function OpportunitiesPanel({ analysis }: Props) {
  // Start costs are our US-dollar guides, read in the person's currency beside them.
  const { shown: opportunities, currency } = useLocalAmounts(analysis.opportunities);
  if (!opportunities.length)
    return <EmptyNote>We hold no research on this market yet, so we suggest no opportunities in it.</EmptyNote>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <LocalAmountsNote currency={currency} className="md:col-span-2" />
      {opportunities.map((o) => (
        <Card key={o.title}>
          <CardContent className="pt-5 sm:pt-6">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-semibold text-slate-900">{o.title}</h3>
              <Badge variant={POTENTIAL_BADGE[o.potential]} className="shrink-0 capitalize">
                {o.potential} potential
              </Badge>
            </div>
            <p className="mt-1 text-sm text-slate-600">{o.description}</p>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex items-center gap-1.5">
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-500">First revenue</dt>
                <dd className="font-medium text-slate-900">{o.timeToRevenue}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Wallet className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-slate-500">Startup cost</dt>
                <dd className="font-medium text-slate-900">{o.startupCost}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The yearly forecast as a chart and a table. */
export function ForecastPanel({ analysis }: Props) {
  if (!analysis.forecast.length)
    return (
      <EmptyNote>
        No published forecast of this market is in our data pack.
        <FigureSources className="mt-2" sources={[]} unknown={analysis.unknown} fields={["forecast"]} />
      </EmptyNote>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Market size forecast</CardTitle>
        <CardDescription>
          {analysis.industry} market size by year, in US dollars, as its sources publish it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ForecastChart forecast={analysis.forecast} />
        <FigureSources sources={analysis.sources} fields={["forecast"]} />
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Forecast by year</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 font-medium">
                  Year
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Market size
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Growth
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.forecast.map((f) => (
                <tr key={f.year} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 text-left font-medium text-slate-800">
                    {f.year}
                  </th>
                  <td className="py-2 text-right tabular-nums text-slate-700">{money(f.marketSize)}</td>
                  <td className="py-2 text-right tabular-nums text-slate-700">
                    {f.growthRate === null ? "—" : pct(f.growthRate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

/** A card that says what is not known instead of an empty tab. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-5 text-sm text-slate-700 sm:pt-6">{children}</CardContent>
    </Card>
  );
}
