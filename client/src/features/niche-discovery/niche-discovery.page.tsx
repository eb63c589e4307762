/** The page of the manifest's "niche-discovery" tool, found by its file name (client/src/app/tool-pages.ts). */
export { NicheDiscoveryScreen as default } from "./components/niche-discovery-screen";
