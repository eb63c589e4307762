/**
 * Named colours the logo maker understands (docs/decisions/1432-every-named-colour-is-in-the-palette.md): common
 * colour names with one #rrggbb each, read from the person's "colours" text, longest name first ("sage green" is
 * one colour, not sage and green), with light/dark/pale/deep/bright before a name and #rrggbb codes as typed.
 */

export const COLOUR_NAMES: Readonly<Record<string, string>> = {
  // Neutrals
  black: "#111111",
  white: "#ffffff",
  "off white": "#f5f2ea",
  "off-white": "#f5f2ea",
  ivory: "#fffff0",
  cream: "#f3e9d2",
  beige: "#e8dcc4",
  sand: "#d8c3a5",
  taupe: "#8b7d6b",
  tan: "#d2b48c",
  khaki: "#c3b091",
  grey: "#808080",
  gray: "#808080",
  silver: "#c0c0c0",
  charcoal: "#36454f",
  slate: "#5a6b7b",
  stone: "#a8a29e",
  // Reds, pinks
  red: "#d62828",
  crimson: "#b0102c",
  scarlet: "#e0231b",
  cherry: "#a4161a",
  burgundy: "#800020",
  maroon: "#7a1f2b",
  wine: "#722f37",
  rose: "#e8737f",
  "dusty rose": "#c08081",
  blush: "#e8b4b8",
  pink: "#ec4899",
  "hot pink": "#ff3e9d",
  "baby pink": "#f4c2c2",
  magenta: "#c2189a",
  fuchsia: "#d1249b",
  salmon: "#fa8072",
  coral: "#ff6f5e",
  peach: "#ffcba4",
  // Oranges, browns
  orange: "#f47c20",
  "burnt orange": "#cc5500",
  apricot: "#fbb97c",
  tangerine: "#f28500",
  rust: "#b7410e",
  terracotta: "#c8644a",
  copper: "#b87333",
  bronze: "#a97142",
  brown: "#7b4a2d",
  chocolate: "#5c3317",
  coffee: "#6f4e37",
  caramel: "#c68e3f",
  mocha: "#967259",
  // Yellows
  yellow: "#f7c600",
  mustard: "#d4a017",
  gold: "#d4a437",
  "rose gold": "#b76e79",
  amber: "#f0a202",
  lemon: "#f7e35c",
  butter: "#f6e3a1",
  // Greens
  green: "#2e9e4f",
  sage: "#9caf88",
  "sage green": "#9caf88",
  olive: "#708238",
  "olive green": "#708238",
  mint: "#98e2c6",
  "mint green": "#98e2c6",
  emerald: "#1b8a5a",
  "emerald green": "#1b8a5a",
  "forest green": "#22543d",
  forest: "#22543d",
  "dark green": "#1f5130",
  "bottle green": "#0b4d3a",
  jade: "#00a86b",
  lime: "#84cc16",
  "lime green": "#84cc16",
  pistachio: "#93c572",
  moss: "#6b7d3a",
  "hunter green": "#355e3b",
  // Blues
  teal: "#0f8b8d",
  turquoise: "#30c5c0",
  aqua: "#3fd0d4",
  cyan: "#17b8d0",
  "sky blue": "#7ec8e3",
  "baby blue": "#a7c7e7",
  "powder blue": "#b0d4e3",
  "light blue": "#8ecae6",
  blue: "#2563eb",
  cobalt: "#0047ab",
  "royal blue": "#2f4fc4",
  navy: "#1b2a4a",
  "navy blue": "#1b2a4a",
  "midnight blue": "#191970",
  denim: "#1560bd",
  indigo: "#3f3d9e",
  periwinkle: "#8e9be0",
  // Purples
  purple: "#7b3fa0",
  violet: "#7f52c8",
  lavender: "#b9a4e0",
  lilac: "#c8a2c8",
  plum: "#6e3b5e",
  mauve: "#b784a7",
  aubergine: "#3d0734",
  eggplant: "#3d0734",
};

/** Words that change a named colour's lightness: "light blue", "deep green". */
const SHADES: Readonly<Record<string, number>> = {
  light: 0.45,
  pale: 0.6,
  pastel: 0.5,
  soft: 0.3,
  dark: -0.4,
  deep: -0.35,
  bright: 0,
};

/** The longest names first, so "sage green" wins over "sage" and "green". */
const NAMES_LONGEST_FIRST = Object.keys(COLOUR_NAMES).sort((a, b) => b.length - a.length);
const escaped = (s: string) => s.replace(/[-\s]/g, (c) => (c === "-" ? "-" : "[\\s-]+"));
const COLOUR_PATTERN = new RegExp(
  `#[0-9a-f]{6}\\b|(?:\\b(${Object.keys(SHADES).join("|")})[\\s-]+)?\\b(${NAMES_LONGEST_FIRST.map(escaped).join("|")})\\b`,
  "gi",
);

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);

/** `hex` mixed toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  if (amount === 0) return hex;
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(hex, i) + (target - channel(hex, i)) * a)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export type NamedColour = { name: string; hex: string };

/**
 * The colours a text names, in order, each once: "sage green and cream" → sage green #9caf88, cream #f3e9d2;
 * "light blue, #1d4ed8" → light blue, #1d4ed8. Words that are not colours ("earthy", "tones") are ignored.
 */
export function namedColours(text: string): NamedColour[] {
  const found: NamedColour[] = [];
  for (const m of text.matchAll(COLOUR_PATTERN)) {
    let colour: NamedColour;
    if (m[0].startsWith("#")) colour = { name: m[0].toLowerCase(), hex: m[0].toLowerCase() };
    else {
      const base = m[2].toLowerCase().replace(/[\s-]+/g, (s) => (s.includes("-") ? "-" : " "));
      const hex = COLOUR_NAMES[base] ?? COLOUR_NAMES[base.replace("-", " ")];
      if (!hex) continue;
      const modifier = m[1]?.toLowerCase();
      colour = modifier ? { name: `${modifier} ${base}`, hex: shade(hex, SHADES[modifier] ?? 0) } : { name: base, hex };
    }
    if (!found.some((c) => c.hex === colour.hex)) found.push(colour);
  }
  return found;
}

/** How many colours a logo palette holds: main, accent and a third colour. */
export const MAX_NAMED_COLOURS = 3;

/** Relative luminance of a #rrggbb colour (WCAG). */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
