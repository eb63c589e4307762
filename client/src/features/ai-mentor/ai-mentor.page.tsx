/** The page of the manifest's "ai-mentor" tool, found by its file name (client/src/app/tool-pages.ts). */
export { MentorScreen as default } from "./components/mentor-screen";
