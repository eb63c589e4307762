/**
 * The palette rule (docs/decisions/1432-every-named-colour-is-in-the-palette.md): every colour the person named is in
 * every concept's palette, exactly as our colour list gives it. Named colours take turns as the main colour (so the
 * concepts differ), the next ones are the accent and the third colour; the name's text colour is the darkest named
 * colour that reads on white, else a deep shade of the main colour. Used by the offline concepts and, on the model's
 * answer, by the logo tool's output check, so both engines keep the rule.
 */
import { contrast, type NamedColour } from "../../shared/domain/colour-names";
import type { LogoOutput, LogoPalette } from "../../shared/contracts/logos";

const WHITE = "#ffffff";

/** A deep shade of `hex` that reads on white (contrast 7 or more). */
export function deepShade(hex: string): string {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  for (let f = 0.6; f > 0; f -= 0.1) {
    const out = `#${c
      .map((v) =>
        Math.round(v * f)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    if (contrast(out, WHITE) >= 7) return out;
  }
  return "#111111";
}

/** `palette` with the named colours in it, for the concept at `index`. Without named colours it is unchanged. */
export function withNamedColours(palette: LogoPalette, named: readonly NamedColour[], index: number): LogoPalette {
  if (named.length === 0) return palette;
  const turn = named.map((_, k) => named[(index + k) % named.length].hex);
  const [primary, second, third] = turn;
  const readable = named
    .filter((c) => contrast(c.hex, WHITE) >= 4.5)
    .sort((a, b) => contrast(b.hex, WHITE) - contrast(a.hex, WHITE));
  const text = readable[0]?.hex ?? (contrast(palette.text, WHITE) >= 4.5 ? palette.text : deepShade(primary));
  const out: LogoPalette = { primary, secondary: second ?? palette.secondary, text };
  if (third) out.accent = third;
  return out;
}

/** Every concept of an answer with the named colours in its palette. */
export function conceptsWithNamedColours(output: LogoOutput, named: readonly NamedColour[]): LogoOutput {
  return { concepts: output.concepts.map((c, i) => ({ ...c, palette: withNamedColours(c.palette, named, i) })) };
}
