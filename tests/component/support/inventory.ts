/** Inventory answers for component tests, typed by the inventory contract. */
import type { InventoryItem, PurchaseOrder } from "@shared/contracts/inventory";

export function anItem(overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id: 4,
    productName: "Soy candle",
    sku: "CND-1",
    quantity: 12,
    costPrice: "4.00",
    sellPrice: "18.00",
    supplier: null,
    category: "crafts",
    notes: null,
    barcode: null,
    status: "active",
    reorderPoint: 5,
    leadTimeDays: 7,
    preferredSupplier: "Wax & Wick Co",
    reorderQuantity: null,
    coverDays: null,
    sample: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function aPurchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: 31,
    supplier: "Wax & Wick Co",
    status: "draft",
    expectedDate: null,
    notes: null,
    orderedAt: null,
    createdAt: "2026-11-21T09:00:00.000Z",
    updatedAt: "2026-11-21T09:00:00.000Z",
    total: "80.00",
    lines: [{ id: 1, itemId: 4, itemName: "Soy candle", quantity: 20, received: 0, unitCost: "4.00" }],
    ...overrides,
  };
}
