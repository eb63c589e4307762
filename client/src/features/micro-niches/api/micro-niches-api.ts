/** Micro niches, derived from the endpoint table (shared/contracts/endpoints/micro-niches.ts): the filtered list and one niche. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { microNichesEndpoints as ep } from "@shared/contracts/endpoints/micro-niches";
import { readQuery } from "@/lib/endpoint-client";

export type NicheFilters = { category: string; competition: string; demand: string };

/** 'all' means no restriction and is left out of the address. */
const chosen = (value: string) => (value === "all" ? undefined : value);

export function useMicroNiches(filters: NicheFilters) {
  const query = {
    category: chosen(filters.category),
    competition: chosen(filters.competition),
    demand: chosen(filters.demand),
  };
  return useQuery({ ...readQuery(ep.list, { query }), placeholderData: keepPreviousData });
}

export function useMicroNiche(id: number) {
  return useQuery({
    ...readQuery(ep.item, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, err) => !(err instanceof Error && err.message.startsWith("404")) && count < 2,
  });
}
