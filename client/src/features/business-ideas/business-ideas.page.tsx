/** The page of the manifest's "business-ideas" tool, found by its file name (client/src/app/tool-pages.ts). */
export { BusinessIdeasScreen as default } from "./components/business-ideas-screen";
