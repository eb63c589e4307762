/** The detail page of the manifest's "business-ideas" tool, found by its file name (client/src/app/tool-pages.ts). */
export { IdeaDetailScreen as default } from "./components/idea-detail-screen";
