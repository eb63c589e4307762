/**
 * Market Intelligence (/market-research): the form, the pending state (three skeleton cards), the empty
 * state before the first run, the result, the toasts and the recent analyses.
 */
import { BarChart3, Search } from "lucide-react";
import { useLocation } from "react-router-dom";
import { marketAnalysisRequestSchema, marketRegionSchema } from "@shared/contracts/market-analysis";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { EmptyState } from "@/components/ui/empty-state";
import { useGenerator } from "@/hooks/use-generator";
import { readMarketResearchPrefill } from "@/lib/tool-links";
import { viewOfGeneration, viewOfResult } from "../views";
import { MarketForm } from "./market-form";
import { MarketResults } from "./market-results";
import { TakeawayCard } from "@/components/share/takeaway-card";
import { MarketSummarySkeleton } from "./market-summary";

/** The whole market page. */
export function MarketResearchScreen() {
  // Another tool can carry a market here through the address (`?industry=&targetMarket=`, lib/tool-links.ts).
  const form = useSchemaForm(marketAnalysisRequestSchema, {
    ...readMarketResearchPrefill(useLocation().search),
    location: "global",
  });
  const generator = useGenerator(generationsEndpoints.marketAnalysis, {
    toView: viewOfResult,
    fromGeneration: viewOfGeneration,
    failure: { toast: { title: "Analysis Failed", fallback: "Failed to generate market analysis. Please try again." } },
    onReopen: (generation) => {
      const input = generation.input as { industry?: string; location?: string; targetMarket?: string };
      const location = marketRegionSchema.safeParse(input.location);
      form.reset({
        industry: input.industry ?? "",
        location: location.success ? location.data : "global",
        targetMarket: input.targetMarket ?? "",
      });
    },
  });

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: BarChart3,
        title: "Market Intelligence",
        description:
          "Size up a market before you build: growth, competitors, trends, opportunities and a five-year forecast.",
      }}
      arrangement="stacked"
      form={
        <MarketForm
          form={form}
          onSubmit={(values) => generator.run(values, form, ["industry", "location", "targetMarket"])}
        />
      }
      pending={
        <GeneratorPending label="Analyzing the market...">
          <MarketSummarySkeleton />
        </GeneratorPending>
      }
      empty={
        <EmptyState
          icon={Search}
          title="Your market analysis appears here"
          description="Choose an industry and a region, optionally name your target market, then press Generate Analysis to see market size, competitors, trends, opportunities and a forecast."
        />
      }
      result={(shown) => (
        <div className="space-y-6">
          <MarketResults key={shown.key} analysis={shown.view} />
          {shown.view.id !== undefined && <TakeawayCard kind="market_analysis" id={shown.view.id} />}
        </div>
      )}
      history={{ title: "Recent analyses", staleText: "This analysis was saved in an older format." }}
    />
  );
}
