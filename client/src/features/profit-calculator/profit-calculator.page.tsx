/** The page of the manifest's "profit-calculator" tool, found by its file name (client/src/app/tool-pages.ts). */
export { ProfitCalculatorScreen as default } from "./components/profit-calculator-screen";
