/**
 * One side hustle: title, description, category, difficulty, time, start-up cost, earnings, the first 3
 * requirements and '+N more', the first 2 steps and '+N more steps', Start Guide and the bookmark button.
 */
import { ArrowRight, CheckCircle2, Clock, DollarSign, Wallet } from "lucide-react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import type { SideHustle } from "@shared/contracts/side-hustles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BookmarkButton } from "./bookmark-button";
import { DIFFICULTY_BADGE, difficultyLabel, hustleCategoryLabel } from "./hustle-visuals";

export function HustleCard({ hustle }: { hustle: SideHustle }) {
  const moreReqs = hustle.requirements.length - 3;
  const moreSteps = hustle.steps.length - 2;
  return (
    <Card className="flex flex-col p-5" data-testid="hustle-card">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{hustleCategoryLabel(hustle.category)}</Badge>
        <Badge variant={DIFFICULTY_BADGE[hustle.difficultyLevel]}>{difficultyLabel(hustle.difficultyLevel)}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug text-slate-900">{hustle.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{hustle.description}</p>

      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="text-slate-600">Time:</dt>
          <dd className="font-medium text-slate-900">{hustle.timeInvestment}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Wallet className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="text-slate-600">Start-up cost:</dt>
          <dd className="font-medium text-slate-900">{hustle.startupCost}</dd>
        </div>
        <div className="flex items-center gap-2">
          <DollarSign className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <dt className="text-slate-600">Potential earnings:</dt>
          <dd className="font-semibold text-emerald-700">{hustle.potentialEarnings}</dd>
        </div>
      </dl>

      <h4 className="mt-4 text-sm font-semibold text-slate-900">Requirements</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {hustle.requirements.slice(0, 3).map((r, i) => (
          <li key={`${i}-${r}`} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {r}
          </li>
        ))}
        {moreReqs > 0 && <li className="pl-6 text-xs font-medium text-slate-600">+{moreReqs} more</li>}
      </ul>

      <h4 className="mt-4 text-sm font-semibold text-slate-900">First steps</h4>
      <ol className="mt-1 space-y-1 text-sm text-slate-700">
        {hustle.steps.slice(0, 2).map((s, i) => (
          <li key={`${i}-${s}`} className="flex gap-2">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800">
              {i + 1}
            </span>
            {s}
          </li>
        ))}
        {moreSteps > 0 && <li className="pl-7 text-xs font-medium text-slate-600">+{moreSteps} more steps</li>}
      </ol>

      <div className="mt-auto flex gap-2 pt-5">
        <Button asChild className="flex-1">
          <Link to={toolPath("side-hustles", hustle.id)} aria-label={`Start Guide: ${hustle.title}`}>
            Start Guide
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <BookmarkButton id={hustle.id} title={hustle.title} bookmarked={hustle.bookmarked} />
      </div>
    </Card>
  );
}
