/**
 * The logo maker (docs/product-rules.md#plans-and-limits, #ai-output-is-checked; docs/decisions/960). `POST
 * /api/generate-logo { businessName, industry, style, colors }` answers `{ businessName, concepts }`: each concept is a
 * set of structured parameters (symbol, layout, palette, font) and a one-line rationale. The engine only chooses
 * parameters from these closed lists; our composer (server/logo/) draws the SVG from them, so no markup from a model is
 * ever rendered. Downloads: `GET
 * /api/logos/{generationId}/{conceptIndex}.svg|.png?size=512|1024&variant=light|dark|icon`.
 */
import { z } from "zod";
import { idSchema } from "./common";
import { MAX_NAMED_COLOURS, namedColours } from "../domain/colour-names";

/** The answer to more named colours than a palette holds (docs/decisions/1432-every-named-colour-is-in-the-palette.md). */
export const TOO_MANY_COLOURS_MESSAGE = `Name up to ${MAX_NAMED_COLOURS} colours: a logo palette holds a main colour, an accent and a third colour`;

/** Our own symbols (server/logo/symbols.ts draws each as SVG paths). */
export const LOGO_SYMBOLS = [
  "leaf",
  "bolt",
  "mountain",
  "spark",
  "hexagon",
  "wave",
  "drop",
  "arrow",
  "diamond",
  "shield",
  "sun",
  "orbit",
] as const;
export const LOGO_LAYOUTS = ["stacked", "horizontal", "badge", "monogram"] as const;
/** Fonts shipped as Fontsource packages and turned into outlines by the composer. */
export const LOGO_FONTS = ["inter", "playfair-display", "space-grotesk"] as const;
export const LOGO_STYLES = ["modern", "minimal", "playful", "elegant", "bold", "vintage"] as const;
export const LOGO_FONT_LABELS: Record<(typeof LOGO_FONTS)[number], string> = {
  inter: "Inter Bold",
  "playfair-display": "Playfair Display Bold",
  "space-grotesk": "Space Grotesk Bold",
};

export type LogoSymbol = (typeof LOGO_SYMBOLS)[number];
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];
export type LogoFont = (typeof LOGO_FONTS)[number];
export type LogoStyle = (typeof LOGO_STYLES)[number];

/**
 * Letters, digits, spaces and common name punctuation: what the shipped fonts can draw. A phone's keyboard types
 * the apostrophe as ’, so both are accepted; accents typed as a letter and a combining mark are composed first (NFC).
 */
const DRAWABLE = /^[\p{L}\p{N} &'’.,!?+-]+$/u;

export const logoRequestSchema = z.object({
  businessName: z
    .string({ error: "Business name is required" })
    .trim()
    .normalize("NFC")
    .min(1, "Business name is required")
    .max(32, "Business name must be at most 32 characters")
    .regex(DRAWABLE, "Use letters, numbers, spaces and & ' . , ! ? + - only"),
  industry: z
    .string({ error: "Industry is required" })
    .trim()
    .min(1, "Industry is required")
    .max(60, "Industry must be at most 60 characters"),
  style: z.enum(LOGO_STYLES, { error: "Choose a style" }),
  colors: z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ error: "Colors must be text" })
      .trim()
      .max(80, "Colors must be at most 80 characters")
      .refine((v) => namedColours(v).length <= MAX_NAMED_COLOURS, TOO_MANY_COLOURS_MESSAGE),
  ),
});
export type LogoRequest = z.input<typeof logoRequestSchema>;
export type LogoInput = z.output<typeof logoRequestSchema>;

const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "A colour is #rrggbb")
  .describe("A #rrggbb colour");

export const logoPaletteSchema = z.object({
  primary: hex.describe("Main brand colour (#rrggbb), used for the symbol"),
  secondary: hex.describe("Accent colour (#rrggbb)"),
  text: hex.describe("Colour of the name on a light background (#rrggbb), dark enough to read"),
  accent: hex.optional().describe("A third colour (#rrggbb), only when the person named three colours"),
});
export type LogoPalette = z.infer<typeof logoPaletteSchema>;

export const logoConceptSchema = z.object({
  title: z.string().trim().min(1).max(40).describe("A two- or three-word name for the concept"),
  symbol: z.enum(LOGO_SYMBOLS).describe("One symbol from the list"),
  layout: z
    .enum(LOGO_LAYOUTS)
    .describe(
      "stacked: symbol above the name; horizontal: symbol left of the name; badge: both inside a circle; monogram: initials in a tile",
    ),
  font: z
    .enum(LOGO_FONTS)
    .describe("inter: clean sans; playfair-display: elegant serif; space-grotesk: geometric, techy"),
  palette: logoPaletteSchema,
  rationale: z.string().trim().min(1).max(200).describe("One sentence on why this fits the business"),
});
export type LogoConcept = z.infer<typeof logoConceptSchema>;

export const logoOutputSchema = z.object({
  concepts: z.array(logoConceptSchema).min(3).max(4).describe("Three or four clearly different concepts"),
});
export type LogoOutput = z.infer<typeof logoOutputSchema>;

export const logoResponseSchema = z.object({
  businessName: z.string(),
  concepts: z.array(logoConceptSchema.extend({ fontLabel: z.string() })),
});
export type LogoResponse = z.infer<typeof logoResponseSchema>;

export const LOGO_VARIANTS = ["light", "dark", "icon"] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export const logoFileParamsSchema = z.object({
  generationId: idSchema("Invalid logo id"),
  conceptIndex: z.preprocess(
    (v) => (typeof v === "string" && /^[0-9]$/.test(v) ? Number(v) : v),
    z.number({ error: "Invalid concept" }).int().min(0, "Invalid concept").max(3, "Invalid concept"),
  ),
  format: z.enum(["svg", "png"], { error: "Format must be svg or png" }),
});

export const logoFileQuerySchema = z.object({
  size: z
    .preprocess((v) => (v == null ? "512" : v), z.enum(["512", "1024"], { error: "Size must be 512 or 1024" }))
    .transform(Number),
  variant: z.preprocess(
    (v) => (v == null ? "light" : v),
    z.enum(LOGO_VARIANTS, { error: "Variant must be light, dark or icon" }),
  ),
});

/** The file name of a download: the business name in lower case with dashes. */
export function logoFileName(businessName: string, index: number, ext: string, size?: number): string {
  const slug =
    businessName
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "logo";
  return `${slug}-logo-${index + 1}${size ? `-${size}` : ""}.${ext}`;
}
