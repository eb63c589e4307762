/**
 * /idea-tracker/:id: one tracked idea's evidence log and the scores read from it (docs/guide/idea-tracker-and-roadmap.md#evidence):
 * log and delete entries, re-score, the reasons, the strength meter and the scores over time.
 */
import { ArrowLeft, Lightbulb, RefreshCw } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { trackedIdeaParamsSchema } from "@shared/contracts/idea-tracker";
import { showLimitToast } from "@/components/generator/limit-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail, isLimitError } from "@/lib/api-client";
import { useTrackedIdeas } from "../api/idea-tracker-api";
import { useAddEvidence, useDeleteEvidence, useEvidence, useRescore, useScoreHistory } from "../api/idea-evidence-api";
import { EvidenceForm } from "./evidence-form";
import { EvidenceList } from "./evidence-list";
import { EvidenceScorePanel } from "./evidence-score-panel";
import { ScoreHistory } from "./score-history";

export function IdeaEvidenceScreen() {
  const navigate = useNavigate();
  const parsed = trackedIdeaParamsSchema.safeParse({ id: useParams().id });
  const id = parsed.success ? parsed.data.id : NaN;
  const ideas = useTrackedIdeas();
  const idea = ideas.data?.find((i) => i.id === id);
  const evidence = useEvidence(id);
  const history = useScoreHistory(id);
  const add = useAddEvidence(id);
  const remove = useDeleteEvidence(id);
  const rescore = useRescore(id);

  const failed = (title: string) => (err: unknown) => {
    if (isLimitError(err)) return showLimitToast(err, navigate);
    toast({ title, description: errorDetail(err) || "Please try again.", variant: "destructive" });
  };

  const back = (
    <Link
      to={toolPath("idea-tracker")}
      className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Idea Tracker
    </Link>
  );

  if (ideas.isLoading)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        {back}
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (!idea)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        {back}
        <EmptyState
          icon={Lightbulb}
          title="Idea not found"
          description="This idea does not exist or belongs to another account."
          action={
            <Button asChild variant="outline">
              <Link to={toolPath("idea-tracker")}>See your tracked ideas</Link>
            </Button>
          }
        />
      </div>
    );

  const score = idea.evidenceScore;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      {back}
      <header className="flex flex-col gap-2">
        {idea.industry && (
          <Badge variant="secondary" className="w-fit">
            {idea.industry}
          </Badge>
        )}
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{idea.title}</h1>
        <p className="break-words text-slate-700">{idea.description}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0 pb-2">
            <CardTitle className="text-lg">Scores from your evidence</CardTitle>
            <Button
              size="sm"
              onClick={() =>
                rescore.mutate(undefined, {
                  onSuccess: () => toast({ title: "Re-scored", description: "The scores now read your evidence." }),
                  onError: failed("Scoring failed"),
                })
              }
              disabled={rescore.isPending}
            >
              <RefreshCw aria-hidden className={rescore.isPending ? "animate-spin" : undefined} />
              {rescore.isPending ? "Scoring..." : "Re-score"}
            </Button>
          </CardHeader>
          <CardContent>
            {score ? (
              <EvidenceScorePanel score={score} />
            ) : (
              <p className="text-sm text-slate-600">
                Not scored from evidence yet. Log what you learned, then press Re-score.
              </p>
            )}
            <p className="mt-3 text-xs text-slate-600">
              Without evidence an idea cannot score 80 or more. The rules are in the guide: evidence strength, the
              scores and how much the evidence weighs.
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-lg">Scores over time</CardTitle>
          </CardHeader>
          <CardContent>
            {history.isLoading ? <Skeleton className="h-24" /> : <ScoreHistory history={history.data ?? []} />}
          </CardContent>
        </Card>
      </div>

      <EvidenceForm
        pending={add.isPending}
        onAdd={async (entry) => {
          await add.mutateAsync(entry);
          toast({ title: "Evidence logged", description: "Press Re-score to read it into the scores." });
        }}
      />

      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-lg">Evidence log</CardTitle>
        </CardHeader>
        <CardContent>
          {evidence.isLoading ? (
            <Skeleton className="h-24" />
          ) : evidence.isError ? (
            <p className="text-sm text-red-700">The evidence could not be loaded. Please refresh the page.</p>
          ) : (
            <EvidenceList
              evidence={evidence.data ?? []}
              deleting={remove.isPending ? remove.variables : undefined}
              onDelete={(e) => {
                if (window.confirm("Delete this entry?"))
                  remove.mutate(e.id, { onError: failed("Could not delete the entry") });
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
