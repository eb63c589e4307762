/** The page of the manifest's "market-analysis" tool, found by its file name (client/src/app/tool-pages.ts). */
export { MarketResearchScreen as default } from "./components/market-research-screen";
