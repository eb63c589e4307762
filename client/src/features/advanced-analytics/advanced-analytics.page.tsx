/** The page of the manifest's "advanced-analytics" tool, found by its file name (client/src/app/tool-pages.ts). */
export { AdvancedAnalyticsScreen as default } from "./components/analytics-screen";
