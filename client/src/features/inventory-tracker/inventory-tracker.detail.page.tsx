/**
 * The detail pages of the manifest's "inventory-tracker" tool (client/src/app/tool-pages.ts): `/inventory-tracker/:id`
 * is an item's page, `reorder` the reorder list, `purchase-orders` the purchase orders (one with `?id=`).
 */
import { useParams } from "react-router-dom";
import { ItemScreen } from "./components/item-screen";
import { ReorderScreen } from "./components/reorder-screen";
import { PurchaseOrdersScreen } from "./components/purchase-orders-screen";

export default function InventoryDetailPage() {
  const { id = "" } = useParams();
  if (id === "reorder") return <ReorderScreen />;
  if (id === "purchase-orders") return <PurchaseOrdersScreen />;
  return <ItemScreen id={/^\d{1,9}$/.test(id) ? Number(id) : 0} />;
}
