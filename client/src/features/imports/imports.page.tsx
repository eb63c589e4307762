/** The page of the manifest's "imports" tool, found by its file name (client/src/app/tool-pages.ts). */
export { ImportsScreen as default } from "./components/imports-screen";
