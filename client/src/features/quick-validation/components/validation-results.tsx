/** A finished validation: overall score and verdict, four sub-scores, four lists, and the two actions. */
import { useNavigate } from "react-router-dom";
import { AlertTriangle, CheckCircle2, FileText, Lightbulb, Share2, TrendingUp, type LucideIcon } from "lucide-react";
import { scoreBand } from "@shared/contracts/quick-validation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UpgradeLink } from "@/components/ui/upgrade-link";
import { toast } from "@/hooks/use-toast";
import { useUsage } from "@/hooks/use-usage";
import { cn } from "@/lib/cn";
import { EngineNote } from "@/components/generator/engine-note";
import { TrackIdeaButton } from "@/components/track-idea-button";
import { businessIdeasPrefillUrl } from "@/lib/business-idea-prefill";
import type { ValidationView } from "../views";
import { validationSummary } from "../summary";
import { BAND_CLASSES, SCORE_LABELS, VERDICT_DISPLAY } from "../verdict";
import { ScoreCard } from "./score-card";
import { ValidationIdea } from "./validation-idea";
import { TakeawayCard } from "@/components/share/takeaway-card";

/** Renders one validation. */
export function ValidationResults({ validation, generationId }: { validation: ValidationView; generationId?: number }) {
  const navigate = useNavigate();
  const ideaRunsLeft = useUsage().data?.usage.business_ideas?.remaining;
  const verdict = VERDICT_DISPLAY[validation.verdict] ?? VERDICT_DISPLAY.other;
  const band = BAND_CLASSES[scoreBand(validation.overallScore)];

  const handleShare = async () => {
    try {
      await navigator.clipboard.writeText(validationSummary(validation));
      toast({
        title: "Results Copied!",
        description: "A summary of your validation is on your clipboard.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Copy Failed",
        description: "Your browser blocked the clipboard. Please try again.",
        variant: "destructive",
      });
    }
  };
  const handleBuildPlan = () =>
    navigate(businessIdeasPrefillUrl({ name: validation.product, description: validation.description }));

  return (
    <section aria-labelledby="validation-title" className="space-y-4">
      <Card className={cn("overflow-hidden", band.bg)}>
        <CardContent className="flex flex-col gap-5 pt-5 sm:flex-row sm:items-center sm:pt-6">
          <div
            className="flex size-28 shrink-0 flex-col items-center justify-center self-center rounded-full border-8 border-white bg-white shadow-sm"
            data-testid="overall-score"
          >
            <span className={cn("text-4xl font-bold tabular-nums", band.text)}>{validation.overallScore}</span>
            <span className="text-xs text-slate-500">out of 100</span>
          </div>
          <div className="min-w-0 flex-1 text-center sm:text-left">
            <p className="text-sm font-medium text-slate-600">Overall score</p>
            <h2 id="validation-title" className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
              {validation.product}
            </h2>
            <p className={cn("mt-1 text-lg font-semibold", verdict.className)} data-testid="verdict">
              <span aria-hidden="true">{verdict.emoji}</span> {verdict.label}
            </p>
            <EngineNote
              engine={validation.engine}
              model={validation.model}
              className="mt-2 justify-center sm:justify-start"
            />
          </div>
          <div className="flex flex-col gap-2 sm:w-56">
            {ideaRunsLeft === 0 ? (
              // No free business idea run left: the ideas form would only refuse, so offer the upgrade instead.
              <>
                <UpgradeLink variant="gradient">Upgrade to Build Plan</UpgradeLink>
                <p className="text-xs text-slate-600">You've used your free business idea runs.</p>
              </>
            ) : (
              <Button variant="gradient" onClick={handleBuildPlan}>
                <FileText aria-hidden="true" />
                Build Business Plan
              </Button>
            )}
            <Button variant="outline" onClick={handleShare}>
              <Share2 aria-hidden="true" />
              Share Results
            </Button>
            {generationId === undefined ? (
              <TrackIdeaButton idea={{ title: validation.product, description: validation.description }} />
            ) : (
              <ValidationIdea
                validationId={generationId}
                idea={{ title: validation.product, description: validation.description }}
              />
            )}
          </div>
        </CardContent>
      </Card>

      {generationId !== undefined && <TakeawayCard kind="quick_validation" id={generationId} />}

      <div className="grid gap-4 md:grid-cols-2">
        {SCORE_LABELS.map(({ key, label, inverse }) => (
          <ScoreCard
            key={key}
            label={label}
            value={validation[key]}
            inverse={inverse}
            reasons={validation.reasons[key]}
          />
        ))}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <ListCard title="Insights" icon={Lightbulb} iconClass="text-brand-600" items={validation.insights} />
        <ListCard
          title="Recommendations"
          icon={CheckCircle2}
          iconClass="text-emerald-600"
          items={validation.recommendations}
        />
        <ListCard title="Risks" icon={AlertTriangle} iconClass="text-red-600" items={validation.risks} />
        <ListCard title="Opportunities" icon={TrendingUp} iconClass="text-sky-700" items={validation.opportunities} />
      </div>
    </section>
  );
}

function ListCard({
  title,
  icon: Icon,
  iconClass,
  items,
}: {
  title: string;
  icon: LucideIcon;
  iconClass: string;
  items: string[];
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className={cn("size-4", iconClass)} aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-slate-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
