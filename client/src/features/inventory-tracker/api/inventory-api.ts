/**
 * Inventory and sales calls, derived from the endpoint table (shared/contracts/endpoints/inventory.ts): every read's
 * key and answer type come from its entry; every write refreshes the items, the sales, the purchase orders and the bell.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MovementReason } from "@shared/domain/stock";
import { INVENTORY_CATEGORIES, INVENTORY_STATUSES } from "@shared/domain/inventory";
import { SORT_VALUES } from "@shared/contracts/inventory";
import { inventoryEndpoints as ep } from "@shared/contracts/endpoints/inventory";
import type { BodyOf } from "@shared/contracts/endpoint";
import { call, keyOf, readQuery, urlOf } from "@/lib/endpoint-client";
import { NOTIFICATIONS_KEY } from "@/lib/query-keys";

/** The list's address state: page, size, search, sort, filters (as the URL's search params carry them). */
export type ListParams = { page: number; pageSize: number; q: string; sort: string; status: string; category: string };

/** `value` when it is one of `values`, else undefined (a hand-edited address falls back to the defaults). */
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);

export function useInventoryPage(params: ListParams) {
  const { page, pageSize } = params;
  // Empty or unknown filters are left out of the address (and the key) rather than sent.
  const query = {
    page,
    pageSize,
    q: params.q || undefined,
    sort: oneOf(SORT_VALUES, params.sort),
    status: oneOf(INVENTORY_STATUSES, params.status),
    category: oneOf(INVENTORY_CATEGORIES, params.category),
  };
  return useQuery({ ...readQuery(ep.list, { query }), placeholderData: keepPreviousData });
}

export function useInventorySummary() {
  return useQuery({ ...readQuery(ep.summary), select: (r) => r.summary });
}

export function useItem(id: number) {
  return useQuery(readQuery(ep.item, { params: { id } }));
}

export function useMovements(id: number) {
  return useQuery({ ...readQuery(ep.movements, { params: { id } }), select: (r) => r.movements });
}

export function usePurchasePrices(id: number) {
  return useQuery({ ...readQuery(ep.purchasePrices, { params: { id } }), select: (r) => r.prices });
}

/** What to reorder: the home page's glance reads it too, so it lives in hooks/use-reorder.ts. */
export { useReorder } from "@/hooks/use-reorder";

export function useValuation(month: string) {
  return useQuery({ ...readQuery(ep.valuation, { query: { month: month || undefined } }), select: (r) => r.valuation });
}

export function usePurchaseOrders() {
  return useQuery({ ...readQuery(ep.purchaseOrders), select: (r) => r.purchaseOrders });
}

export function useRecentSales(pageSize = 10) {
  return useQuery(readQuery(ep.sales, { query: { page: 1, pageSize } }));
}

/** The downloads' addresses. */
export const inventoryExportUrl = urlOf(ep.export);
export const salesExportUrl = urlOf(ep.exportSales);
export const purchaseOrderPdfUrl = (id: number) => urlOf(ep.purchaseOrderPdf, { params: { id } });

/** Every write refreshes these areas' reads (each key is the prefix of its area's reads). */
const REFRESHED = [keyOf(ep.list), keyOf(ep.sales), keyOf(ep.purchaseOrders)];

function useRefreshing<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const queryKey of REFRESHED) queryClient.invalidateQueries({ queryKey });
      // A stock change may have written a low-stock notice: the bell asks now rather than at its next poll.
      queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

export const useAddItem = () => useRefreshing((body: BodyOf<typeof ep.create>) => call(ep.create, { body }));
export const useUpdateItem = () =>
  useRefreshing(({ id, patch }: { id: number; patch: BodyOf<typeof ep.update> }) =>
    call(ep.update, { params: { id }, body: patch }),
  );
export const useDeleteItem = () => useRefreshing((id: number) => call(ep.remove, { params: { id } }));
export const useRecordSale = () =>
  useRefreshing(({ id, sale }: { id: number; sale: BodyOf<typeof ep.sell> }) =>
    call(ep.sell, { params: { id }, body: sale }),
  );
export const useAdjust = () =>
  useRefreshing(({ id, change, reason }: { id: number; change: number; reason: MovementReason }) =>
    call(ep.adjust, { params: { id }, body: { change, reason } }),
  );
export const useCreatePurchaseOrder = () =>
  useRefreshing((body: BodyOf<typeof ep.createPurchaseOrder>) => call(ep.createPurchaseOrder, { body }));
export const useUpdatePurchaseOrder = () =>
  useRefreshing(({ id, patch }: { id: number; patch: BodyOf<typeof ep.updatePurchaseOrder> }) =>
    call(ep.updatePurchaseOrder, { params: { id }, body: patch }),
  );
export const useReceive = () =>
  useRefreshing(({ id, receipt }: { id: number; receipt: BodyOf<typeof ep.receive> }) =>
    call(ep.receive, { params: { id }, body: receipt }),
  );
export const useDeleteSale = () => useRefreshing((id: number) => call(ep.removeSale, { params: { id } }));

/** The person's product with this barcode (404 when none). */
export async function findByBarcode(code: string) {
  return (await call(ep.byBarcode, { params: { code } })).item;
}
