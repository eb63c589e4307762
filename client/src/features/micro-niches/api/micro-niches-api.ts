/** Micro niches: the filtered list and one niche. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MicroNiche, MicroNichesResponse } from "@shared/contracts/micro-niches";
import { getJson } from "@/lib/api-client";

export const MICRO_NICHES_KEY = ["/api/micro-niches"] as const;

export type NicheFilters = { category: string; competition: string; demand: string };

function url(f: NicheFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) if (value !== "all") params.set(key, value);
  const query = params.toString();
  return `/api/micro-niches${query ? `?${query}` : ""}`;
}

export function useMicroNiches(filters: NicheFilters) {
  return useQuery({
    queryKey: [...MICRO_NICHES_KEY, "list", filters],
    queryFn: async () => (await getJson<MicroNichesResponse>(url(filters)))!,
    placeholderData: keepPreviousData,
  });
}

export function useMicroNiche(id: number) {
  return useQuery({
    queryKey: [...MICRO_NICHES_KEY, "detail", id],
    queryFn: async () => (await getJson<{ niche: MicroNiche; reviewedAt: string }>(`/api/micro-niches/${id}`))!,
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, err) => !(err instanceof Error && err.message.startsWith("404")) && count < 2,
  });
}
