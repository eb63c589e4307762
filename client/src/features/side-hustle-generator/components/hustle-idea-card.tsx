/**
 * One generated idea (docs/spec-notes.md#screens-and-routes): title, difficulty, category, description, time, cost,
 * earnings, first 3 requirements.
 */
import { Clock, DollarSign, Eye, Rocket, TrendingUp, type LucideIcon } from "lucide-react";
import type { HustleIdea } from "@shared/contracts/side-hustle-generator";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Badge colour per difficulty: beginner green, intermediate yellow, advanced red. */
export const DIFFICULTY_VARIANT = { beginner: "success", intermediate: "warning", advanced: "danger" } as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </p>
      <p className="mt-1 text-sm font-semibold text-slate-900">{value}</p>
    </div>
  );
}

type Props = { idea: HustleIdea; onDetails: () => void; onStart: () => void; starting: boolean };

/** The card with its two actions. */
export function HustleIdeaCard({ idea, onDetails, onStart, starting }: Props) {
  const more = idea.requirements.length - 3;
  return (
    <Card data-testid="hustle-idea-card" className="flex flex-col">
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={DIFFICULTY_VARIANT[idea.difficulty]}>{cap(idea.difficulty)}</Badge>
          <Badge variant="secondary">{idea.category}</Badge>
        </div>
        <CardTitle className="text-lg leading-snug">{idea.title}</CardTitle>
        <p className="text-sm text-slate-700">{idea.description}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="grid gap-2 sm:grid-cols-3">
          <Figure icon={Clock} label="Time" value={idea.timeRequired} />
          <Figure icon={DollarSign} label="Startup cost" value={idea.startupCost} />
          <Figure icon={TrendingUp} label="Earnings" value={idea.potentialEarnings} />
        </div>
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Requirements</h4>
          <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {idea.requirements.slice(0, 3).map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-xs font-medium text-slate-600">+{more} more</p>}
        </div>
        <div className="mt-auto flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" className="sm:flex-1" onClick={onDetails}>
            <Eye aria-hidden="true" />
            View Details
          </Button>
          <Button variant="gradient" className="sm:flex-1" onClick={onStart} disabled={starting}>
            <Rocket aria-hidden="true" />
            {starting ? "Adding..." : "Start This Hustle"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
