/**
 * Stat tiles say only what was counted (docs/decisions/1440-figures-are-counted.md): a count from the product's own
 * data, or a plain statement where there is none yet.
 */
import type { PublicStats } from "@shared/contracts/stats";

/** Shown in a tile while its count loads (or when it could not be read). */
export const NOT_YET_COUNTED = "–";

/** A count as a tile shows it: the exact number with thousands separators, never rounded up to '15K+'. */
export function countText(n: number | undefined): string {
  return n === undefined ? NOT_YET_COUNTED : n.toLocaleString("en-US");
}

export type Figure = { value: string; label: string };

/**
 * The people tile: the number of HustleForge accounts when there are enough to say it (the server gives it only
 * from its minimum up), else what is true for everyone: the Free plan needs no card.
 */
export function peopleFigure(stats: PublicStats | undefined): Figure {
  if (stats?.users != null) return { value: countText(stats.users), label: "HustleForge users" };
  return { value: "Free", label: "Plan to start, no card needed" };
}
