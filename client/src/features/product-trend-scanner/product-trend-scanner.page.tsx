/** The page of the manifest's "product-trend-scanner" tool, found by its file name (client/src/app/tool-pages.ts). */
export { TrendScannerScreen as default } from "./components/trend-scanner-screen";
