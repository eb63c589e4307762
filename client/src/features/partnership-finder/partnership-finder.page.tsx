/** The page of the manifest's "partnership-finder" tool, found by its file name (client/src/app/tool-pages.ts). */
export { PartnershipScreen as default } from "./components/partnership-screen";
