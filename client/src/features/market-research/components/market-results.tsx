/** A finished analysis: its heading, the three headline cards and the five tabs (docs/product-rules.md#market-page). */
import { EngineNote } from "@/components/generator/engine-note";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { marketRegionLabel } from "@shared/contracts/market-analysis";
import type { MarketAnalysisView } from "../views";
import { MarketSummary } from "./market-summary";
import { CompetitorsPanel, OverviewPanel, TrendsPanel } from "./market-panels";
import { ForecastPanel, OpportunitiesPanel } from "./market-outlook-panels";

const TABS = [
  { value: "overview", label: "Overview", Panel: OverviewPanel },
  { value: "competitors", label: "Competitors", Panel: CompetitorsPanel },
  { value: "trends", label: "Trends", Panel: TrendsPanel },
  { value: "opportunities", label: "Opportunities", Panel: OpportunitiesPanel },
  { value: "forecast", label: "Forecast", Panel: ForecastPanel },
] as const;

/** Renders one analysis; the tab resets to Overview when a different analysis is shown (keyed by the caller). */
export function MarketResults({ analysis }: { analysis: MarketAnalysisView }) {
  return (
    <section aria-labelledby="market-results-title" className="space-y-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="market-results-title" className="text-xl font-bold tracking-tight text-slate-900">
            {analysis.industry} · {marketRegionLabel(analysis.location)}
          </h2>
          <p className="text-sm text-slate-600">
            Target market: {analysis.targetMarket} ·{" "}
            {new Date(analysis.generatedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </div>
        <EngineNote engine={analysis.engine} model={analysis.model} />
      </div>
      <MarketSummary analysis={analysis} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Analysis sections" className="h-auto w-full flex-wrap justify-start sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel analysis={analysis} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
