/**
 * The roadmap view: business header with 'Edit Details', progress cards (steps, XP, level, percent), the
 * next-milestone card, key milestones, the step list (locked, unlocked, completed) and, at 100 %, the
 * completion banner with 'Claim Your Achievement' (the claimed achievement and its date from then on).
 */
import { Award, CheckCircle2, Flag, Lock, Pencil, Star, Target, Trophy, Zap } from "lucide-react";
import type { Roadmap, RoadmapStep } from "@shared/contracts/roadmap";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TakeawayCard } from "@/components/share/takeaway-card";
import { cn } from "@/lib/cn";

type Props = {
  roadmap: Roadmap;
  /** The step being saved; every checkbox waits for it, so steps are saved in order. */
  busyStep: number | null;
  claiming: boolean;
  onToggle: (step: RoadmapStep) => void;
  onClaim: () => void;
  onEdit: () => void;
};

const DIFFICULTY = { easy: "success", medium: "warning", hard: "danger" } as const;

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: typeof Zap;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-5 sm:pt-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{label}</p>
          <p className="text-xl font-bold tabular-nums text-slate-900" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-600 to-accent-600"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

export function RoadmapView({ roadmap, busyStep, claiming, onToggle, onClaim, onEdit }: Props) {
  const { progress, businessInfo } = roadmap;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-start sm:justify-between sm:pt-6">
          <div className="min-w-0">
            <h2 className="break-words text-xl font-bold text-slate-900">{businessInfo.businessName}</h2>
            <p className="mt-1 break-words text-sm text-slate-700">{businessInfo.businessIdea}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge variant="secondary">{businessInfo.industry}</Badge>
              <Badge variant="outline">{roadmap.estimatedTimeline}</Badge>
            </div>
          </div>
          <Button variant="outline" onClick={onEdit} className="shrink-0">
            <Pencil aria-hidden />
            Edit Details
          </Button>
        </CardContent>
      </Card>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={CheckCircle2}
          label="Steps completed"
          value={`${progress.stepsDone}/${progress.totalSteps}`}
          testId="steps-done"
        />
        <Stat icon={Zap} label="Total XP" value={`${progress.xp} XP`} testId="total-xp" />
        <Stat icon={Star} label="Level" value={String(progress.level)} testId="level" />
        <Stat icon={Target} label="Progress" value={`${progress.percent}%`} testId="percent" />
      </div>

      {progress.complete && (
        <Card className="border-emerald-200 bg-emerald-50" data-testid="completion-banner">
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <div className="flex items-start gap-3">
              <Trophy aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700" />
              <div>
                <h2 className="font-semibold text-emerald-900">Congratulations! You completed your launch roadmap.</h2>
                {roadmap.achievement ? (
                  <p className="text-sm text-emerald-800" data-testid="achievement">
                    {roadmap.achievement.title} ({roadmap.achievement.badge}) claimed on{" "}
                    {new Date(roadmap.achievement.claimedAt).toLocaleDateString()}.
                  </p>
                ) : (
                  <p className="text-sm text-emerald-800">
                    Every step is done. Claim your achievement to keep it on your roadmap.
                  </p>
                )}
              </div>
            </div>
            {!roadmap.achievement && (
              <Button onClick={onClaim} disabled={claiming} className="shrink-0">
                <Award aria-hidden />
                Claim Your Achievement
              </Button>
            )}
          </CardContent>
        </Card>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card data-testid="next-milestone">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Flag aria-hidden className="size-4 text-brand-700" />
              Next milestone: {progress.milestone.title}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="text-sm text-slate-700">
              Reward: <span className="font-semibold">{progress.milestone.badge}</span>
            </p>
            <Bar value={progress.milestone.progress} label={`Progress to ${progress.milestone.title}`} />
            <p className="text-xs text-slate-600">{progress.milestone.progress}% of this quarter done</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Key milestones</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1.5 text-sm text-slate-700">
              {roadmap.keyMilestones.map((m) => (
                <li key={m} className="flex gap-2">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span className="min-w-0 break-words">{m}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Your launch steps
        </h2>
        <ol className="flex flex-col gap-3">
          {roadmap.steps.map((step) => {
            const id = `step-${step.id}`;
            const state = step.completed ? "completed" : step.unlocked ? "unlocked" : "locked";
            return (
              <li key={step.id} data-testid="roadmap-step" data-state={state}>
                <Card
                  className={cn(state === "locked" && "bg-slate-50", state === "completed" && "border-emerald-200")}
                >
                  <CardContent className="flex gap-3 pt-5 sm:pt-6">
                    <div className="pt-0.5">
                      {state === "locked" ? (
                        <Lock aria-hidden className="size-5 text-slate-400" />
                      ) : (
                        <input
                          id={id}
                          type="checkbox"
                          checked={step.completed}
                          disabled={busyStep !== null}
                          onChange={() => onToggle(step)}
                          className="size-5 cursor-pointer accent-brand-600"
                        />
                      )}
                    </div>
                    <div className="min-w-0 flex-1">
                      <label
                        htmlFor={state === "locked" ? undefined : id}
                        className={cn(
                          "block break-words font-semibold",
                          state === "locked" ? "text-slate-600" : "cursor-pointer text-slate-900",
                          step.completed && "line-through decoration-slate-400",
                        )}
                      >
                        {step.order}. {step.title}
                      </label>
                      <p className="mt-1 break-words text-sm text-slate-700">{step.description}</p>
                      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                        <Badge variant="outline" className="capitalize">
                          {step.category}
                        </Badge>
                        <Badge variant={DIFFICULTY[step.difficulty]} className="capitalize">
                          {step.difficulty}
                        </Badge>
                        <span className="text-slate-600">{step.estimatedTime}</span>
                        <span className="font-medium text-brand-700">+{step.rewards.xp} XP</span>
                        {step.rewards.badge && <Badge variant="secondary">{step.rewards.badge}</Badge>}
                        {state === "locked" && (
                          <span className="text-slate-600">Locked: complete the step before it first</span>
                        )}
                      </div>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <TakeawayCard kind="launch_roadmap" id={roadmap.id} />
    </div>
  );
}
