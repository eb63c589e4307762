/**
 * The offline engine's logo concepts: deterministic for the same request and shaped by every field. The
 * industry picks the symbols that suit it, the style the fonts and layouts, the colours (words or #hex in
 * `colors`) or else the industry the hue; a hash of the whole request varies the rest.
 */
import {
  LOGO_LAYOUTS,
  LOGO_SYMBOLS,
  type LogoConcept,
  type LogoFont,
  type LogoInput,
  type LogoLayout,
  type LogoOutput,
  type LogoStyle,
  type LogoSymbol,
} from "../../shared/contracts/logos";
import { namedColours } from "../../shared/domain/colour-names";
import { industryPhrase, withArticle } from "../ai/knowledge/slots";
import { withNamedColours } from "./palette";

const INDUSTRY_SYMBOLS: { words: RegExp; symbols: LogoSymbol[]; hue: number }[] = [
  {
    words: /food|cafe|café|coffee|bak|restaurant|kitchen|organic|garden|plant|farm|tea|vegan/i,
    symbols: ["leaf", "drop", "sun"],
    hue: 140,
  },
  {
    words: /tech|software|app|saas|ai|data|cloud|digital|web|code|cyber/i,
    symbols: ["hexagon", "bolt", "orbit"],
    hue: 220,
  },
  { words: /fit|gym|sport|health|yoga|run|coach|well/i, symbols: ["bolt", "mountain", "arrow"], hue: 15 },
  { words: /travel|outdoor|adventure|hike|tour|camp/i, symbols: ["mountain", "sun", "wave"], hue: 190 },
  {
    words: /finance|bank|invest|money|account|insur|legal|law|consult/i,
    symbols: ["shield", "arrow", "diamond"],
    hue: 210,
  },
  { words: /beauty|fashion|jewel|cosmetic|skin|spa|wedding|luxury/i, symbols: ["diamond", "spark", "drop"], hue: 330 },
  { words: /water|clean|ocean|surf|pool|marine|swim/i, symbols: ["wave", "drop", "orbit"], hue: 195 },
  { words: /energy|solar|power|electric/i, symbols: ["sun", "bolt", "spark"], hue: 40 },
  { words: /education|school|learn|tutor|course|book/i, symbols: ["spark", "arrow", "shield"], hue: 260 },
  { words: /pet|dog|cat|animal|kid|toy|game/i, symbols: ["spark", "sun", "drop"], hue: 25 },
];

const STYLE_RULES: Record<
  LogoStyle,
  { fonts: LogoFont[]; layouts: LogoLayout[]; saturation: number; lightness: number; words: string }
> = {
  modern: {
    fonts: ["inter", "space-grotesk"],
    layouts: ["horizontal", "stacked", "monogram"],
    saturation: 72,
    lightness: 45,
    words: "clean, current",
  },
  minimal: {
    fonts: ["inter"],
    layouts: ["stacked", "horizontal", "monogram"],
    saturation: 35,
    lightness: 35,
    words: "quiet, uncluttered",
  },
  playful: {
    fonts: ["space-grotesk", "inter"],
    layouts: ["badge", "stacked", "horizontal"],
    saturation: 75,
    lightness: 42,
    words: "friendly, bright",
  },
  elegant: {
    fonts: ["playfair-display"],
    layouts: ["stacked", "monogram", "horizontal"],
    saturation: 40,
    lightness: 32,
    words: "refined, timeless",
  },
  bold: {
    fonts: ["space-grotesk", "inter"],
    layouts: ["badge", "monogram", "horizontal"],
    saturation: 90,
    lightness: 42,
    words: "loud, confident",
  },
  vintage: {
    fonts: ["playfair-display", "inter"],
    layouts: ["badge", "stacked", "monogram"],
    saturation: 45,
    lightness: 38,
    words: "crafted, heritage",
  },
};

/** FNV-1a: a small stable hash of the request. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function hexHue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

/** Three different symbols: the industry's own (in an order the request varies), else three from the whole set. */
function conceptSymbols(suited: readonly LogoSymbol[] | undefined, seed: number): LogoSymbol[] {
  if (suited && suited.length >= 3) return [suited[0], ...(seed % 2 ? [suited[2], suited[1]] : [suited[1], suited[2]])];
  const start = seed % LOGO_SYMBOLS.length;
  const step = [1, 5, 7][seed % 3]; // coprime with 12: three different symbols
  return [0, 1, 2].map((i) => LOGO_SYMBOLS[(start + i * step) % LOGO_SYMBOLS.length]);
}

export function offlineLogoConcepts(input: LogoInput): LogoOutput {
  const seed = hash(
    `${input.businessName.toLowerCase()}|${input.industry.toLowerCase()}|${input.style}|${input.colors.toLowerCase()}`,
  );
  const match = INDUSTRY_SYMBOLS.find((m) => m.words.test(input.industry));
  const symbols = conceptSymbols(match?.symbols, seed);
  const rule = STYLE_RULES[input.style];
  // Every named colour is in every palette (./palette.ts); the first one's hue leads the derived colours.
  const named = namedColours(input.colors);
  const asked = named.length ? [hexHue(named[0].hex)] : [];
  const baseHue = match?.hue ?? seed % 360;

  const concepts: LogoConcept[] = [0, 1, 2].map((i) => {
    const n = (seed >>> (i * 5)) + i;
    const symbol = symbols[i];
    const layout = pick(rule.layouts, i + (seed % 2));
    const font = pick(rule.fonts, i);
    // Without named colours: the industry's hue and two neighbours.
    const hue = asked.length ? asked[0] : baseHue + i * 25 + ((n % 3) - 1) * 8;
    const accentHue = hue + (asked.length ? 30 + i * 20 : 150 + (n % 60));
    const lightness = rule.lightness;
    const concept: LogoConcept = {
      title: `${capital(input.style)} ${capital(symbol)}`,
      symbol,
      layout: LOGO_LAYOUTS.includes(layout) ? layout : "stacked",
      font,
      palette: withNamedColours(
        {
          primary: hsl(hue, rule.saturation, lightness),
          secondary: hsl(accentHue, Math.min(80, rule.saturation + 10), Math.min(55, rule.lightness + 10)),
          text: hsl(hue, 30, 15),
        },
        named,
        i,
      ),
      rationale:
        `${sentenceStart(withArticle(symbol))} ${layoutWords(layout)} in ${rule.words} ${font === "playfair-display" ? "serif" : "sans"} type gives ${input.businessName} ${withArticle(input.style)} look that suits ${industryPhrase(input.industry)}.`.slice(
          0,
          200,
        ),
    };
    return concept;
  });
  return { concepts };
}

const sentenceStart = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function layoutWords(layout: LogoLayout): string {
  switch (layout) {
    case "stacked":
      return "above the name";
    case "horizontal":
      return "beside the name";
    case "badge":
      return "inside a round badge";
    case "monogram":
      return "with an initials tile";
  }
}
