/**
 * What "at a glance" reads (docs/decisions/1473-home-at-a-glance.md): the same endpoints as each tool's own screen,
 * so every figure is the one that screen shows. A read the person's plan does not allow is left out, never guessed.
 */
import { useQuery } from "@tanstack/react-query";
import type { PnlResponse } from "@shared/contracts/finance";
import type { ReorderEntry } from "@shared/contracts/inventory";
import type { Roadmap } from "@shared/contracts/roadmap";
import type { TrackedIdea } from "@shared/contracts/idea-tracker";
import { getJson } from "@/lib/api-client";
import { TRACKED_IDEAS_KEY } from "@/lib/query-keys";

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

const pnlQuery = (period: { from: string; to: string }) => ({
  queryKey: ["finance", "pnl", period.from, period.to, "month"],
  queryFn: async () =>
    (await getJson<PnlResponse>(`/api/finance/pnl?${new URLSearchParams({ ...period, groupBy: "month" })}`))!,
  retry: false,
});

export function useGlance() {
  const periods = glancePeriods();
  const thisMonth = useQuery(pnlQuery(periods.thisMonth));
  const lastMonth = useQuery(pnlQuery(periods.lastMonth));
  const reorder = useQuery({
    queryKey: ["/api/inventory", "reorder"],
    queryFn: async () => (await getJson<{ items: ReorderEntry[] }>("/api/inventory/reorder"))!.items,
    retry: false,
  });
  const roadmap = useQuery({
    queryKey: ["/api/roadmaps/current"],
    queryFn: async () => (await getJson<{ roadmap: Roadmap | null }>("/api/roadmaps/current"))!.roadmap,
    retry: false,
  });
  const ideas = useQuery({
    queryKey: TRACKED_IDEAS_KEY,
    queryFn: async () => (await getJson<{ ideas: TrackedIdea[] }>("/api/business-ideas"))!.ideas,
    retry: false,
  });
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
