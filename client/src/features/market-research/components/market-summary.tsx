/** The three headline cards of an analysis (and their loading skeletons): size, growth, opportunity. */
import { Gauge, Globe2, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { MarketAnalysisView } from "../views";
import { FigureSources } from "@/components/generator/figure-sources";
import { LEVEL_BADGE, money, pct } from "../format";

const LEVEL_TEXT = { low: "Low competition", medium: "Medium competition", high: "High competition" } as const;

/** Market size, growth rate and opportunity score. */
export function MarketSummary({ analysis }: { analysis: MarketAnalysisView }) {
  const last = analysis.forecast.at(-1);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard icon={Globe2} label="Market Size" value={analysis.marketSize.global ?? "Not known"}>
        {analysis.marketSize.measures && <p className="mt-1 text-xs text-slate-600">{analysis.marketSize.measures}</p>}
        {analysis.marketSize.maturity !== null && (
          <div className="mt-3">
            <div className="flex justify-between text-xs text-slate-600">
              <span>Maturity</span>
              <span className="font-medium text-slate-800">{pct(analysis.marketSize.maturity)}</span>
            </div>
            <div
              className="mt-1 h-2 rounded-full bg-slate-100"
              role="progressbar"
              aria-label="Market maturity"
              aria-valuenow={analysis.marketSize.maturity}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${analysis.marketSize.maturity}%` }} />
            </div>
          </div>
        )}
        <FigureSources className="mt-3" sources={analysis.sources} unknown={analysis.unknown} fields={["marketSize"]} />
      </StatCard>
      <StatCard
        icon={TrendingUp}
        label="Growth Rate"
        value={analysis.growthRate === null ? "Not known" : `${pct(analysis.growthRate)} / year`}
      >
        {last && last.year !== analysis.forecast[0]?.year && (
          <p className="mt-1 text-xs text-slate-600">
            Published forecast: <span className="font-medium text-slate-800">{money(last.marketSize)}</span> in{" "}
            {last.year}.
          </p>
        )}
        <FigureSources className="mt-3" sources={analysis.sources} unknown={analysis.unknown} fields={["growthRate"]} />
      </StatCard>
      <StatCard icon={Gauge} label="Opportunity Score" value={`${analysis.opportunityScore}/100`}>
        <div className="mt-3">
          <Badge variant={LEVEL_BADGE[analysis.competitionLevel]}>{LEVEL_TEXT[analysis.competitionLevel]}</Badge>
        </div>
      </StatCard>
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  children,
}: {
  icon: typeof Globe2;
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
          <Icon className="size-4 text-brand-600" aria-hidden="true" />
          {label}
        </div>
        <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{value}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** Three placeholder cards while an analysis runs. */
export function MarketSummarySkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="market-skeleton">
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardContent className="space-y-3 pt-5 sm:pt-6">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-32" />
            <Skeleton className="h-2 w-full" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
