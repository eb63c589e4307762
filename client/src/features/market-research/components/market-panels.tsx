/** The five tab panels of an analysis (decisions D7): every figure comes from the response. */
import { ArrowDownRight, ArrowRight, ArrowUpRight, CheckCircle2, Clock, MinusCircle, Wallet, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { MarketAnalysisView } from "../api/use-market-analysis";
import { IMPACT_BADGE, money, pct, POTENTIAL_BADGE } from "../format";
import { CompetitorShareChart, ForecastChart, TrendAdoptionChart } from "./market-charts";

type Props = { analysis: MarketAnalysisView };

const IMPACT_ICON = { positive: CheckCircle2, neutral: MinusCircle, negative: XCircle } as const;
const IMPACT_CLASS = { positive: "text-emerald-600", neutral: "text-slate-500", negative: "text-red-600" } as const;

/** Insights, the reasons behind the opportunity score and the regional analysis. */
export function OverviewPanel({ analysis }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Market insights</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line leading-relaxed text-slate-700">{analysis.aiInsights}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Why the opportunity score is {analysis.opportunityScore}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {analysis.opportunityReasons.map((r) => {
              const Icon = IMPACT_ICON[r.impact];
              return (
                <li key={r.factor} className="flex gap-3">
                  <Icon className={cn("mt-0.5 size-4 shrink-0", IMPACT_CLASS[r.impact])} aria-label={r.impact} />
                  <div>
                    <p className="text-sm font-semibold text-slate-900">{r.factor}</p>
                    <p className="text-sm text-slate-600">{r.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Regional analysis</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {analysis.regions.map((r) => (
              <li key={r.name}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{r.name}</span>
                  <span className="tabular-nums text-slate-600">
                    {r.marketSize} · {pct(r.growthRate)} / yr
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-500" style={{ width: `${r.share}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

const TREND_ICON = { up: ArrowUpRight, stable: ArrowRight, down: ArrowDownRight } as const;
const TREND_TEXT = { up: "Growing", stable: "Stable", down: "Declining" } as const;
const TREND_BADGE = { up: "success", stable: "secondary", down: "danger" } as const;

/** Competitor shares chart and one card per competitor. */
export function CompetitorsPanel({ analysis }: Props) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Market share</CardTitle>
          <CardDescription>Share of the {analysis.industry} market held by the leading players.</CardDescription>
        </CardHeader>
        <CardContent>
          <CompetitorShareChart competitors={analysis.competitors} />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {analysis.competitors.map((c) => {
          const Icon = TREND_ICON[c.trend];
          return (
            <Card key={c.name}>
              <CardContent className="pt-5 sm:pt-6">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{c.name}</h3>
                  <Badge variant={TREND_BADGE[c.trend]}>
                    <Icon aria-hidden="true" />
                    {TREND_TEXT[c.trend]}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{c.description}</p>
                <dl className="mt-3 flex gap-6 text-sm">
                  <div>
                    <dt className="text-slate-500">Market share</dt>
                    <dd className="font-semibold tabular-nums text-slate-900">{pct(c.marketShare)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Revenue</dt>
                    <dd className="font-semibold text-slate-900">{c.revenue}</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

/** Trend adoption chart and one row per trend. */
export function TrendsPanel({ analysis }: Props) {
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Trend adoption</CardTitle>
          <CardDescription>Share of {analysis.targetMarket} already using each trend.</CardDescription>
        </CardHeader>
        <CardContent>
          <TrendAdoptionChart trends={analysis.trends} />
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {analysis.trends.map((t) => (
          <Card key={t.trend}>
            <CardContent className="pt-5 sm:pt-6">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{t.trend}</h3>
                <Badge variant={IMPACT_BADGE[t.impact]} className="shrink-0 capitalize">
                  {t.impact} impact
                </Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600">{t.description}</p>
              <p className="mt-3 text-sm text-slate-700">
                Adoption: <span className="font-semibold tabular-nums">{pct(t.adoption)}</span>
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** Concrete opportunities for a small founder. */
export function OpportunitiesPanel({ analysis }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {analysis.opportunities.map((o) => (
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Market size forecast</CardTitle>
        <CardDescription>
          {analysis.industry} market size by year, in US dollars.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ForecastChart forecast={analysis.forecast} />
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Forecast by year</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 font-medium">Year</th>
                <th scope="col" className="py-2 text-right font-medium">Market size</th>
                <th scope="col" className="py-2 text-right font-medium">Growth</th>
              </tr>
            </thead>
            <tbody>
              {analysis.forecast.map((f) => (
                <tr key={f.year} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 text-left font-medium text-slate-800">{f.year}</th>
                  <td className="py-2 text-right tabular-nums text-slate-700">{money(f.marketSize)}</td>
                  <td className="py-2 text-right tabular-nums text-slate-700">{pct(f.growthRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
