/** The challenge's steps as a checklist kept on the server; the tick that finishes the last step completes it. */
import { useState } from "react";
import { CalendarClock, Check, Trophy, Zap } from "lucide-react";
import type { ChallengeView } from "@shared/contracts/challenges";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useTickStep } from "../api/challenges-api";
import { ChallengeProgress, DIFFICULTY_VARIANT, timeText } from "./challenge-card";
import { ChallengeReward } from "./challenge-reward";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Props = { challenge: ChallengeView | undefined; onClose: () => void };

export function ChallengeDialog({ challenge: c, onClose }: Props) {
  const tick = useTickStep();
  // The box follows the click at once (a controlled checkbox would otherwise spring back until the cache updates).
  const [shown, setShown] = useState<Record<number, boolean>>({});
  // A failed tick is said inside the dialog as well as in a toast: the modal hides the toasts from assistive technology.
  const [failure, setFailure] = useState<string>();

  const handleToggle = (stepId: number, completed: boolean) => {
    if (!c) return;
    setShown((s) => ({ ...s, [stepId]: completed }));
    setFailure(undefined);
    tick.mutate(
      { challengeId: c.id, stepId, completed },
      {
        onSuccess: ({ xpAwarded, challenge }) => {
          if (challenge.completed && xpAwarded > 0)
            toast({
              title: "Challenge Completed!",
              description: `You earned ${xpAwarded.toLocaleString("en-US")} XP for ${challenge.title}. Your reward is now in review.`,
              variant: "success",
            });
        },
        onError: (err) => {
          const description = errorDetail(err) || "Please try again.";
          setFailure(`Could not save this step. ${description}`);
          toast({ title: "Could not save this step", description, variant: "destructive" });
        },
        onSettled: () =>
          setShown((s) => {
            const { [stepId]: _settled, ...rest } = s;
            return rest;
          }),
      },
    );
  };

  return (
    <Dialog open={Boolean(c)} onOpenChange={(open) => !open && onClose()}>
      {c && (
        <DialogContent data-testid="challenge-dialog" className="flex max-w-2xl flex-col">
          <div className="flex flex-wrap items-center gap-2 pr-8">
            <Badge variant={DIFFICULTY_VARIANT[c.difficulty]}>{cap(c.difficulty)}</Badge>
            <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
              <Zap className="size-4" aria-hidden="true" />
              {c.xp.toLocaleString("en-US")} XP
            </span>
            {c.completed && <Badge variant="success">Completed</Badge>}
          </div>
          <DialogTitle className="mt-2">{c.title}</DialogTitle>
          <DialogDescription>{c.description}</DialogDescription>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="flex items-center gap-1.5">
              <CalendarClock className="size-4 text-slate-500" aria-hidden="true" />
              {timeText(c)}
              {c.deadline &&
                !c.completed &&
                ` (by ${new Date(c.deadline).toLocaleDateString("en-US", { month: "short", day: "numeric" })})`}
            </span>
          </p>
          {!c.completed && <ChallengeReward challenge={c} className="mt-2" />}
          <ChallengeProgress challenge={c} className="mt-4" />
          {/* Said inside the dialog too: a modal hides the page (and its toasts) from assistive technology. */}
          {c.completed && (
            <p
              role="status"
              className="mt-3 flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
              data-testid="challenge-completed"
            >
              <Trophy className="size-4 shrink-0" aria-hidden="true" />
              Challenge completed! You earned {c.xp.toLocaleString("en-US")} XP.
            </p>
          )}
          {c.completed && (
            <ChallengeReward challenge={c} className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-3" />
          )}
          {failure && (
            <p
              role="alert"
              className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800"
              data-testid="challenge-step-error"
            >
              {failure}
            </p>
          )}
          <fieldset className="mt-4" disabled={c.completed}>
            <legend className="text-sm font-semibold text-slate-900">Steps</legend>
            <p className="text-xs text-slate-600">
              {c.completed
                ? "You finished every step. Completed challenges stay completed."
                : "Tick each step when it is done. Finishing the last one completes the challenge, adds its XP and sends its reward for review."}
            </p>
            <ol className="mt-2 space-y-2">
              {c.steps.map((step) => {
                const id = `step-${step.id}`;
                return (
                  <li
                    key={step.id}
                    className={cn(
                      "rounded-xl border p-3",
                      step.completed ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-white",
                    )}
                  >
                    <div className="flex items-start gap-3">
                      <span className="relative mt-0.5 flex size-5 shrink-0">
                        <input
                          id={id}
                          type="checkbox"
                          className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-slate-400 bg-white checked:border-emerald-600 checked:bg-emerald-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:cursor-default"
                          checked={shown[step.id] ?? step.completed}
                          disabled={tick.isPending}
                          aria-describedby={`${id}-text`}
                          onChange={(e) => handleToggle(step.id, e.target.checked)}
                        />
                        <Check
                          className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
                          aria-hidden="true"
                        />
                      </span>
                      <div className="min-w-0">
                        <label
                          htmlFor={id}
                          className={cn(
                            "cursor-pointer text-sm font-semibold",
                            step.completed ? "text-emerald-900" : "text-slate-900",
                          )}
                        >
                          {step.position}. {step.title}
                        </label>
                        <p id={`${id}-text`} className="mt-0.5 text-sm text-slate-700">
                          {step.description}
                        </p>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          </fieldset>
        </DialogContent>
      )}
    </Dialog>
  );
}
