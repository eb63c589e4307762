/** The page of the manifest's "sales-script-generator" tool, found by its file name (client/src/app/tool-pages.ts). */
export { SalesScriptScreen as default } from "./components/sales-script-screen";
