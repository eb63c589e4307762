/** The page of the manifest's "dropshipping-tools" tool, found by its file name (client/src/app/tool-pages.ts). */
export { DropshippingHub as default } from "./components/dropshipping-hub";
