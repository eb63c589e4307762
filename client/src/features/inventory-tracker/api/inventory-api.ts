/** Inventory and sales calls: fetchers, keys and hooks; every write refreshes the items and the sales. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateInventoryItem,
  CreateSale,
  ImportResult,
  InventoryItem,
  Sale,
  UpdateInventoryItem,
} from "@shared/contracts/inventory";
import { apiJson, apiRequest, getJson, throwIfResNotOk } from "@/lib/api-client";
import { NOTIFICATIONS_KEY } from "@/lib/query-keys";

export const INVENTORY_KEY = ["/api/inventory"] as const;
export const SALES_KEY = ["/api/sales"] as const;

export function useInventory() {
  return useQuery({
    queryKey: INVENTORY_KEY,
    queryFn: async () => (await getJson<{ items: InventoryItem[] }>("/api/inventory"))!,
  });
}

export function useRecentSales(pageSize = 10) {
  return useQuery({
    queryKey: [...SALES_KEY, pageSize],
    queryFn: async () => (await getJson<{ sales: Sale[]; total: number }>(`/api/sales?page=1&pageSize=${pageSize}`))!,
  });
}

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
      queryClient.invalidateQueries({ queryKey: SALES_KEY });
      // A stock change may have written a low-stock notice: the bell asks now rather than at its next poll.
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export const useAddItem = () =>
  useRefreshing((body: CreateInventoryItem) => apiJson<{ item: InventoryItem }>("POST", "/api/inventory", body));
export const useUpdateItem = () =>
  useRefreshing(({ id, patch }: { id: number; patch: UpdateInventoryItem }) =>
    apiJson<{ item: InventoryItem }>("PATCH", `/api/inventory/${id}`, patch),
  );
export const useDeleteItem = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/inventory/${id}`));
export const useRecordSale = () =>
  useRefreshing(({ id, sale }: { id: number; sale: CreateSale }) =>
    apiJson<{ sale: Sale; item: InventoryItem }>("POST", `/api/inventory/${id}/sales`, sale),
  );
export const useDeleteSale = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/sales/${id}`));

/** Uploads a CSV (multipart field `file`); a dry run answers the preview and writes nothing. */
export async function uploadInventoryCsv(file: File, dryRun: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch(`/api/inventory/import${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    body: form,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ImportResult;
}
export const useImportCsv = () =>
  useRefreshing(({ file, dryRun }: { file: File; dryRun: boolean }) => uploadInventoryCsv(file, dryRun));

/** `GET /api/inventory/barcode/:code`: the person's product with this barcode (404 when none). */
export async function findByBarcode(code: string): Promise<InventoryItem> {
  const answer = await apiJson<{ item: InventoryItem }>("GET", `/api/inventory/barcode/${encodeURIComponent(code)}`);
  return answer.item;
}
