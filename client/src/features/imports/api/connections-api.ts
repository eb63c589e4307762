/**
 * The connections API, derived from the endpoint table (shared/contracts/endpoints/connections.ts): connected Stripe
 * accounts and Shopify shops, connect, sync now, disconnect (docs/decisions/1074-connections-panel.md). The list is
 * read again every 3 seconds while a sync waits or runs; a sync that ends changed the orders, so every other cached
 * query is marked stale then.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Connection } from "@shared/contracts/connections";
import type { BodyOf, ResponseOf } from "@shared/contracts/endpoint";
import { connectionsEndpoints as ep } from "@shared/contracts/endpoints/connections";
import { call, keyOf } from "@/lib/endpoint-client";

const CONNECTIONS_KEY = keyOf(ep.list);
const working = (c: Connection) => c.status === "queued" || c.status === "syncing";

export function useConnections(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CONNECTIONS_KEY,
    enabled,
    queryFn: async () => {
      const before = queryClient.getQueryData<ResponseOf<typeof ep.list>>(CONNECTIONS_KEY)?.connections;
      const answer = await call(ep.list);
      if (before?.some(working) && !answer.connections.some(working))
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== CONNECTIONS_KEY[0] });
      return answer;
    },
    select: (r) => r.connections,
    refetchInterval: (query) => (query.state.data?.connections.some(working) ? 3000 : false),
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
  useConnectionMutation((body: BodyOf<typeof ep.connectStripe>) => call(ep.connectStripe, { body }));

export const useConnectShopify = () =>
  useConnectionMutation((body: BodyOf<typeof ep.connectShopify>) => call(ep.connectShopify, { body }));

export const useSyncConnection = () => useConnectionMutation((id: number) => call(ep.sync, { params: { id } }));

export const useDisconnect = () => useConnectionMutation((id: number) => call(ep.remove, { params: { id } }));
