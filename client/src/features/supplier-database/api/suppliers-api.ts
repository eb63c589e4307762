/**
 * Supplier calls, derived from the endpoint table (shared/contracts/endpoints/suppliers.ts): the filtered list and
 * the favourite toggle (which refreshes the lists).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryOf } from "@shared/contracts/endpoint";
import { suppliersEndpoints as ep } from "@shared/contracts/endpoints/suppliers";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

export type SupplierFilters = {
  platform: string;
  specialty: string;
  minRating: string;
  location: string;
  favorites: boolean;
};
export const DEFAULT_FILTERS: SupplierFilters = {
  platform: "all",
  specialty: "all",
  minRating: "3",
  location: "all",
  favorites: false,
};

/** The list's query: 'all' is left out (docs/product-rules.md#reference-catalogues). */
export function suppliersQuery(f: SupplierFilters): QueryOf<typeof ep.list> {
  const chosen = (value: string) => (value === "all" ? undefined : value);
  return {
    platform: chosen(f.platform),
    specialty: chosen(f.specialty),
    location: chosen(f.location),
    minRating: f.minRating,
    favorites: f.favorites ? "true" : undefined,
  };
}

export function useSuppliers(filters: SupplierFilters) {
  return useQuery({ ...readQuery(ep.list, { query: suppliersQuery(filters) }), placeholderData: keepPreviousData });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favorite }: { id: number; favorite: boolean }) => {
      await (favorite ? call(ep.favorite, { params: { id } }) : call(ep.unfavorite, { params: { id } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(ep.list) }),
  });
}
