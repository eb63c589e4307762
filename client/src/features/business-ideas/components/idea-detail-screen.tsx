/** /business-ideas/:id — the idea's whole analysis (scores with their reasons) and its business plans. */
import { LocalAmountsNote } from "@/components/generator/local-amounts-note";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { ArrowLeft, FileText, PenTool } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { logoMakerUrl } from "@/lib/logo-maker-prefill";
import { productIdeaParamsSchema, type ProductIdea } from "@shared/contracts/business-ideas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TrackIdeaButton } from "@/components/track-idea-button";
import { EmptyState } from "@/components/ui/empty-state";
import { FigureSources } from "@/components/generator/figure-sources";
import { useProductIdea } from "../api/business-ideas-api";
import { BusinessPlanSection } from "./business-plan-section";

const SCORE_LABELS = {
  marketDemand: "Market demand",
  competition: "Competition (higher = less crowded)",
  profitability: "Profitability",
  skillFit: "Fit with your skills",
} as const;

function ScoreBars({ idea }: { idea: ProductIdea }) {
  const scores = idea.analysis.scores;
  if (!scores) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">Scores and why</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(SCORE_LABELS) as (keyof typeof SCORE_LABELS)[]).map((key) => {
          const s = scores[key];
          const tone = s.score >= 70 ? "bg-emerald-500" : s.score >= 50 ? "bg-amber-500" : "bg-red-500";
          return (
            <div key={key}>
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-900">{SCORE_LABELS[key]}</span>
                <span className="font-semibold text-slate-900">{s.score}/100</span>
              </div>
              <div
                className="mt-1 h-2 rounded-full bg-slate-100"
                role="meter"
                aria-valuenow={s.score}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={SCORE_LABELS[key]}
              >
                <div className={`h-2 rounded-full ${tone}`} style={{ width: `${s.score}%` }} />
              </div>
              <ul className="mt-1.5 list-disc pl-5 text-sm text-slate-600">
                {s.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}

function ListCard({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  if (!items.length) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <List className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-5 text-sm text-slate-700`}>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function IdeaDetailScreen() {
  // A malformed id ('/business-ideas/abc') is not found, like another user's or a deleted idea.
  const parsed = productIdeaParamsSchema.safeParse({ id: useParams().id });
  const { data, isLoading, error } = useProductIdea(parsed.success ? parsed.data.id : NaN);
  // Shown with its dollars read in the person's currency; tracked and planned as it was answered.
  const answered = data?.product;
  const { shown: idea, currency } = useLocalAmounts(answered);
  const notFound = !parsed.success || Boolean(error);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link
        to={toolPath("business-ideas")}
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Business Ideas
      </Link>
      {isLoading && <Skeleton className="h-64 rounded-2xl" />}
      {notFound && (
        <EmptyState
          icon={FileText}
          title="Idea not found"
          description="This idea does not exist or belongs to another account."
          action={
            <Button asChild variant="outline">
              <Link to={toolPath("business-ideas")}>See your business ideas</Link>
            </Button>
          }
        />
      )}
      {idea && answered && (
        <>
          <header className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{idea.industry}</Badge>
              <Badge variant="outline">Market potential: {idea.marketPotential}</Badge>
              <Badge variant="outline">Risk: {idea.riskLevel}</Badge>
            </div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{idea.name}</h1>
            <p className="text-slate-700">{idea.description}</p>
            <div className="flex flex-wrap gap-2">
              <TrackIdeaButton
                idea={{ title: answered.name, description: answered.description, industry: answered.industry }}
              />
              <Button asChild variant="outline">
                <Link to={logoMakerUrl(idea)}>
                  <PenTool className="h-4 w-4" aria-hidden />
                  Create a logo
                </Link>
              </Button>
            </div>
            <LocalAmountsNote currency={currency} />
          </header>
          <Card>
            <CardContent className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3">
              {(
                [
                  ["Estimated revenue", idea.estimatedRevenue],
                  ["Market size", idea.marketSize],
                  ["Competition", idea.competition],
                  ["Startup cost", idea.startupCost],
                  ["Time to market", idea.timeToMarket],
                  ["Profit potential", idea.profitPotential],
                  ["Target market", idea.targetMarket],
                  ["Revenue model", idea.revenueModel],
                  ["Risk level", idea.riskLevel],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
                  <p className="mt-0.5 text-sm text-slate-900">{value}</p>
                  {label === "Market size" && (
                    <FigureSources className="mt-1" sources={idea.analysis.sources} unknown={idea.analysis.unknown} />
                  )}
                </div>
              ))}
            </CardContent>
          </Card>
          <ScoreBars idea={idea} />
          <div className="grid gap-4 md:grid-cols-2">
            <ListCard title="What it includes" items={idea.analysis.keyFeatures} />
            <ListCard title="Competitors" items={idea.analysis.competitors} />
            <ListCard title="Risks" items={idea.analysis.risks} />
            <ListCard title="First steps" items={idea.analysis.firstSteps} ordered />
          </div>
          <BusinessPlanSection idea={answered} />
        </>
      )}
    </div>
  );
}
