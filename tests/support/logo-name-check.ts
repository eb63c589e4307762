/**
 * Is the business name drawn whole in a composed logo? The composer marks the name's outlines with
 * class="name" (server/logo/compose.ts). A name is whole when its path data is all finite numbers (an SVG renderer
 * stops a path at its first bad number: "Wick & Willow" was drawn as "Wic"), when a renderer (resvg, the PNG
 * renderer) draws it as far as its own points reach, when it stays inside the 512 px viewBox, and when it has at
 * least one outline per printed character.
 */
import { Resvg } from "@resvg/resvg-js";

const N = String.raw`-?\d+(?:\.\d+)?`;
const COMMAND = new RegExp(String.raw`[ML]${N} ${N}|Q${N} ${N} ${N} ${N}|C${N} ${N} ${N} ${N} ${N} ${N}|Z`, "y");

/** The commands of a path, or a description of where it stops being valid path data. */
function parsePath(d: string): { points: [number, number][]; contours: number } | string {
  const points: [number, number][] = [];
  let contours = 0;
  COMMAND.lastIndex = 0;
  while (COMMAND.lastIndex < d.length) {
    const at = COMMAND.lastIndex;
    const m = COMMAND.exec(d);
    if (!m) return `bad path data at ${at}: ${d.slice(at, at + 30)}`;
    if (m[0] === "Z") continue;
    const nums = m[0].slice(1).split(" ").map(Number);
    points.push([nums[nums.length - 2], nums[nums.length - 1]]);
    if (m[0][0] === "M") contours++;
  }
  return { points, contours };
}

/** Every problem with the name's drawing in `svg` (an empty list when the name is drawn whole). */
export function nameProblems(svg: string, name: string): string[] {
  const paths = [...svg.matchAll(/<path class="name" d="([^"]*)"/g)].map((m) => m[1]);
  if (paths.length !== 1) return [`expected one name path, found ${paths.length}`];
  const d = paths[0];
  const parsed = parsePath(d);
  if (typeof parsed === "string") return [parsed];
  const problems: string[] = [];
  const printed = [...name.normalize("NFC")].filter((ch) => ch.trim() !== "").length;
  if (parsed.contours < printed) problems.push(`${parsed.contours} outlines for ${printed} printed characters`);
  const xs = parsed.points.map((p) => p[0]);
  const ys = parsed.points.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><path d="${d}" fill="#000000"/></svg>`;
  const box = new Resvg(alone, { font: { loadSystemFonts: false } }).getBBox();
  if (!box) return [...problems, "nothing drawn"];
  // A glyph's outline has points at its extremes, so the drawn box and the points' box agree to a pixel or two.
  if (Math.abs(box.x - left) > 2 || Math.abs(box.x + box.width - right) > 2)
    problems.push(`drawn from ${box.x} to ${box.x + box.width}, points from ${left} to ${right}`);
  if (left < 0 || right > 512 || top < 0 || bottom > 512)
    problems.push(`outside the viewBox: x ${left}..${right}, y ${top}..${bottom}`);
  return problems;
}
