/**
 * Market Intelligence (/market-research): the form, the pending state (three skeleton cards), the empty
 * state before the first run, the result, the toasts and the recent analyses.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { BarChart3, Loader2, Search } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { GenerationHistory, handleLimitError } from "@/features/ai";
import { MARKET_TOOL, useGenerateMarketAnalysis, viewOfGeneration, viewOfResult, type MarketAnalysisView } from "../api/use-market-analysis";
import { MarketForm, type MarketFormValues } from "./market-form";
import { MarketResults } from "./market-results";
import { MarketSummarySkeleton } from "./market-summary";
import { marketRegionSchema } from "@shared/contracts/market-analysis";

/** The whole market page. */
export function MarketResearchScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<MarketFormValues>({ industry: "", location: "global", targetMarket: "" });
  const [shown, setShown] = useState<{ view: MarketAnalysisView; key: string; generationId?: number } | null>(null);
  const generate = useGenerateMarketAnalysis();

  const handleSubmit = () =>
    generate.mutate(
      { industry: values.industry, location: values.location, targetMarket: values.targetMarket },
      {
        onSuccess: (result) => setShown({ view: viewOfResult(result), key: `g${result.generation.id}`, generationId: result.generation.id }),
        onError: (err) => {
          if (handleLimitError(err, navigate)) return;
          toast({ title: "Analysis Failed", description: errorDetail(err) || "Failed to generate market analysis. Please try again.", variant: "destructive" });
        },
      },
    );

  return (
    <div>
      <PageHeader
        icon={BarChart3}
        title="Market Intelligence"
        description="Size up a market before you build: growth, competitors, trends, opportunities and a five-year forecast."
      />
      <div className="space-y-6">
        <MarketForm values={values} onChange={setValues} onSubmit={handleSubmit} pending={generate.isPending} />
        {generate.isPending ? (
          <div className="space-y-4" aria-live="polite" aria-busy="true">
            <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Analyzing the market...
            </p>
            <MarketSummarySkeleton />
          </div>
        ) : shown ? (
          <MarketResults key={shown.key} analysis={shown.view} />
        ) : (
          <EmptyState
            icon={Search}
            title="Your market analysis appears here"
            description="Choose an industry and a region, optionally name your target market, then press Generate Analysis to see market size, competitors, trends, opportunities and a forecast."
          />
        )}
        <GenerationHistory
          tool={MARKET_TOOL}
          title="Recent analyses"
          activeId={shown?.generationId}
          onOpen={(generation) => {
            const view = viewOfGeneration(generation);
            if (!view) {
              toast({ title: "Could not open this result", description: "This analysis was saved in an older format.", variant: "destructive" });
              return;
            }
            setShown({ view, key: `h${generation.id}`, generationId: generation.id });
            const input = generation.input as { industry?: string; location?: string; targetMarket?: string };
            const location = marketRegionSchema.safeParse(input.location);
            setValues({ industry: input.industry ?? "", location: location.success ? location.data : "global", targetMarket: input.targetMarket ?? "" });
          }}
        />
      </div>
    </div>
  );
}
