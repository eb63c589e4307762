/** Side hustles: the filtered list, one hustle with this user's checklist, the bookmark toggle and the ticks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Checklist, ChecklistTick, SideHustleDetail, SideHustlesResponse } from "@shared/contracts/side-hustles";
import { apiJson, apiRequest, errorDetail, getJson } from "@/lib/api-client";
import { toast } from "@/hooks/use-toast";

export const SIDE_HUSTLES_KEY = ["/api/side-hustles"] as const;
const detailKey = (id: number) => [...SIDE_HUSTLES_KEY, "detail", id] as const;

export type HustleFilters = { category: string; difficulty: string; bookmarked: boolean };

function url(f: HustleFilters): string {
  const params = new URLSearchParams();
  if (f.category !== "all") params.set("category", f.category);
  if (f.difficulty !== "all") params.set("difficulty", f.difficulty);
  if (f.bookmarked) params.set("bookmarked", "true");
  const query = params.toString();
  return `/api/side-hustles${query ? `?${query}` : ""}`;
}

export function useSideHustles(filters: HustleFilters) {
  return useQuery({
    queryKey: [...SIDE_HUSTLES_KEY, "list", filters],
    queryFn: async () => (await getJson<SideHustlesResponse>(url(filters)))!,
    placeholderData: keepPreviousData,
  });
}

export function useSideHustle(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async () => (await getJson<{ hustle: SideHustleDetail; reviewedAt: string }>(`/api/side-hustles/${id}`))!,
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, err) => !(err instanceof Error && err.message.startsWith("404")) && count < 2,
  });
}

/** Bookmarks or un-bookmarks one hustle, then refreshes every list and that hustle. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, on }: { id: number; on: boolean }) => {
      await apiRequest(on ? "POST" : "DELETE", `/api/side-hustles/${id}/bookmark`);
      return on;
    },
    onSuccess: (on) => toast({ title: on ? "Bookmarked" : "Bookmark removed", variant: on ? "success" : "default" }),
    onError: (err) =>
      toast({ title: "Bookmark Failed", description: errorDetail(err) || "Please try again.", variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SIDE_HUSTLES_KEY }),
  });
}

/** Ticks or unticks one item of a start guide; the screen shows the tick at once and the server's answer after. */
export function useTickItem(id: number) {
  const queryClient = useQueryClient();
  const key = detailKey(id);
  type Data = { hustle: SideHustleDetail; reviewedAt: string };
  const apply = (data: Data, checklist: Checklist): Data => ({ ...data, hustle: { ...data.hustle, checklist } });
  return useMutation({
    mutationFn: (tick: ChecklistTick) =>
      apiJson<{ checklist: Checklist }>("PATCH", `/api/side-hustles/${id}/checklist`, tick),
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Data>(key);
      if (before) {
        const field = tick.kind === "requirement" ? "requirements" : "steps";
        const current = before.hustle.checklist[field].filter((i) => i !== tick.index);
        const next = {
          ...before.hustle.checklist,
          [field]: tick.done ? [...current, tick.index].sort((a, b) => a - b) : current,
        };
        queryClient.setQueryData<Data>(key, apply(before, next));
      }
      return { before };
    },
    onSuccess: ({ checklist }) => {
      const data = queryClient.getQueryData<Data>(key);
      if (data) queryClient.setQueryData<Data>(key, apply(data, checklist));
    },
    onError: (err, _tick, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        title: "Not Saved",
        description: errorDetail(err) || "Your tick was not saved. Please try again.",
        variant: "destructive",
      });
    },
  });
}
