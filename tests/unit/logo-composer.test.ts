/**
 * The logo composer (server/logo/): every symbol in every layout and variant is a well-formed SVG of our own
 * elements only (no script, no event attributes, no external reference, no text elements: the name is
 * outlines, marked only with our fixed class words), renders to PNG, and the offline concepts follow the name, industry, style and colours.
 */
import { describe, expect, it } from "vitest";
import {
  LOGO_FONTS,
  LOGO_LAYOUTS,
  LOGO_SYMBOLS,
  LOGO_VARIANTS,
  logoOutputSchema,
  type LogoConcept,
  type LogoInput,
} from "../../shared/contracts/logos";
import { composeLogo, initialsOf } from "../../server/logo/compose";
import { measureText, textPath } from "../../server/logo/fonts";
import { renderPng } from "../../server/logo/render";
import { offlineLogoConcepts } from "../../server/logo/offline-concepts";

const palette = { primary: "#1d4ed8", secondary: "#f59e0b", text: "#0f172a" };
const ALLOWED_ELEMENTS = new Set(["svg", "g", "path", "rect"]);
const ALLOWED_ATTRIBUTES = new Set([
  "xmlns",
  "width",
  "height",
  "viewBox",
  "d",
  "fill",
  "fill-rule",
  "transform",
  "x",
  "y",
  "rx",
  "class",
]);

/** A strict check of the composer's output: balanced tags, known elements and attributes, safe values. */
function assertSafeSvg(svg: string) {
  expect(svg).not.toMatch(/<script|javascript:|<foreignObject|<text|<image|<use|href|url\(|@import/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, attrs, selfClosing] = m;
    expect(ALLOWED_ELEMENTS.has(name), `element <${name}>`).toBe(true);
    if (closing) expect(stack.pop()).toBe(name);
    else {
      for (const a of attrs.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
        expect(ALLOWED_ATTRIBUTES.has(a[1]), `attribute ${a[1]}`).toBe(true);
        if (a[1] === "xmlns") expect(a[2]).toBe("http://www.w3.org/2000/svg");
        else if (a[1] === "fill") expect(a[2]).toMatch(/^#[0-9a-f]{6}$/i);
        else if (a[1] === "class") expect(["name", "initials"]).toContain(a[2]);
        else expect(a[2]).toMatch(/^[-0-9.eA-Za-z ,()]*$/);
      }
      if (!selfClosing) stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  // Everything is inside the one root element.
  expect(svg.replace(/<[^>]*>/g, "").trim()).toBe("");
}

describe("composeLogo", () => {
  for (const symbol of LOGO_SYMBOLS)
    for (const layout of LOGO_LAYOUTS)
      it(`draws ${symbol} in the ${layout} layout as safe SVG in every variant`, () => {
        const concept: LogoConcept = {
          title: "t",
          symbol,
          layout,
          font: LOGO_FONTS[(symbol.length + layout.length) % LOGO_FONTS.length],
          palette,
          rationale: "r",
        };
        for (const variant of LOGO_VARIANTS) {
          const svg = composeLogo(concept, "Brew & Bloom Café", variant);
          assertSafeSvg(svg);
          expect(
            svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">'),
          ).toBe(true);
        }
      });

  it("turns the name into outlines: a name made to look like markup stays path data", () => {
    const concept: LogoConcept = {
      title: "t",
      symbol: "leaf",
      layout: "stacked",
      font: "inter",
      palette,
      rationale: "r",
    };
    const svg = composeLogo(concept, "<script>alert(1)</script>");
    assertSafeSvg(svg);
  });

  it("draws Greek and Cyrillic names in every font, never as '?'", () => {
    const question = textPath("inter", "?", 100, 0, 0);
    for (const font of ["inter", "space-grotesk", "playfair-display"] as const)
      for (const name of ["Пекарня", "Αθήνα"]) {
        expect(measureText(font, name, 100)).toBeGreaterThan(200);
        for (const ch of name) expect(textPath(font, ch, 100, 0, 0)).not.toBe(question);
      }
  });

  it("renders to a PNG of the asked width", () => {
    const concept: LogoConcept = {
      title: "t",
      symbol: "bolt",
      layout: "horizontal",
      font: "space-grotesk",
      palette,
      rationale: "r",
    };
    const png = renderPng(composeLogo(concept, "Volt Gym"), 1024);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1024);
  });

  it("takes initials from the first two words", () => {
    expect(initialsOf("Brew & Bloom")).toBe("BB");
    expect(initialsOf("ćma studio")).toBe("ĆS");
    expect(initialsOf("Volt")).toBe("V");
  });
});

describe("offline logo concepts", () => {
  const base: LogoInput = { businessName: "Brew & Bloom", industry: "Coffee shop", style: "modern", colors: "" };

  it("are valid output, deterministic, and three different concepts", () => {
    const a = offlineLogoConcepts(base);
    expect(logoOutputSchema.safeParse(a).success).toBe(true);
    expect(offlineLogoConcepts(base)).toEqual(a);
    expect(new Set(a.concepts.map((c) => `${c.symbol}|${c.layout}|${c.palette.primary}`)).size).toBe(3);
  });

  it("change with the name, the industry and the style", () => {
    const a = offlineLogoConcepts(base);
    expect(offlineLogoConcepts({ ...base, businessName: "Daily Grind" })).not.toEqual(a);
    const tech = offlineLogoConcepts({ ...base, industry: "SaaS software" });
    expect(["hexagon", "bolt", "orbit"]).toContain(tech.concepts[0].symbol);
    expect(["leaf", "drop", "sun"]).toContain(a.concepts[0].symbol);
    const elegant = offlineLogoConcepts({ ...base, style: "elegant" });
    expect(elegant.concepts.every((c) => c.font === "playfair-display")).toBe(true);
    expect(a.concepts.some((c) => c.font !== "playfair-display")).toBe(true);
  });

  it("follow the colours asked for", () => {
    const red = offlineLogoConcepts({ ...base, colors: "red" }).concepts[0].palette.primary;
    const blue = offlineLogoConcepts({ ...base, colors: "#1d4ed8" }).concepts[0].palette.primary;
    const [r1, , b1] = [1, 3, 5].map((i) => parseInt(red.slice(i, i + 2), 16));
    const [r2, , b2] = [1, 3, 5].map((i) => parseInt(blue.slice(i, i + 2), 16));
    expect(r1).toBeGreaterThan(b1);
    expect(b2).toBeGreaterThan(r2);
  });

  it("keep the asked colours in every concept and the industry's symbols, each once", () => {
    const hueOf = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const greenGold = offlineLogoConcepts({ ...base, style: "playful", colors: "green and gold" }).concepts;
    for (const c of greenGold) {
      const hues = [hueOf(c.palette.primary), hueOf(c.palette.secondary)].sort((x, y) => x - y);
      expect(hues[0]).toBeGreaterThanOrEqual(40); // gold (45)
      expect(hues[0]).toBeLessThanOrEqual(50);
      expect(hues[1]).toBeGreaterThanOrEqual(135); // green (140)
      expect(hues[1]).toBeLessThanOrEqual(145);
    }
    expect(greenGold.map((c) => c.symbol).sort()).toEqual(["drop", "leaf", "sun"]);
    const none = offlineLogoConcepts({ ...base, industry: "Handmade stationery" }).concepts;
    expect(new Set(none.map((c) => c.symbol)).size).toBe(3);
  });
});
