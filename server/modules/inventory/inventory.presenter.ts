/** Presents inventory items and sales: every field listed, money as the database's two-decimal strings. */
import type { InventoryItem, Movement, Sale } from "../../../shared/contracts/inventory";
import type { InventoryStatus } from "../../../shared/domain/inventory";
import type { MovementKind, MovementReason } from "../../../shared/domain/stock";
import type { InventoryRow, MovementRow } from "../../../shared/schema";
import type { SaleRow } from "./inventory.repository";

export function presentItem(row: InventoryRow): InventoryItem {
  return {
    id: row.id,
    productName: row.productName,
    sku: row.sku,
    quantity: row.quantity,
    costPrice: row.costPrice,
    sellPrice: row.sellPrice,
    supplier: row.supplier,
    category: row.category,
    notes: row.notes,
    barcode: row.barcode,
    status: row.status as InventoryStatus,
    reorderPoint: row.reorderPoint,
    leadTimeDays: row.leadTimeDays,
    preferredSupplier: row.preferredSupplier,
    reorderQuantity: row.reorderQuantity,
    coverDays: row.coverDays,
    sample: row.sample,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSale(row: SaleRow): Sale {
  return {
    id: row.id,
    inventoryId: row.inventoryId,
    productName: row.productName,
    quantity: row.quantity,
    salePrice: row.salePrice,
    costPrice: row.costPrice,
    profit: row.profit,
    platform: row.platform,
    customerLocation: row.customerLocation,
    orderDate: row.orderDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMovement(row: MovementRow): Movement {
  return {
    id: row.id,
    kind: row.kind as MovementKind,
    reason: row.reason as MovementReason | null,
    change: row.change,
    quantityAfter: row.quantityAfter,
    unitCostAfter: row.unitCostAfter,
    purchaseCost: row.purchaseCost,
    orderId: row.orderId,
    purchaseOrderId: row.purchaseOrderId,
    createdAt: row.createdAt.toISOString(),
  };
}
