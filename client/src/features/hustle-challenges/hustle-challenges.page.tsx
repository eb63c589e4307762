/** The page of the manifest's "hustle-challenges" tool, found by its file name (client/src/app/tool-pages.ts). */
export { HustleChallengesScreen as default } from "./components/hustle-challenges-screen";
