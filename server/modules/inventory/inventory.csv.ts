/**
 * The inventory and sales CSV export columns (writing and formula escaping are server/http/csv.ts's). The
 * inventory export is read back by the imports hub as the `hustleforge_inventory` format
 * (server/modules/imports/formats/hustleforge-inventory.ts, docs/decisions/1034-inventory-import-through-the-hub.md).
 */
export const INVENTORY_CSV_COLUMNS = [
  "productName",
  "sku",
  "quantity",
  "costPrice",
  "sellPrice",
  "supplier",
  "category",
  "notes",
  "status",
] as const;
export const SALES_CSV_COLUMNS = [
  "orderDate",
  "productName",
  "quantity",
  "salePrice",
  "costPrice",
  "profit",
  "platform",
  "customerLocation",
] as const;
