/** The page of the manifest's "logo-maker" tool, found by its file name (client/src/app/tool-pages.ts). */
export { LogoMakerScreen as default } from "./components/logo-maker-screen";
