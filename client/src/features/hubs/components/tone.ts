/** Icon-tile colours used by hub cards; every pair keeps white icons readable. */
import type { CardTone } from "@shared/tools/manifest";

/** The manifest's card tones (shared/tools/manifest.ts). */
export type Tone = CardTone;

export const TONE_TILE: Record<Tone, string> = {
  brand: "from-brand-600 to-brand-500",
  pink: "from-accent-600 to-pink-500",
  emerald: "from-emerald-600 to-teal-500",
  amber: "from-amber-500 to-orange-500",
  sky: "from-sky-600 to-blue-500",
  orange: "from-orange-600 to-red-500",
};
