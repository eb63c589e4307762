/**
 * Small word helpers every writer of sentences with numbers uses (docs/decisions/1434-one-understanding-layer-one-text-gate.md,
 * the grammar rules): a count with its noun in the right number ("1 order", "3 orders") and a range that never
 * repeats itself ("10 hours", not "10-10 hours").
 */

/** "1 order", "2 orders", "1 person", "3 people", with thousands separated. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** "5-10 hours", "10 hours" when both ends are equal, "1 hour"; `unit` is the plural, `one` the singular. */
export function rangeOf(lo: number, hi: number, unit: string, one = unit.replace(/s$/, "")): string {
  if (lo === hi) return countOf(lo, one, unit);
  return `${lo.toLocaleString("en-US")}-${hi.toLocaleString("en-US")} ${unit}`;
}
