/** The results column: trends, idea cards and quick start tips, or the running/empty states. */
import { Lightbulb, Loader2, Sparkles, TrendingUp } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { NicheDiscoveryOutput } from "@shared/contracts/niche-discovery";
import type { GenerationMeta } from "@shared/contracts/generations";
import { EngineNote } from "@/components/generator/engine-note";
import { FigureSources } from "@/components/generator/figure-sources";
import { LocalAmountsNote } from "@/components/generator/local-amounts-note";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { NicheIdeaCard } from "./niche-idea-card";

export type NicheResult = NicheDiscoveryOutput & { generation?: GenerationMeta };

/** The 'Analyzing Your Profile' panel while a run is going. */
export function NicheRunning() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
        <Loader2 className="h-10 w-10 animate-spin text-brand-600" aria-hidden />
        <h2 className="text-lg font-semibold text-slate-900">Analyzing Your Profile</h2>
        <p className="max-w-sm text-sm text-slate-600">
          Matching your skills, budget and interests with market trends to find profitable niches...
        </p>
      </CardContent>
    </Card>
  );
}

/** Before the first run. */
export function NicheEmpty() {
  return (
    <EmptyState
      icon={Sparkles}
      title="Your niche ideas will appear here"
      description="Fill in your profile and press 'Discover My Niches' to get niche ideas with revenue, costs and first steps."
    />
  );
}

/** Trends, idea cards and quick start tips of one result. */
export function NicheResults({ result: answer }: { result: NicheResult }) {
  const { shown: result, currency } = useLocalAmounts(answer);
  return (
    <div className="flex flex-col gap-5">
      <EngineNote engine={result.generation?.engine} model={result.generation?.model} />
      <LocalAmountsNote currency={currency} />
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-lg">
            <TrendingUp className="h-5 w-5 text-brand-600" aria-hidden />
            Current Market Trends
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {result.marketTrends.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          {/* Where the market figure comes from (docs/decisions/1481-sources-and-unknowns-in-answers.md). */}
          <FigureSources className="mt-3" sources={result.sources ?? []} unknown={result.unknown ?? []} />
        </CardContent>
      </Card>
      {result.ideas.map((idea) => (
        <NicheIdeaCard key={idea.name} idea={idea} />
      ))}
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Lightbulb className="h-5 w-5 text-accent-600" aria-hidden />
            Quick Start Tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {result.quickStartTips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
