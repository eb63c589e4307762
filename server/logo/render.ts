/** PNG rendering of a composed logo with @resvg/resvg-js (no fonts needed: the text is outlines). */
import { Resvg } from "@resvg/resvg-js";

export function renderPng(svg: string, size: number): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().asPng());
}
