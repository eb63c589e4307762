/** The detail page of the manifest's "micro-niches" tool, found by its file name (client/src/app/tool-pages.ts). */
export { NicheDetailScreen as default } from "./components/niche-detail-screen";
