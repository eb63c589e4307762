/** The page of the manifest's "idea-tracker" tool, found by its file name (client/src/app/tool-pages.ts). */
export { IdeaTrackerScreen as default } from "./components/idea-tracker-screen";
