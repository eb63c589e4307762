/**
 * The validation report's tracked idea (docs/decisions/1304-validation-tracked-as-an-idea.md): once the validation is
 * tracked, the idea's current evidence-based score and a link to its page; before, 'Track this idea'.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { ArrowRight } from "lucide-react";
import { ideaTrackerEndpoints } from "@shared/contracts/endpoints/idea-tracker";
import type { EvidenceStrength } from "@shared/contracts/idea-evidence";
import { scoreTone } from "@shared/domain/idea-scores";
import { toolPath } from "@shared/tools/manifest";
import { TrackIdeaButton } from "@/components/track-idea-button";
import { cn } from "@/lib/cn";
import { readQuery } from "@/lib/endpoint-client";

const STRENGTH: Record<EvidenceStrength, string> = {
  none: "No evidence yet",
  anecdotal: "Anecdotal evidence",
  some: "Some evidence",
  strong: "Strong evidence",
};

const TONE = { green: "text-emerald-700", yellow: "text-amber-700", red: "text-red-700" } as const;

type Props = { validationId: number; idea: { title: string; description: string } };

export function ValidationIdea({ validationId, idea }: Props) {
  // Under the tracker's key: tracking, logging evidence or re-scoring refreshes it.
  const linked = useQuery({
    ...readQuery(ideaTrackerEndpoints.fromValidation, { params: { validationId } }),
    select: (r) => r.idea,
  });
  if (linked.isPending) return null;
  const tracked = linked.data;
  if (!tracked) return <TrackIdeaButton idea={idea} validationId={validationId} />;
  const score = tracked.evidenceScore;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="validation-tracked-idea">
      <p className="font-medium text-slate-600">Tracked idea</p>
      {score ? (
        <p className="mt-1">
          <span className="text-slate-700">Evidence score </span>
          <span className={cn("text-lg font-bold tabular-nums", TONE[scoreTone(score.overall.score)])}>
            {score.overall.score}
          </span>
          <span className="text-slate-500">/100</span>
          <span className="block text-xs text-slate-600">{STRENGTH[score.strength]}</span>
        </p>
      ) : (
        <p className="mt-1 text-slate-700">Not scored yet</p>
      )}
      <Link
        to={toolPath("idea-tracker", tracked.id)}
        className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        Open tracked idea
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
