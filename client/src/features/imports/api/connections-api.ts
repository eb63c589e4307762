/**
 * The connections API (shared/contracts/connections.ts): connected Stripe accounts and Shopify shops, connect,
 * sync now, disconnect (docs/decisions/1074-connections-panel.md). The list is read again every 3 seconds while a
 * sync waits or runs; a sync that ends changed the orders, so every other cached query is marked stale then.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Connection, ConnectShopifyInput, ConnectStripeInput } from "@shared/contracts/connections";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";

const CONNECTIONS_KEY = ["/api/connections"] as const;
const working = (c: Connection) => c.status === "queued" || c.status === "syncing";

export function useConnections(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CONNECTIONS_KEY,
    enabled,
    queryFn: async () => {
      const before = queryClient.getQueryData<Connection[]>(CONNECTIONS_KEY);
      const { connections } = (await getJson<{ connections: Connection[] }>("/api/connections"))!;
      if (before?.some(working) && !connections.some(working))
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CONNECTIONS_KEY[0] });
      return connections;
    },
    refetchInterval: (query) => (query.state.data?.some(working) ? 3000 : false),
  });
}

function useConnectionMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY }),
  });
}

export const useConnectStripe = () =>
  useConnectionMutation((input: ConnectStripeInput) => apiJson("POST", "/api/connections/stripe", input));

export const useConnectShopify = () =>
  useConnectionMutation((input: ConnectShopifyInput) => apiJson("POST", "/api/connections/shopify", input));

export const useSyncConnection = () =>
  useConnectionMutation((id: number) => apiJson("POST", `/api/connections/${id}/sync`));

export const useDisconnect = () =>
  useConnectionMutation((id: number) => apiRequest("DELETE", `/api/connections/${id}`));
