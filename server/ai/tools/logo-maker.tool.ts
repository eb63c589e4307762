/**
 * AI Logo Maker (docs/decisions/960): the engine chooses structured parameters only (symbol, layout, font, palette from
 * closed lists, validated by Zod); server/logo/compose.ts draws the pictures. One successful run advances
 * users.totalLogosCreated by one; the free plan has one logo generation (docs/product-rules.md#plans-and-limits).
 */
import {
  LOGO_FONT_LABELS,
  LOGO_FONTS,
  LOGO_LAYOUTS,
  LOGO_SYMBOLS,
  logoOutputSchema,
  logoRequestSchema,
  logoResponseSchema,
} from "../../../shared/contracts/logos";
import { defineGenerator } from "../define-generator";
import { offlineLogoConcepts } from "../../logo/offline-concepts";
import { conceptsWithNamedColours } from "../../logo/palette";
import { namedColours } from "../../../shared/domain/colour-names";

export const logoMakerTool = defineGenerator({
  id: "logo-maker",
  input: logoRequestSchema,
  // The business name is a name, drawn as the person wrote it (accents, apostrophes, any language: decision
  // docs/decisions/1460-logo-names-drawn-whole.md); its own rule (DRAWABLE in shared/contracts/logos.ts) keeps out
  // markup and code, so only the industry goes through the text gate.
  freeText: ["industry"],
  output: logoOutputSchema,
  // Every colour the person named is in every palette, whatever the engine chose (docs/decisions/1432-every-named-colour-is-in-the-palette.md): the model's
  // answer passes the same palette rule as the offline concepts before it is stored.
  outputFor: (input) => logoOutputSchema.transform((o) => conceptsWithNamedColours(o, namedColours(input.colors))),
  example: { businessName: "Brew & Bloom", industry: "Coffee shop", style: "modern", colors: "green and gold" },
  system: [
    "You are a brand designer choosing the parameters of simple, professional logos for small new businesses.",
    "Answer with JSON only, following the schema. You never draw: you choose one symbol, one layout, one font and a palette for each concept.",
    `Symbols: ${LOGO_SYMBOLS.join(", ")}. Layouts: ${LOGO_LAYOUTS.join(", ")}. Fonts: ${LOGO_FONTS.join(", ")}.`,
    "Give three clearly different concepts. Colours are #rrggbb; the text colour must read well on white; primary must carry white text.",
    "Follow the person's colour wishes when they give any: every colour they name belongs in each palette (a third named colour goes in accent). The rationale is one plain sentence: no HTML, no Markdown.",
  ].join(" "),
  prompt: (input) =>
    [
      `Business name: ${input.businessName}`,
      `Industry: ${input.industry}`,
      `Style: ${input.style}`,
      `Colour wishes: ${input.colors || "(none)"}`,
      ...namedColours(input.colors).map((c) => `Named colour: ${c.name} = ${c.hex}`),
    ].join("\n"),
  offline: (input) => offlineLogoConcepts(input),
  counters: () => ({ totalLogosCreated: 1 }),
  label: (input) => input.businessName,
  present: (output, { input }) => ({
    businessName: input.businessName,
    concepts: output.concepts.map((c) => ({ ...c, fontLabel: LOGO_FONT_LABELS[c.font] })),
  }),
  response: logoResponseSchema,
});
