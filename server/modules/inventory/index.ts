/**
 * The front door of the inventory module (docs/architecture.md#what-may-import-what): every change of stock
 * anywhere goes through `moveStock` (docs/decisions/1100-stock-movement-ledger.md).
 */
export { moveStock, type StockMove } from "./stock-ledger";
