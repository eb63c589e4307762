/** The page of the manifest's "inventory-tracker" tool, found by its file name (client/src/app/tool-pages.ts). */
export { InventoryTrackerScreen as default } from "./components/inventory-tracker-screen";
