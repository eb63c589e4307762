/** The calls of "Your data" (docs/guide/your-data.md): the archive and the deletion of the account. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountDeleteInput,
  AccountDeletion,
  AccountExport,
  AccountExportStatus,
} from "@shared/contracts/account-data";
import { apiJson, getJson } from "@/lib/api-client";
import { USER_KEY } from "@/hooks/use-user";

const EXPORT_KEY = ["/api/account/export"] as const;
const DELETION_KEY = ["/api/account/delete"] as const;

/** The latest archive; polled every second while it is being built. */
export function useExportStatus() {
  return useQuery({
    queryKey: EXPORT_KEY,
    queryFn: () => getJson<AccountExportStatus>("/api/account/export"),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === "queued" || status === "running" ? 1_000 : false;
    },
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ export: AccountExport }>("POST", "/api/account/export"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXPORT_KEY }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeleteInput) => apiJson<AccountDeletion>("POST", "/api/account/delete", body),
  });
}

/** The pending deletion of the account this browser proved at sign-in (null when it proved none). */
export function usePendingDeletion() {
  return useQuery({
    queryKey: DELETION_KEY,
    queryFn: () => getJson<AccountDeletion>("/api/account/delete", "returnNull"),
    retry: false,
  });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ok: boolean }>("POST", "/api/account/delete/cancel"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
