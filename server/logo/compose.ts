/**
 * The logo composer: draws one concept as SVG from its validated parameters (symbol, layout, palette, font)
 * and the business name. Only our own elements are written (svg, rect, path, g) with numbers and #rrggbb
 * colours; the name becomes font outlines, so nothing a person or a model typed is ever markup
 * (docs/product-rules.md#ai-output-is-checked).
 */
import type { LogoConcept, LogoVariant } from "../../shared/contracts/logos";
import { SYMBOLS } from "./symbols";
import { capHeight, measureText, textPath } from "./fonts";
import { contrast } from "../../shared/domain/colour-names";

export const CANVAS = 512;
const DARK_TEXT = "#f8fafc";
const WHITE = "#ffffff";

type Box = { x: number; y: number; size: number };

/** The concept's symbol scaled into a square box, in the given colours. */
function symbolAt(concept: LogoConcept, box: Box, main: string, accent: string): string {
  const shape = SYMBOLS[concept.symbol];
  const s = box.size / 100;
  const rule = shape.evenOdd ? ' fill-rule="evenodd"' : "";
  const paths = [
    ...shape.main.map((d) => `<path d="${d}" fill="${main}"/>`),
    ...shape.accent.map((d) => `<path d="${d}" fill="${accent}"${rule}/>`),
  ].join("");
  return `<g transform="translate(${r(box.x)} ${r(box.y)}) scale(${r(s, 4)})">${paths}</g>`;
}

const r = (n: number, digits = 2) => Number(n.toFixed(digits)).toString();

/**
 * The largest font size (up to `max`) at which `text` fits `width`. No lower bound: a long name of wide letters
 * is drawn smaller rather than past the edge of the logo.
 */
function fitSize(concept: LogoConcept, text: string, width: number, max: number): number {
  const at100 = measureText(concept.font, text, 100);
  return Math.min(max, (width / Math.max(at100, 1)) * 100);
}

/**
 * Text as one path, marked with what it draws (`name` or `initials`: a fixed word of ours, never the text), so a
 * check can find the name's outlines in every concept (tests/unit/logo-names.test.ts).
 */
function textAt(
  part: "name" | "initials",
  concept: LogoConcept,
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
) {
  return `<path class="${part}" d="${textPath(concept.font, text, size, x, y)}" fill="${fill}"/>`;
}

/** The name (or initials) as one path, centred on cx with its baseline at y. */
function centredName(
  concept: LogoConcept,
  text: string,
  cx: number,
  y: number,
  size: number,
  fill: string,
  part: "name" | "initials" = "name",
): string {
  const width = measureText(concept.font, text, size);
  return textAt(part, concept, text, cx - width / 2, y, size, fill);
}

/** One or two initials of the name. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&+\-.,]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const letters = words.slice(0, 2).map((w) => [...w.replace(/[^\p{L}\p{N}]/gu, "")][0] ?? "");
  return (letters.join("") || [...name][0] || "?").toUpperCase();
}

/** What is drawn on the main colour: white, or the name's colour when the main colour is too light for white. */
function onPrimary(concept: LogoConcept): string {
  return contrast(concept.palette.primary, WHITE) >= 2 ? WHITE : concept.palette.text;
}

/** A short bar in the third colour under the name, when the palette has one (every named colour is drawn). */
function accentBar(concept: LogoConcept, cx: number, y: number): string {
  const accent = concept.palette.accent;
  return accent ? `<rect x="${r(cx - 40)}" y="${r(y)}" width="80" height="10" rx="5" fill="${accent}"/>` : "";
}

function body(concept: LogoConcept, name: string, variant: Exclude<LogoVariant, "icon">): string {
  const { primary, secondary } = concept.palette;
  const third = concept.palette.accent ?? secondary;
  const on = onPrimary(concept);
  const ink = variant === "dark" ? DARK_TEXT : concept.palette.text;
  const cap = capHeight(concept.font);
  switch (concept.layout) {
    case "stacked": {
      const size = fitSize(concept, name, 440, 84);
      return (
        symbolAt(concept, { x: 156, y: 56, size: 200 }, primary, secondary) +
        centredName(concept, name, 256, 330 + cap * size, size, ink) +
        accentBar(concept, 256, Math.min(490, 330 + cap * size + 24))
      );
    }
    case "horizontal": {
      const sym = 128;
      const gap = 24;
      const size = fitSize(concept, name, CANVAS - 48 - sym - gap, 76);
      const width = sym + gap + measureText(concept.font, name, size);
      const left = (CANVAS - width) / 2;
      const baseline = 256 + (cap * size) / 2;
      return (
        symbolAt(concept, { x: left, y: 256 - sym / 2, size: sym }, primary, secondary) +
        textAt("name", concept, name, left + sym + gap, baseline, size, ink) +
        accentBar(concept, 256, baseline + 40)
      );
    }
    case "badge": {
      const size = fitSize(concept, name, 340, 68);
      return (
        `<path d="M16 256A240 240 0 1 0 496 256A240 240 0 1 0 16 256Z" fill="${primary}"/>` +
        `<path d="M40 256A216 216 0 1 0 472 256A216 216 0 1 0 40 256ZM46 256A210 210 0 1 1 466 256A210 210 0 1 1 46 256Z" fill="${third}" fill-rule="evenodd"/>` +
        symbolAt(concept, { x: 176, y: 92, size: 160 }, on, secondary) +
        centredName(concept, name, 256, 300 + cap * size, size, on)
      );
    }
    case "monogram": {
      const initials = initialsOf(name);
      const mono = fitSize(concept, initials, 180, 150);
      const size = fitSize(concept, name, 440, 64);
      return (
        `<rect x="136" y="40" width="240" height="240" rx="56" fill="${primary}"/>` +
        centredName(concept, initials, 256, 160 + (cap * mono) / 2, mono, on, "initials") +
        symbolAt(concept, { x: 326, y: 230, size: 64 }, secondary, third === secondary ? WHITE : third) +
        centredName(concept, name, 256, 360 + cap * size, size, ink)
      );
    }
  }
}

/** The app icon: the symbol in white on a rounded square of the primary colour. */
function icon(concept: LogoConcept): string {
  return (
    `<rect width="512" height="512" rx="112" fill="${concept.palette.primary}"/>` +
    symbolAt(
      concept,
      { x: 116, y: 116, size: 280 },
      onPrimary(concept),
      concept.palette.accent ?? concept.palette.secondary,
    )
  );
}

/** The SVG document of one concept: `light` and `dark` are transparent logos for light and dark grounds. */
export function composeLogo(concept: LogoConcept, businessName: string, variant: LogoVariant = "light"): string {
  const content = variant === "icon" ? icon(concept) : body(concept, businessName, variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${content}</svg>`;
}
