/**
 * One challenge card (docs/spec-notes.md): difficulty, timeframe or days left, reward (with its
 * claim's review state once completed), XP, participants, progress, and the button: Join Challenge /
 * Continue Challenge / Completed (disabled).
 */
import { CalendarClock, CheckCircle2, Play, Trophy, Users, Zap } from "lucide-react";
import type { ChallengeView } from "@shared/contracts/challenges";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { ChallengeReward } from "./challenge-reward";

export const DIFFICULTY_VARIANT = { beginner: "success", intermediate: "warning", advanced: "danger" } as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Deadline passed', '1 day left', '25 days left', or the timeframe before joining. */
export function timeText(c: ChallengeView): string {
  if (c.daysLeft === null) return `${c.timeframe} to finish`;
  if (c.completed) return "Finished";
  if (c.daysLeft === 0) return "Deadline passed";
  return `${c.daysLeft} day${c.daysLeft === 1 ? "" : "s"} left`;
}

/** The progress bar with its label (a real progressbar for assistive tech). */
export function ChallengeProgress({ challenge, className }: { challenge: ChallengeView; className?: string }) {
  const id = `challenge-progress-${challenge.id}`;
  const done = challenge.steps.filter((s) => s.completed).length;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between text-sm">
        <span id={id} className="font-medium text-slate-700">
          Progress
        </span>
        <span className="tabular-nums text-slate-600">
          {done}/{challenge.steps.length} steps ·{" "}
          <span className="font-semibold text-slate-900">{challenge.progress}%</span>
        </span>
      </div>
      <div
        className="mt-1.5 h-2.5 rounded-full bg-slate-100"
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={challenge.progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={cn(
            "h-2.5 rounded-full transition-all",
            challenge.completed ? "bg-emerald-500" : "bg-gradient-to-r from-brand-600 to-accent-600",
          )}
          style={{ width: `${challenge.progress}%` }}
        />
      </div>
    </div>
  );
}

type Props = { challenge: ChallengeView; onJoin: () => void; onOpen: () => void; joining: boolean };

export function ChallengeCard({ challenge: c, onJoin, onOpen, joining }: Props) {
  return (
    <Card data-testid="challenge-card" data-status={c.status} className="flex flex-col">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant={DIFFICULTY_VARIANT[c.difficulty]}>{cap(c.difficulty)}</Badge>
          <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
            <Zap className="size-4" aria-hidden="true" />
            {c.xp.toLocaleString("en-US")} XP
          </span>
        </div>
        <CardTitle className="text-lg leading-snug">{c.title}</CardTitle>
        <p className="text-sm text-slate-700">{c.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <ul className="grid gap-2 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span data-testid="challenge-time">{timeText(c)}</span>
          </li>
          <li>
            <ChallengeReward challenge={c} />
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span data-testid="challenge-participants">
              {c.participants.toLocaleString("en-US")} {c.participants === 1 ? "participant" : "participants"}
            </span>
          </li>
        </ul>
        <ChallengeProgress challenge={c} />
        <div className="mt-auto flex flex-col gap-2">
          {c.status === "completed" ? (
            <>
              <Button variant="outline" disabled className="w-full">
                <CheckCircle2 aria-hidden="true" />
                Completed
              </Button>
              <Button variant="ghost" size="sm" onClick={onOpen}>
                View steps
              </Button>
            </>
          ) : c.status === "in_progress" ? (
            <Button variant="gradient" className="w-full" onClick={onOpen}>
              <Play aria-hidden="true" />
              Continue Challenge
            </Button>
          ) : (
            <Button variant="gradient" className="w-full" onClick={onJoin} disabled={joining}>
              <Trophy aria-hidden="true" />
              {joining ? "Joining..." : "Join Challenge"}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
