/** Inventory and sales calls: fetchers, keys and hooks; every write refreshes the items and the sales. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateInventoryItem,
  CreatePurchaseOrderBody,
  CreateReceiptBody,
  CreateSale,
  InventoryItem,
  Movement,
  PurchaseOrder,
  ReorderEntry,
  Sale,
  Supply,
  UpdateInventoryItemBody,
  UpdatePurchaseOrderBody,
  Valuation,
} from "@shared/contracts/inventory";
import type { MovementReason } from "@shared/domain/stock";
import { apiJson, apiRequest, getJson } from "@/lib/api-client";
import { NOTIFICATIONS_KEY } from "@/lib/query-keys";

const INVENTORY_KEY = ["/api/inventory"] as const;
const SALES_KEY = ["/api/sales"] as const;
const PURCHASE_ORDERS_KEY = ["/api/purchase-orders"] as const;

/** The list's address state: page, size, search, sort, filters (as the URL's search params carry them). */
export type ListParams = { page: number; pageSize: number; q: string; sort: string; status: string; category: string };

export function useInventoryPage(params: ListParams) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
    sort: params.sort,
  });
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  if (params.category) search.set("category", params.category);
  return useQuery({
    queryKey: [...INVENTORY_KEY, "page", search.toString()],
    queryFn: async () => (await getJson<{ items: InventoryItem[]; total: number }>(`/api/inventory?${search}`))!,
    placeholderData: keepPreviousData,
  });
}

export function useInventorySummary() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "summary"],
    queryFn: async () =>
      (await getJson<{ summary: { totalItems: number; totalValue: string; lowStock: number; products: number } }>(
        "/api/inventory/summary",
      ))!.summary,
  });
}

export function useItem(id: number) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "item", id],
    queryFn: async () => (await getJson<{ item: InventoryItem; supply: Supply }>(`/api/inventory/${id}`))!,
  });
}

export function useMovements(id: number) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "movements", id],
    queryFn: async () => (await getJson<{ movements: Movement[] }>(`/api/inventory/${id}/movements`))!.movements,
  });
}

export type PurchasePrice = { supplier: string; date: string; unitCost: string; quantity: number };
export function usePurchasePrices(id: number) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "prices", id],
    queryFn: async () => (await getJson<{ prices: PurchasePrice[] }>(`/api/inventory/${id}/purchase-prices`))!.prices,
  });
}

export function useReorder() {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "reorder"],
    queryFn: async () => (await getJson<{ items: ReorderEntry[] }>("/api/inventory/reorder"))!.items,
  });
}

export function useValuation(month: string) {
  return useQuery({
    queryKey: [...INVENTORY_KEY, "valuation", month],
    queryFn: async () =>
      (await getJson<{ valuation: Valuation }>(`/api/inventory/valuation${month ? `?month=${month}` : ""}`))!.valuation,
  });
}

export function usePurchaseOrders() {
  return useQuery({
    queryKey: PURCHASE_ORDERS_KEY,
    queryFn: async () => (await getJson<{ purchaseOrders: PurchaseOrder[] }>("/api/purchase-orders"))!.purchaseOrders,
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
      queryClient.invalidateQueries({ queryKey: PURCHASE_ORDERS_KEY });
    },
  });
}

export const useAddItem = () =>
  useRefreshing((body: CreateInventoryItem) => apiJson<{ item: InventoryItem }>("POST", "/api/inventory", body));
export const useUpdateItem = () =>
  useRefreshing(({ id, patch }: { id: number; patch: UpdateInventoryItemBody }) =>
    apiJson<{ item: InventoryItem }>("PATCH", `/api/inventory/${id}`, patch),
  );
export const useDeleteItem = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/inventory/${id}`));
export const useRecordSale = () =>
  useRefreshing(({ id, sale }: { id: number; sale: CreateSale }) =>
    apiJson<{ sale: Sale; item: InventoryItem }>("POST", `/api/inventory/${id}/sales`, sale),
  );
export const useAdjust = () =>
  useRefreshing(({ id, change, reason }: { id: number; change: number; reason: MovementReason }) =>
    apiJson<{ item: InventoryItem; movement: Movement }>("POST", `/api/inventory/${id}/adjustments`, {
      change,
      reason,
    }),
  );
export const useCreatePurchaseOrder = () =>
  useRefreshing((body: CreatePurchaseOrderBody) =>
    apiJson<{ purchaseOrder: PurchaseOrder }>("POST", "/api/purchase-orders", body),
  );
export const useUpdatePurchaseOrder = () =>
  useRefreshing(({ id, patch }: { id: number; patch: UpdatePurchaseOrderBody }) =>
    apiJson<{ purchaseOrder: PurchaseOrder }>("PATCH", `/api/purchase-orders/${id}`, patch),
  );
export const useReceive = () =>
  useRefreshing(({ id, receipt }: { id: number; receipt: CreateReceiptBody }) =>
    apiJson<{ purchaseOrder: PurchaseOrder }>("POST", `/api/purchase-orders/${id}/receipts`, receipt),
  );
export const useDeleteSale = () => useRefreshing((id: number) => apiRequest("DELETE", `/api/sales/${id}`));

/** `GET /api/inventory/barcode/:code`: the person's product with this barcode (404 when none). */
export async function findByBarcode(code: string): Promise<InventoryItem> {
  const answer = await apiJson<{ item: InventoryItem }>("GET", `/api/inventory/barcode/${encodeURIComponent(code)}`);
  return answer.item;
}
