/**
 * The Creative Suite's length bands (docs/spec-notes.md#constants-and-option-lists: short under 150 words, medium
 * 150-500, long above 500) and the one word count both sides use. A piece outside its band is an invalid answer
 * (decision 950).
 */
export const CONTENT_LENGTHS = ["short", "medium", "long"] as const;
export type ContentLength = (typeof CONTENT_LENGTHS)[number];

/** Inclusive word bounds of each band; the floor of short and the ceiling of long are ours (decision 950). */
export const LENGTH_BANDS = {
  short: { min: 15, max: 149, label: "Short (under 150 words)" },
  medium: { min: 150, max: 500, label: "Medium (150-500 words)" },
  long: { min: 501, max: 1500, label: "Long (500+ words)" },
} as const satisfies Record<ContentLength, { min: number; max: number; label: string }>;

/** Words in a text: runs of non-space characters that hold at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** True when `text` has a word count inside the band of `length`. */
export function inLengthBand(text: string, length: ContentLength): boolean {
  const n = countWords(text);
  const band = LENGTH_BANDS[length];
  return n >= band.min && n <= band.max;
}
