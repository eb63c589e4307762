/** Supplier calls: the filtered list and the favourite toggle (which refreshes the lists). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuppliersResponse } from "@shared/contracts/suppliers";
import { apiRequest, getJson } from "@/lib/api-client";

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

/** 'all' is left out of the query (docs/product-rules.md#reference-catalogues). */
export function suppliersUrl(f: SupplierFilters): string {
  const params = new URLSearchParams();
  for (const key of ["platform", "specialty", "location"] as const) if (f[key] !== "all") params.set(key, f[key]);
  params.set("minRating", f.minRating);
  if (f.favorites) params.set("favorites", "true");
  return `/api/suppliers?${params}`;
}

export function useSuppliers(filters: SupplierFilters) {
  const url = suppliersUrl(filters);
  return useQuery({
    queryKey: ["/api/suppliers", url],
    queryFn: async () => (await getJson<SuppliersResponse>(url))!,
    placeholderData: keepPreviousData,
  });
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      apiRequest(favorite ? "POST" : "DELETE", `/api/suppliers/${id}/favorite`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/suppliers"] }),
  });
}
