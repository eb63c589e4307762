/** The page of the manifest's "micro-niches" tool, found by its file name (client/src/app/tool-pages.ts). */
export { MicroNichesScreen as default } from "./components/micro-niches-screen";
