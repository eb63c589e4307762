/**
 * One tracked idea: title, industry, status (changeable), description, AI scores or 'Not scored yet', the evidence
 * strength with the way to the idea's page (its evidence log), rating, delete.
 */
import { ClipboardList, Sparkles, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { IDEA_STATUSES, IDEA_STATUS_LABELS, type IdeaStatus, type TrackedIdea } from "@shared/contracts/idea-tracker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { IdeaScores } from "./idea-scores";
import { StarRating } from "./star-rating";

type Props = {
  idea: TrackedIdea;
  scoring: boolean;
  onScore: () => void;
  onChange: (changes: { status?: IdeaStatus; userRating?: number }) => void;
  onDelete: () => void;
};

export function TrackedIdeaCard({ idea, scoring, onScore, onChange, onDelete }: Props) {
  const statusId = `idea-status-${idea.id}`;
  return (
    <Card className="flex min-w-0 flex-col" data-testid="tracked-idea">
      <CardContent className="flex flex-1 flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="break-words text-lg font-semibold text-slate-900">{idea.title}</h2>
            {idea.industry && (
              <Badge variant="secondary" className="mt-1">
                {idea.industry}
              </Badge>
            )}
          </div>
          <Button variant="ghost" size="icon" aria-label={`Delete ${idea.title}`} onClick={onDelete}>
            <Trash2 aria-hidden />
          </Button>
        </div>
        <p className="break-words text-sm text-slate-700">{idea.description}</p>
        {idea.aiScores ? (
          <IdeaScores scores={idea.aiScores} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-dashed border-slate-300 px-3 py-2">
            <span className="text-sm text-slate-600">Not scored yet</span>
            <Button size="sm" variant="outline" onClick={onScore} disabled={scoring}>
              <Sparkles aria-hidden />
              {scoring ? "Scoring..." : "Score idea"}
            </Button>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-slate-600" data-testid="card-strength">
            Evidence: {idea.evidenceScore ? idea.evidenceScore.strength : "none"}
          </span>
          <Button asChild size="sm" variant="outline">
            <Link to={toolPath("idea-tracker", idea.id)} aria-label={`Evidence and scores of ${idea.title}`}>
              <ClipboardList aria-hidden />
              Evidence and scores
            </Link>
          </Button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div>
            <label htmlFor={statusId} className="mb-1 block text-xs font-medium text-slate-600">
              Status
            </label>
            <NativeSelect
              id={statusId}
              value={idea.status}
              onChange={(e) => onChange({ status: e.target.value as IdeaStatus })}
              className="h-9 w-40"
            >
              {IDEA_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {IDEA_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div>
            <span className="mb-1 block text-xs font-medium text-slate-600">Your rating</span>
            <StarRating
              value={idea.userRating}
              onChange={(userRating) => onChange({ userRating })}
              label={`Your rating of ${idea.title}`}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
