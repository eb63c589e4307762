/** Deterministic pseudo-randomness: the same input text always draws the same small variations. */

/** FNV-1a 32-bit hash of a string. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A mulberry32 generator seeded from text; `jitter(span)` returns a value in [-span, span]. */
export function seeded(text: string) {
  let state = hashText(text) || 1;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, jitter: (span: number) => (next() * 2 - 1) * span };
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** A money figure in billions of dollars as short text: $6.3T, $245.3B, $450M. */
export function formatBillions(billions: number): string {
  if (billions >= 1000) return `$${round1(billions / 1000)}T`;
  if (billions >= 1) return `$${round1(billions)}B`;
  return `$${Math.max(1, Math.round(billions * 1000))}M`;
}
