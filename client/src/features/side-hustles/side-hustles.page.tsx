/** The page of the manifest's "side-hustles" tool, found by its file name (client/src/app/tool-pages.ts). */
export { SideHustlesScreen as default } from "./components/side-hustles-screen";
