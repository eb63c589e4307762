/**
 * Names with &, apostrophes, accents and up to 32 characters are drawn whole in every concept of every style, in
 * the light and dark logos (docs/decisions/1460-logo-names-drawn-whole.md): a property test over generated names
 * and the names people met.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  LOGO_FONTS,
  LOGO_LAYOUTS,
  LOGO_STYLES,
  logoRequestSchema,
  type LogoConcept,
} from "../../shared/contracts/logos";
import { composeLogo } from "../../server/logo/compose";
import { textPath } from "../../server/logo/fonts";
import { offlineLogoConcepts } from "../../server/logo/offline-concepts";
import { nameProblems } from "../support/logo-name-check";

const palette = { primary: "#1d4ed8", secondary: "#f59e0b", text: "#0f172a" };

/** Every layout in every font, light and dark: where a name is drawn. */
function drawings(name: string): { where: string; svg: string }[] {
  const out: { where: string; svg: string }[] = [];
  for (const font of LOGO_FONTS)
    for (const layout of LOGO_LAYOUTS) {
      const concept: LogoConcept = { title: "t", symbol: "leaf", layout, font, palette, rationale: "r" };
      for (const variant of ["light", "dark"] as const)
        out.push({ where: `${font} ${layout} ${variant}`, svg: composeLogo(concept, name, variant) });
    }
  return out;
}

const problemsOf = (name: string) =>
  drawings(name).flatMap(({ where, svg }) => nameProblems(svg, name).map((p) => `${where}: ${p}`));

const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿĀ-ž]{1,10}$/);
const joiner = fc.constantFrom(" ", " & ", "'", "’", " + ", "-", ". ", ", ", "! ");
const businessName = fc
  .tuple(word, fc.array(fc.tuple(joiner, word), { maxLength: 4 }))
  .map(([first, rest]) => (first + rest.map(([j, w]) => j + w).join("")).slice(0, 32).trim())
  .filter((n) => logoRequestSchema.shape.businessName.safeParse(n).success);

describe("a business name is drawn whole", () => {
  it.each([
    "Wick & Willow",
    "Kate's Cakes",
    "Kate’s Café",
    "Crème Brûlée & Co.",
    "Ærø Ålesund Øst",
    "Łódź Żółć Świeca",
    "Brew & Bloom Café",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "The Very Long Name Candle Company",
  ])("%s, in every font, layout and variant", (name) => {
    const parsed = logoRequestSchema.shape.businessName.safeParse(name);
    expect(problemsOf(parsed.success ? parsed.data : name.slice(0, 32))).toEqual([]);
  });

  it("in the offline concepts of every style", () => {
    for (const style of LOGO_STYLES) {
      const { concepts } = offlineLogoConcepts({
        businessName: "Wick & Willow",
        industry: "Candles",
        style,
        colors: "",
      });
      for (const concept of concepts)
        for (const variant of ["light", "dark"] as const)
          expect(nameProblems(composeLogo(concept, "Wick & Willow", variant), "Wick & Willow")).toEqual([]);
    }
  });

  it("for any name of letters, accents, &, apostrophes and punctuation up to 32 characters", () => {
    fc.assert(
      fc.property(businessName, (name) => {
        expect(problemsOf(name)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("a name typed as a letter and a combining accent is composed first, and every character has its glyph", () => {
    const decomposed = "Cafe\u0301";
    expect(logoRequestSchema.shape.businessName.parse(decomposed)).toBe("Café");
    const question = textPath("inter", "?", 100, 0, 0);
    for (const font of LOGO_FONTS)
      for (const ch of "&'’éèçñüøåłżŒß") expect(textPath(font, ch, 100, 0, 0), `${font} ${ch}`).not.toBe(question);
  });
});
