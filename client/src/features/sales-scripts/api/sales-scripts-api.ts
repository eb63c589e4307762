/** Saved sales scripts (the history, save, delete one), derived from the endpoint table (shared/contracts/endpoints/sales-scripts.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { salesScriptsEndpoints as ep } from "@shared/contracts/endpoints/sales-scripts";
import { call, keyOf, readQuery } from "@/lib/endpoint-client";

const SCRIPT_HISTORY_KEY = keyOf(ep.history);

export function useSavedScripts(enabled: boolean) {
  return useQuery({ ...readQuery(ep.history), enabled });
}

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.save>) => call(ep.save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPT_HISTORY_KEY }),
  });
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ep.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCRIPT_HISTORY_KEY }),
  });
}
