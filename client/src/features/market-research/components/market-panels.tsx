/**
 * The Overview, Competitors and Trends tabs of an analysis (docs/product-rules.md#market-page): every figure comes from
 * the response.
 */
import { ArrowDownRight, ArrowRight, ArrowUpRight, CheckCircle2, MinusCircle, XCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { MarketAnalysisView } from "../views";
import { IMPACT_BADGE, pct } from "../format";
import { FigureSources } from "@/components/generator/figure-sources";
import { CompetitorShareChart, TrendAdoptionChart } from "./market-charts";
import { EmptyNote } from "./market-outlook-panels";

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
          <FigureSources className="mt-3" sources={analysis.sources} fields={["aiInsights"]} />
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
          {!analysis.regions.length && (
            <p className="text-sm text-slate-600">
              No published figures by region are in our data pack for this market.
            </p>
          )}
          <ul className="space-y-3">
            {analysis.regions.map((r) => (
              <li key={r.name}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{r.name}</span>
                  <span className="tabular-nums text-slate-600">
                    {r.marketSize}
                    {r.growthRate !== null && ` · ${pct(r.growthRate)} / yr`}
                  </span>
                </div>
                {r.share !== null && (
                  <div className="mt-1 h-2 rounded-full bg-slate-100">
                    <div
                      className="h-2 rounded-full bg-gradient-to-r from-brand-500 to-accent-500"
                      style={{ width: `${r.share}%` }}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <FigureSources className="mt-3" sources={analysis.sources} fields={["regions"]} />
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
  if (!analysis.competitors.length)
    return (
      <EmptyNote>
        We hold no curated list of sellers in this market yet.
        <FigureSources className="mt-2" sources={[]} unknown={analysis.unknown} fields={["competitors"]} />
      </EmptyNote>
    );
  const sharesKnown = analysis.competitors.some((c) => c.marketShare !== null);
  return (
    <div className="space-y-4">
      {sharesKnown ? (
        <Card>
          <CardHeader>
            <CardTitle>Market share</CardTitle>
            <CardDescription>Share of the {analysis.industry} market held by the leading players.</CardDescription>
          </CardHeader>
          <CardContent>
            <CompetitorShareChart competitors={analysis.competitors} />
          </CardContent>
        </Card>
      ) : (
        <FigureSources sources={[]} unknown={analysis.unknown} fields={["competitors"]} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {analysis.competitors.map((c) => {
          const Icon = c.trend ? TREND_ICON[c.trend] : null;
          return (
            <Card key={c.name}>
              <CardContent className="pt-5 sm:pt-6">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{c.name}</h3>
                  {c.trend && Icon && (
                    <Badge variant={TREND_BADGE[c.trend]}>
                      <Icon aria-hidden="true" />
                      {TREND_TEXT[c.trend]}
                    </Badge>
                  )}
                </div>
                <p className="mt-1 text-sm text-slate-600">{c.description}</p>
                {c.url && (
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="mt-1 inline-block break-all text-xs text-brand-700 underline underline-offset-2"
                  >
                    {c.url.replace(/^https?:\/\/(www\.)?/, "")}
                  </a>
                )}
                {(c.marketShare !== null || c.revenue !== null) && (
                  <dl className="mt-3 flex gap-6 text-sm">
                    <div>
                      <dt className="text-slate-500">Market share</dt>
                      <dd className="font-semibold tabular-nums text-slate-900">
                        {c.marketShare === null ? "Not known" : pct(c.marketShare)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-500">Revenue in this market</dt>
                      <dd className="font-semibold text-slate-900">{c.revenue ?? "Not known"}</dd>
                    </div>
                  </dl>
                )}
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
  if (!analysis.trends.length) return <EmptyNote>We hold no research on this market's trends yet.</EmptyNote>;
  const adoptionKnown = analysis.trends.some((t) => t.adoption !== null);
  return (
    <div className="space-y-4">
      {adoptionKnown ? (
        <Card>
          <CardHeader>
            <CardTitle>Trend adoption</CardTitle>
            <CardDescription>Share of {analysis.targetMarket} already using each trend.</CardDescription>
          </CardHeader>
          <CardContent>
            <TrendAdoptionChart trends={analysis.trends} />
          </CardContent>
        </Card>
      ) : (
        <FigureSources sources={[]} unknown={analysis.unknown} fields={["trends"]} />
      )}
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
              {t.adoption !== null && (
                <p className="mt-3 text-sm text-slate-700">
                  Adoption: <span className="font-semibold tabular-nums">{pct(t.adoption)}</span>
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
