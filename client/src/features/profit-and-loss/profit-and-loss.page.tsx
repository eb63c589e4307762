/** The page of the manifest's "profit-and-loss" tool, found by its file name (client/src/app/tool-pages.ts). */
export { ProfitAndLossScreen as default } from "./components/profit-and-loss-screen";
