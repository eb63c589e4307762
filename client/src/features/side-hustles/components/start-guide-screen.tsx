/**
 * A hustle's start guide (/side-hustles/:id): the whole hustle, and every requirement and step as a checklist
 * whose ticks are kept per user on the server (docs/product-rules.md#progress-on-the-server).
 */
import { useState } from "react";
import { ArrowLeft, Clock, DollarSign, ListChecks, Wallet } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import type { SideHustleDetail } from "@shared/contracts/side-hustles";
import { HOW_WE_RATE } from "@shared/domain/catalogue-ratings";
import { CatalogueNote } from "@/components/catalogue/catalogue-note";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSideHustle, useTickItem } from "../api/side-hustles-api";
import { BookmarkButton } from "./bookmark-button";
import { DIFFICULTY_BADGE, difficultyLabel, hustleCategoryLabel } from "./hustle-visuals";

type ListProps = { hustle: SideHustleDetail; kind: "requirement" | "step"; title: string };

function Checklist({ hustle, kind, title }: ListProps) {
  const tick = useTickItem(hustle.id);
  // The box follows the click at once (a controlled checkbox would otherwise spring back until the cache updates).
  const [shown, setShown] = useState<Record<number, boolean>>({});
  const items = kind === "requirement" ? hustle.requirements : hustle.steps;
  const saved = new Set(kind === "requirement" ? hustle.checklist.requirements : hustle.checklist.steps);
  const isDone = (index: number) => shown[index] ?? saved.has(index);
  const doneCount = items.filter((_, index) => isDone(index)).length;
  const toggle = (index: number, done: boolean) => {
    setShown((s) => ({ ...s, [index]: done }));
    tick.mutate(
      { kind, index, done },
      {
        onSettled: () =>
          setShown((s) => {
            const { [index]: _settled, ...rest } = s;
            return rest;
          }),
      },
    );
  };
  const headingId = `${kind}-heading`;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle id={headingId} className="flex items-center justify-between gap-2">
          {title}
          <span className="text-sm font-medium text-slate-600">
            {doneCount} of {items.length} done
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={headingId} className="space-y-2">
          {items.map((text, index) => {
            const id = `${kind}-${index}`;
            const checked = isDone(index);
            return (
              <li key={id}>
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm hover:bg-slate-50 has-[:checked]:border-emerald-200 has-[:checked]:bg-emerald-50"
                >
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-emerald-600"
                    checked={checked}
                    onChange={(e) => toggle(index, e.target.checked)}
                  />
                  <span className={checked ? "text-slate-600 line-through" : "text-slate-800"}>
                    {kind === "step" && <span className="font-semibold">Step {index + 1}: </span>}
                    {text}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

export function StartGuideScreen() {
  const id = Number(useParams().id);
  const query = useSideHustle(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to={toolPath("side-hustles")}>
        <ArrowLeft aria-hidden="true" />
        All side hustles
      </Link>
    </Button>
  );
  if (query.isPending && Number.isInteger(id) && id > 0)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading the start guide...</span>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="mt-4 h-64 rounded-2xl" />
      </div>
    );
  if (!query.data)
    return (
      <div>
        {back}
        <EmptyState
          icon={ListChecks}
          title="Side hustle not found"
          description="This hustle is not in the catalogue. Pick one from the list."
        />
      </div>
    );

  const { hustle, reviewedAt } = query.data;
  const total = hustle.requirements.length + hustle.steps.length;
  const done = hustle.checklist.requirements.length + hustle.checklist.steps.length;
  const percent = Math.round((done / total) * 100);

  return (
    <div>
      {back}
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{hustleCategoryLabel(hustle.category)}</Badge>
            <Badge variant={DIFFICULTY_BADGE[hustle.difficultyLevel]}>{difficultyLabel(hustle.difficultyLevel)}</Badge>
          </div>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {hustle.title}: Start Guide
          </h1>
          <p className="mt-1 max-w-2xl text-slate-700">{hustle.description}</p>
        </div>
        <BookmarkButton id={hustle.id} title={hustle.title} bookmarked={hustle.bookmarked} withText />
      </div>

      <dl className="mb-6 grid gap-3 sm:grid-cols-3">
        {[
          { icon: Clock, label: "Time", value: hustle.timeInvestment },
          { icon: Wallet, label: "Start-up cost", value: hustle.startupCost },
          { icon: DollarSign, label: "Potential earnings", value: hustle.potentialEarnings },
        ].map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mb-6">
        <div className="mb-1 flex justify-between text-sm">
          <span className="font-medium text-slate-800">Your progress</span>
          <span className="text-slate-600" data-testid="guide-progress">
            {done} of {total} done
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Start guide progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-emerald-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Checklist hustle={hustle} kind="requirement" title="What you need" />
        <Checklist hustle={hustle} kind="step" title="Steps" />
      </div>
      <div className="mt-6">
        <CatalogueNote reviewedAt={reviewedAt} rules={HOW_WE_RATE.hustles} />
      </div>
    </div>
  );
}
