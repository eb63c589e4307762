/**
 * Business Idea Tracker (/idea-tracker): the 'Add New Idea' toggle form, the status filter, the card grid and
 * the empty state. An idea is saved first and then scored; when scoring cannot run the card says 'Not scored
 * yet' with a 'Score idea' button, so nothing typed is lost.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Lightbulb, ListChecks, Plus, X } from "lucide-react";
import {
  IDEA_STATUSES,
  IDEA_STATUS_LABELS,
  type CreateTrackedIdeaRequest,
  type IdeaStatus,
} from "@shared/contracts/idea-tracker";
import { showLimitToast } from "@/components/generator/limit-toast";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useUsage } from "@/hooks/use-usage";
import { errorDetail, isLimitError } from "@/lib/api-client";
import { useCreateIdea, useDeleteIdea, useScoreIdea, useTrackedIdeas, useUpdateIdea } from "../api/idea-tracker-api";
import { AddIdeaForm } from "./add-idea-form";
import { TrackedIdeaCard } from "./tracked-idea-card";

type Filter = IdeaStatus | "all";

export function IdeaTrackerScreen() {
  const navigate = useNavigate();
  const ideas = useTrackedIdeas();
  const usage = useUsage();
  const create = useCreateIdea();
  const update = useUpdateIdea();
  const remove = useDeleteIdea();
  const score = useScoreIdea();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>("all");

  const failed = (title: string) => (err: unknown) => {
    if (isLimitError(err)) return showLimitToast(err, navigate);
    toast({ title, description: errorDetail(err) || "Please try again.", variant: "destructive" });
  };

  const add = async (values: CreateTrackedIdeaRequest): Promise<boolean> => {
    try {
      const { scoring } = await create.mutateAsync(values);
      if (scoring?.status === "scored") toast({ title: "Idea added", description: "Your idea is saved and scored." });
      else
        toast({
          title: "Idea saved, not scored yet",
          description: scoring?.message ?? "You can score it later with 'Score idea'.",
        });
      setOpen(false);
      return true;
    } catch (err) {
      failed("Could not add the idea")(err);
      return false;
    }
  };

  const left = usage.data?.usage.idea_score;
  const all = ideas.data ?? [];
  const shown = filter === "all" ? all : all.filter((i) => i.status === filter);

  return (
    <div>
      <PageHeader
        icon={ListChecks}
        title="Business Idea Tracker"
        description="Keep every business idea in one place: AI scores with the reasons behind them, your own rating and where each idea stands."
        actions={
          <Button onClick={() => setOpen((o) => !o)} aria-expanded={open} variant={open ? "outline" : "default"}>
            {open ? <X aria-hidden /> : <Plus aria-hidden />}
            {open ? "Cancel" : "Add New Idea"}
          </Button>
        }
      />
      {open && <AddIdeaForm pending={create.isPending} onAdd={add} />}

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor="idea-filter" className="mb-1 block text-sm font-medium text-slate-700">
            Filter by status
          </label>
          <NativeSelect
            id="idea-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as Filter)}
            className="w-48"
          >
            <option value="all">All statuses</option>
            {IDEA_STATUSES.map((s) => (
              <option key={s} value={s}>
                {IDEA_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {left && left.remaining !== null && (
          <p className="text-sm text-slate-600" data-testid="scores-left">
            {left.remaining} of {left.limit} free AI scores left
          </p>
        )}
      </div>

      {ideas.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-2xl" />
          ))}
        </div>
      ) : ideas.isError ? (
        <p className="text-sm text-red-700">Your ideas could not be loaded. Please refresh the page.</p>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Lightbulb}
          title={
            all.length === 0 ? "No ideas yet" : `No ideas with the status ${IDEA_STATUS_LABELS[filter as IdeaStatus]}`
          }
          description={
            all.length === 0
              ? "Add your first business idea to get AI scores and keep track of where it stands."
              : "Pick another status to see your other ideas."
          }
          action={
            all.length === 0 ? (
              <Button onClick={() => setOpen(true)}>
                <Plus aria-hidden />
                Add Your First Idea
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((idea) => (
            <TrackedIdeaCard
              key={idea.id}
              idea={idea}
              scoring={score.isPending && score.variables === idea.id}
              onScore={() => score.mutate(idea.id, { onError: failed("Scoring failed") })}
              onChange={(changes) =>
                update.mutate({ id: idea.id, ...changes }, { onError: failed("Could not save the change") })
              }
              onDelete={() => {
                if (window.confirm(`Delete "${idea.title}"?`))
                  remove.mutate(idea.id, { onError: failed("Could not delete the idea") });
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
