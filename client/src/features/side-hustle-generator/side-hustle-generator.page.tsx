/** The page of the manifest's "side-hustle-generator" tool, found by its file name (client/src/app/tool-pages.ts). */
export { SideHustleGeneratorScreen as default } from "./components/side-hustle-generator-screen";
