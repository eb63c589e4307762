/**
 * What to reorder (GET /api/inventory/reorder, shared/contracts/endpoints/inventory.ts): read by the inventory
 * tracker's reorder screen and the home page's glance under one key, so it lives here once.
 */
import { useQuery } from "@tanstack/react-query";
import { inventoryEndpoints } from "@shared/contracts/endpoints/inventory";
import { readQuery } from "@/lib/endpoint-client";

export function useReorder(options: { retry?: boolean } = {}) {
  return useQuery({ ...readQuery(inventoryEndpoints.reorder), select: (r) => r.items, ...options });
}
