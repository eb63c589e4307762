/** The detail page of the manifest's "side-hustles" tool, found by its file name (client/src/app/tool-pages.ts). */
export { StartGuideScreen as default } from "./components/start-guide-screen";
