/** Saved sales scripts: GET /api/sales-scripts/history, POST /api/sales-scripts/save, DELETE one. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SalesScriptSave, SavedSalesScript } from "@shared/contracts/sales-scripts";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";

export const SCRIPT_HISTORY_KEY = ["/api/sales-scripts/history"] as const;

export function useSavedScripts(enabled: boolean) {
  return useQuery({
    queryKey: SCRIPT_HISTORY_KEY,
    queryFn: async () => (await getJson<SavedSalesScript[]>("/api/sales-scripts/history")) ?? [],
    enabled,
  });
}

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesScriptSave) =>
      apiJson<{ script: SavedSalesScript }>("POST", "/api/sales-scripts/save", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPT_HISTORY_KEY }),
  });
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/sales-scripts/history/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPT_HISTORY_KEY }),
  });
}
