/**
 * A corpus description as a person fits it into a field of `max` characters: whole words, without a trailing comma
 * or a dangling "and" (some corpus entries are longer than some fields; nobody types half a word into a tag).
 */
export function typed(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text
    .slice(0, max + 1)
    .split(/\s+/)
    .slice(0, -1);
  while (words.length > 1 && /^(?:and|or|for|with|to|in|on|of|at|the|a|an|from|by)$/i.test(words.at(-1)!)) words.pop();
  return words.join(" ").replace(/[\s,;:–-]+$/u, "");
}
