import { InventoryTrackerScreen } from "@/features/inventory-tracker/components/inventory-tracker-screen";

export default function Page() {
  return <InventoryTrackerScreen />;
}
