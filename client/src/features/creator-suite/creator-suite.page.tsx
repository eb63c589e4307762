/** The page of the manifest's "creator-suite" tool, found by its file name (client/src/app/tool-pages.ts). */
export { CreatorSuiteScreen as default } from "./components/creator-suite-screen";
