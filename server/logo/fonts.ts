/**
 * Text as outlines: the shipped Fontsource fonts (bold, latin and latin-ext) read by opentype.js, with Inter
 * Bold's full TTF (Greek, Cyrillic, Vietnamese) drawing the letters they lack. Glyphs are
 * placed one by one with the font's kerning (opentype.js's text shaper does not support every lookup of these
 * fonts), so the SVG needs no font and looks the same everywhere.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype from "opentype.js";
import type { LogoFont } from "../../shared/contracts/logos";

const require = createRequire(import.meta.url);

type Loaded = { fonts: opentype.Font[] };
const cache = new Map<LogoFont, Loaded>();
let fallback: opentype.Font | undefined;

function parse(file: string): opentype.Font {
  const buf = readFileSync(require.resolve(file));
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

function load(id: LogoFont): Loaded {
  let loaded = cache.get(id);
  if (!loaded) {
    // latin first; latin-ext draws the accented letters latin lacks.
    loaded = {
      fonts: [
        ...["latin", "latin-ext"].map((subset) => parse(`@fontsource/${id}/files/${id}-${subset}-700-normal.woff`)),
        (fallback ??= parse("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
      ],
    };
    cache.set(id, loaded);
  }
  return loaded;
}

type Placed = { font: opentype.Font; glyph: opentype.Glyph };

function glyphsOf(id: LogoFont, text: string): Placed[] {
  const { fonts } = load(id);
  return [...text.normalize("NFC")].map((ch) => {
    for (const font of fonts) {
      const glyph = font.charToGlyph(ch);
      if (glyph.index !== 0) return { font, glyph };
    }
    return { font: fonts[0], glyph: fonts[0].charToGlyph("?") };
  });
}

/** The advance width of `text` at `size` px, kerning included. */
export function measureText(id: LogoFont, text: string, size: number): number {
  const glyphs = glyphsOf(id, text);
  let width = 0;
  glyphs.forEach(({ font, glyph }, i) => {
    const scale = size / font.unitsPerEm;
    width += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[i + 1];
    if (next && next.font === font) width += font.getKerningValue(glyph, next.glyph) * scale;
  });
  return width;
}

/** A coordinate to two decimals, never in exponent notation, never NaN for a finite input. */
const num = (n: number): string => {
  const v = Math.round(n * 100) / 100;
  return Object.is(v, -0) ? "0" : String(v);
};

/**
 * Path data of one glyph. Not opentype.js's toPathData: its rounding (2.0.0) turns a coordinate whose fraction
 * is a float error such as 1.4e-14 into `NaN`, and an SVG renderer stops drawing a path at its first bad number,
 * so "Wick & Willow" was drawn as "Wic" (docs/decisions/1460-logo-names-drawn-whole.md).
 */
function pathData(path: opentype.Path): string {
  let d = "";
  for (const c of path.commands) {
    if (c.type === "M" || c.type === "L") d += `${c.type}${num(c.x)} ${num(c.y)}`;
    else if (c.type === "Q") d += `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`;
    else if (c.type === "C") d += `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`;
    else d += "Z";
  }
  return d;
}

/** Path data of `text` with its left end at x and its baseline at y. */
export function textPath(id: LogoFont, text: string, size: number, x: number, y: number): string {
  const glyphs = glyphsOf(id, text);
  let cursor = x;
  const parts: string[] = [];
  glyphs.forEach(({ font, glyph }, i) => {
    const scale = size / font.unitsPerEm;
    parts.push(pathData(glyph.getPath(cursor, y, size)));
    cursor += (glyph.advanceWidth ?? 0) * scale;
    const next = glyphs[i + 1];
    if (next && next.font === font) cursor += font.getKerningValue(glyph, next.glyph) * scale;
  });
  return parts.join("");
}

/** The cap height of the font as a share of its size (for centring capitals). */
export function capHeight(id: LogoFont): number {
  const font = load(id).fonts[0];
  const h = font.charToGlyph("H").getBoundingBox();
  return h.y2 / font.unitsPerEm;
}
