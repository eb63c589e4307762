/** The page of the manifest's "launch-roadmap" tool, found by its file name (client/src/app/tool-pages.ts). */
export { LaunchRoadmapScreen as default } from "./components/launch-roadmap-screen";
