import { textsNaming } from "../understanding/understand";
import type { ConceptId } from "../understanding/lexicon";

/**
 * The one deterministic random generator of the offline engine, used by every tool: the same input always
 * gives the same answer.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32) with the helpers the offline tools use. */
export function seededRandom(seedText: string) {
  let a = hashSeed(seedText) || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A value in [-span, span]. */
    jitter: (span: number) => (next() * 2 - 1) * span,
    /** One element. */
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    /** A seeded shuffle (a copy). */
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

/** $1,234 */
export const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

/** Rounds to a "nice" figure for ranges ($50, $100, $250 steps by size). */
export function nice(n: number): number {
  const step = n < 200 ? 10 : n < 1000 ? 50 : n < 10_000 ? 100 : n < 100_000 ? 500 : 5000;
  return Math.max(step, Math.round(n / step) * step);
}

/** "$1,200 - $3,500" */
export const range = (lo: number, hi: number) => `${usd(nice(lo))} - ${usd(nice(Math.max(hi, lo * 1.2)))}`;

/** Lower-case words of a free text, for matching skills and interests against knowledge keywords. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1);
}

/**
 * The texts (skills, interests) that name any of the given lexicon concepts, read by the understanding layer
 * (docs/decisions/1434-one-understanding-layer-one-text-gate.md): "silversmithing" names jewellery, "algebra" tutoring.
 */
export function matching(texts: readonly string[], terms: readonly ConceptId[]): string[] {
  return textsNaming(texts, terms);
}
