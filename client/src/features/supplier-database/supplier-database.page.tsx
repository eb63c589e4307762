/** The page of the manifest's "supplier-database" tool, found by its file name (client/src/app/tool-pages.ts). */
export { SupplierDatabaseScreen as default } from "./components/supplier-database-screen";
