/** The calls of "Your data" (docs/guide/your-data.md): the archive and the deletion of the account. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@shared/contracts/endpoint";
import { accountDataEndpoints as ep } from "@shared/contracts/endpoints/account-data";
import { call, callOrNull, keyOf, readQuery } from "@/lib/endpoint-client";
import { USER_KEY } from "@/hooks/use-user";

/** The latest archive; polled every second while it is being built. */
export function useExportStatus() {
  return useQuery({
    ...readQuery(ep.exportStatus),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === "queued" || status === "running" ? 1_000 : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep.requestExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(ep.exportStatus) }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof ep.requestDeletion>) => call(ep.requestDeletion, { body }),
  });
}

/** The pending deletion of the account this browser proved at sign-in (null when it proved none). */
export function usePendingDeletion() {
  return useQuery({ queryKey: keyOf(ep.deletion), queryFn: () => callOrNull(ep.deletion), retry: false });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep.cancelDeletion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
