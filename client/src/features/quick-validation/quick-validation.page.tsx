/** The page of the manifest's "quick-validation" tool, found by its file name (client/src/app/tool-pages.ts). */
export { QuickValidationScreen as default } from "./components/quick-validation-screen";
