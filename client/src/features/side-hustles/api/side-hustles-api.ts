/**
 * Side hustles, derived from the endpoint table (shared/contracts/endpoints/side-hustles.ts): the filtered list, one
 * hustle with this user's checklist, the bookmark toggle and the ticks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { sideHustlesEndpoints as ep } from "@shared/contracts/endpoints/side-hustles";
import { errorDetail } from "@/lib/api-client";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";
import { toast } from "@/hooks/use-toast";

export type HustleFilters = { category: string; difficulty: string; bookmarked: boolean };

export function useSideHustles(f: HustleFilters) {
  const query = {
    category: f.category === "all" ? undefined : f.category,
    difficulty: f.difficulty === "all" ? undefined : f.difficulty,
    bookmarked: f.bookmarked ? "true" : undefined,
  };
  return useQuery({ ...readQuery(ep.list, { query }), placeholderData: keepPreviousData });
}

export function useSideHustle(id: number) {
  return useQuery({
    ...readQuery(ep.item, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, err) => !(err instanceof Error && err.message.startsWith("404")) && count < 2,
  });
}

/** Bookmarks or un-bookmarks one hustle, then refreshes every list and that hustle. */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, on }: { id: number; on: boolean }) => {
      await (on ? call(ep.bookmark, { params: { id } }) : call(ep.unbookmark, { params: { id } }));
      return on;
    },
    onSuccess: (on) => toast({ title: on ? "Bookmarked" : "Bookmark removed", variant: on ? "success" : "default" }),
    onError: (err) =>
      toast({ title: "Bookmark Failed", description: errorDetail(err) || "Please try again.", variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(ep.list) }),
  });
}

/** Ticks or unticks one item of a start guide; the screen shows the tick at once and the server's answer after. */
export function useTickItem(id: number) {
  const queryClient = useQueryClient();
  const key = keyOf(ep.item, { params: { id } });
  type Data = ResponseOf<typeof ep.item>;
  type Checklist = ResponseOf<typeof ep.tick>["checklist"];
  const apply = (data: Data, checklist: Checklist): Data => ({ ...data, hustle: { ...data.hustle, checklist } });
  return useMutation({
    mutationFn: (tick: BodyOf<typeof ep.tick>) => call(ep.tick, { params: { id }, body: tick }),
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
