/** The detail page of the manifest's "idea-tracker" tool, found by its file name (client/src/app/tool-pages.ts). */
export { IdeaEvidenceScreen as default } from "./components/idea-evidence-screen";
