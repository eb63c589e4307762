/**
 * What "at a glance" reads (docs/decisions/1473-home-at-a-glance.md): the same endpoints as each tool's own screen,
 * read through the same shared hooks (client/src/hooks/), so every figure is the one that screen shows and both
 * share one cache entry. A read the person's plan does not allow is left out, never guessed.
 */
import { usePnl } from "@/hooks/use-pnl";
import { useReorder } from "@/hooks/use-reorder";
import { useCurrentRoadmap } from "@/hooks/use-current-roadmap";
import { useTrackedIdeas } from "@/hooks/use-tracked-ideas";

const day = (d: Date) => d.toISOString().slice(0, 10);

/** This month so far and the whole last calendar month (UTC), as the P&L and the mentor count them. */
export function glancePeriods(today = new Date()) {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  return {
    thisMonth: { from: day(new Date(Date.UTC(y, m, 1))), to: day(today) },
    lastMonth: { from: day(new Date(Date.UTC(y, m - 1, 1))), to: day(new Date(Date.UTC(y, m, 0))) },
  };
}

export function useGlance() {
  const periods = glancePeriods();
  const thisMonth = usePnl(periods.thisMonth, "month", { retry: false });
  const lastMonth = usePnl(periods.lastMonth, "month", { retry: false });
  const reorder = useReorder({ retry: false });
  const roadmap = useCurrentRoadmap({ retry: false });
  const ideas = useTrackedIdeas({ retry: false });
  const all = [thisMonth, lastMonth, reorder, roadmap, ideas];
  return {
    loading: all.some((q) => q.isLoading),
    thisMonth: thisMonth.data,
    lastMonth: lastMonth.data,
    reorder: reorder.data,
    roadmap: roadmap.data,
    ideas: ideas.data,
  };
}
